/**
 * The event gallery on the built site, with expectations read from
 * data/gallery.yaml, so they stay right once the owner adds photos: each
 * service and venue page shows exactly its own photos under "From our
 * events", with their captions and alt texts, and its page data holds no
 * other photo, nor any other photo's words. While the shipped file is empty, no page shows a gallery,
 * heading included.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { parse } from 'yaml';
import { picturesFor } from '../../src/config/content/gallery';
import type { GalleryFile } from '../../src/config/content/schema';
import { services as readServices } from '../support/content';
import { loadSite, ROOT_DIR, translation, type LocalizedPage } from '../support/site';
import { assertBuilt, fileForPath, readHtml, readPublic } from './public';

const site = loadSite();
const gallery = parse(
  fs.readFileSync(path.join(ROOT_DIR, 'data', 'gallery.yaml'), 'utf8'),
) as GalleryFile;
const services = readServices();

/** The service and venue pages, each with the ids of the photos it must show. */
const pages = site.localizedPages.flatMap((page) => {
  const { kind, venueSlug } = page.page;
  if (kind !== 'service' && kind !== 'venue') return [];
  const serviceId = services.find((service) => service.path === page.page.path)?.id;
  const shown = picturesFor(gallery.pictures, kind === 'service' ? { serviceId } : { venueSlug });
  return [{ ...page, expected: shown.map((picture) => picture.id) }];
});

/** A text in the page's language, else the default language's (as the pages fall back). */
function text(language: string, key: string): string {
  try {
    return translation(language, key);
  } catch {
    return translation(site.defaultLanguage, key);
  }
}

function gallerySection(document: HTMLElement, language: string): HTMLElement | undefined {
  const heading = text(language, 'services:gallery.heading');
  const h2 = document
    .querySelectorAll('main h2')
    .find((candidate) => candidate.textContent.trim() === heading);
  return (h2?.closest('section') as HTMLElement | null | undefined) ?? undefined;
}

/** public/page-data/music/page-data.json for /music/. */
function pageData(page: LocalizedPage): { result: { data: Record<string, unknown> } } {
  const folder = page.path.replace(/^\/|\/$/g, '') || 'index';
  return JSON.parse(readPublic(`page-data/${folder}/page-data.json`)) as {
    result: { data: Record<string, unknown> };
  };
}

beforeAll(assertBuilt);

describe('the event gallery', () => {
  it('covers every service and venue page of site.yaml', () => {
    expect(pages.filter((page) => page.page.kind === 'venue')).toHaveLength(
      site.venueCount * site.languages.length,
    );
    expect(pages.some((page) => page.page.kind === 'service')).toBe(true);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s shows exactly its own photos, or no gallery at all',
    (_path, page) => {
      const document = readHtml(fileForPath(page.path));
      const section = gallerySection(document, page.language);
      if (page.expected.length === 0) {
        expect(section).toBeUndefined();
        // No photo anywhere on the page (a review's quote is a figure too, without a picture).
        const photos = document
          .querySelectorAll('main figure')
          .filter((f) => f.querySelector('img'));
        expect(photos).toHaveLength(0);
        return;
      }
      const figures = section!.querySelectorAll('li > figure');
      expect(figures).toHaveLength(page.expected.length);
      page.expected.forEach((id, index) => {
        const figure = figures[index]!;
        expect(figure.querySelector('figcaption')?.textContent).toContain(
          text(page.language, `gallery:${id}.caption`),
        );
        expect(figure.querySelector('img')?.getAttribute('alt')).toBe(
          text(page.language, `gallery:${id}.alt`),
        );
      });
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: its page data holds only its own photos',
    (_path, page) => {
      const data = pageData(page).result.data as {
        galleryYaml: { shownOn: Array<{ id: string }> };
      };
      expect(data.galleryYaml.shownOn.map((picture) => picture.id)).toEqual(page.expected);
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s: its page data holds the words of its own photos only (gallery.json), or none of the file',
    (_path, page) => {
      const data = pageData(page).result.data as {
        locales: { edges: Array<{ node: { ns: string; data: string } }> };
      };
      const files = data.locales.edges.filter((edge) => edge.node.ns === 'gallery');
      if (page.expected.length === 0) {
        expect(files).toEqual([]);
        return;
      }
      // A language's file may lack a photo's words (the default language's then fills in).
      const ids = files.flatMap(({ node }) => Object.keys(JSON.parse(node.data) as object));
      expect(ids.filter((id) => !page.expected.includes(id))).toEqual([]);
      expect(new Set(ids)).toEqual(new Set(page.expected));
    },
  );
});
