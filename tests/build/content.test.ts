/**
 * What the built pages show, from data/ and the translations: pictures with
 * alt text, reserved sizes, AVIF and WebP; the home page's preloads; the
 * blocks of service pages; the venue and catalog links that prefill the contact form.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { parse } from 'yaml';
import { serviceNamespace } from '../../src/config/content/cross-checks';
import type { SiteConfig } from '../../src/config/schema';
import { catalog as readCatalog, services as readServices } from '../support/content';
import { loadSite, pagesIn, ROOT_DIR, SITE_YAML, type LocalizedPage } from '../support/site';
import { assertBuilt, fileForPath, readHtml } from './public';

const site = loadSite();
const siteYaml = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;

function documentOf(page: LocalizedPage): HTMLElement {
  return readHtml(fileForPath(page.path));
}

function localized(pagePath: string, language: string): string {
  return language === site.defaultLanguage ? pagePath : `/${language}${pagePath}`;
}

/** The JSON of a translation file, for counting list entries. */
function locale(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT_DIR, 'src', 'locales', language, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

const indexable = site.localizedPages.filter((page) => page.page.kind !== 'not-found');

beforeAll(assertBuilt);

describe('pictures', () => {
  it.each(indexable.map((page) => [page.path, page] as const))(
    '%s: every picture has alt text, pixel dimensions, AVIF, and WebP for the rest',
    (_path, page) => {
      const body = documentOf(page).querySelector('body')!;
      const problems: string[] = [];
      for (const img of body.querySelectorAll('img')) {
        const name = img.getAttribute('src') ?? img.outerHTML.slice(0, 80);
        if (img.getAttribute('alt') === undefined) problems.push(`no alt: ${name}`);
        if (!img.getAttribute('src')) problems.push(`no src: ${name}`);
        if (
          !/^\d+$/.test(img.getAttribute('width') ?? '') ||
          !/^\d+$/.test(img.getAttribute('height') ?? '')
        ) {
          problems.push(`no width and height in pixels: ${name}`);
        }
      }
      for (const picture of body.querySelectorAll('main picture')) {
        const types = picture
          .querySelectorAll('source')
          .map((source) => source.getAttribute('type'));
        if (types.join(' ') !== 'image/avif')
          problems.push(`a picture whose sources are not AVIF alone: ${types.join(', ')}`);
        const img = picture.querySelector('img');
        const files = [img?.getAttribute('src'), ...(img?.getAttribute('srcset') ?? '').split(',')];
        if (files.some((file) => !/\.webp(\s+\d+w)?$/.test(file?.trim() ?? '')))
          problems.push(`a picture whose fallback is not WebP: ${img?.getAttribute('src')}`);
        if (!picture.querySelector('img')?.getAttribute('alt')?.trim())
          problems.push('a picture with empty alt');
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the first picture of a page', () => {
  it('loads at once with high priority, and every later one lazily', () => {
    const problems: string[] = [];
    let pagesWithPictures = 0;
    for (const page of indexable) {
      const loading = documentOf(page)
        .querySelectorAll('main picture img')
        .map(
          (img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority') ?? 'auto'}`,
        );
      if (loading.length === 0) continue;
      pagesWithPictures += 1;
      const expected = ['eager/high', ...loading.slice(1).map(() => 'lazy/auto')];
      if (loading.join() !== expected.join()) problems.push(`${page.path}: ${loading.join(', ')}`);
    }
    expect(pagesWithPictures).toBeGreaterThan(indexable.length / 2);
    expect(problems).toEqual([]);
  });
});

describe('the home page', () => {
  it.each(site.languages)(
    'preloads its hero logo and its stage picture, which loads at once (%s)',
    (language) => {
      const home = documentOf(pagesIn(language).find((page) => page.page.kind === 'home')!);
      const preloads = home.querySelectorAll('head link[rel="preload"][as="image"]');
      const logo = preloads.find((link) => link.getAttribute('href'));
      const picture = preloads.find((link) => link.getAttribute('imagesrcset'));
      expect(logo?.getAttribute('href')).toMatch(/\.svg$/);
      expect(home.querySelector(`main img[src="${logo?.getAttribute('href')}"]`)).not.toBeNull();

      const hero = home.querySelector('main picture')!;
      expect(hero.querySelector('img')?.getAttribute('loading')).toBe('eager');
      expect(hero.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
      const heroAvif = hero.querySelector('source[type="image/avif"]')?.getAttribute('srcset');
      const normalize = (srcset: string | undefined) =>
        srcset?.split(',').map((candidate) => candidate.trim());
      expect(picture?.getAttribute('type')).toBe('image/avif');
      expect(normalize(picture?.getAttribute('imagesrcset'))).toEqual(normalize(heroAvif));
    },
  );
});

describe('service pages', () => {
  const services = readServices();

  it.each(
    site.localizedPages
      .filter((page) => page.page.kind === 'service')
      .map((page) => [page.path, page] as const),
  )('%s shows its offer, steps, every FAQ entry and its related services', (_path, page) => {
    const document = documentOf(page);
    const service = services.find((entry) => entry.path === page.page.path)!;
    const namespace = serviceNamespace(siteYaml, service.path!)!;
    const copy = locale(page.language, namespace) as {
      faq: { items: unknown[] };
      steps: { items: unknown[] };
    };
    expect(document.querySelectorAll('main details')).toHaveLength(copy.faq.items.length);
    expect(document.querySelectorAll('main section ol > li')).toHaveLength(copy.steps.items.length);
    const relatedTargets = (service.related ?? []).map((id) => {
      const related = services.find((entry) => entry.id === id)!;
      return related.path ? localized(related.path, page.language) : siteYaml.links.photoGallery;
    });
    const hrefs = document.querySelectorAll('main article a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(relatedTargets));
    for (const section of service.sections ?? []) {
      expect(document.querySelector(`main section#${section}`)).not.toBeNull();
    }
  });
});

describe('venue pages', () => {
  it.each(
    site.localizedPages
      .filter((page) => page.page.kind === 'venue')
      .map((page) => [page.path, page] as const),
  )('%s offers to plan an event there, with the venue preselected in the form', (_path, page) => {
    const contact = localized(
      siteYaml.routes.find((route) => route.kind === 'contact')!.path,
      page.language,
    );
    const hrefs = documentOf(page)
      .querySelectorAll('main a')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(`${contact}?venue=${page.page.venueSlug}`);
  });
});

describe('the catalog', () => {
  const catalog = readCatalog();

  it.each(site.languages)(
    'lists every item with "Ask about this" prefilling the form (%s)',
    (language) => {
      const page = pagesIn(language).find((candidate) => candidate.page.kind === 'catalog')!;
      const document = documentOf(page);
      const contact = localized(
        siteYaml.routes.find((route) => route.kind === 'contact')!.path,
        language,
      );
      const asks = document.querySelectorAll('main article a').map((a) => a.getAttribute('href'));
      expect(asks).toEqual(catalog.items.map((item) => `${contact}?item=${item.id}`));
    },
  );

  it.each(site.languages)('has a filter link and a section for every category (%s)', (language) => {
    const page = pagesIn(language).find((candidate) => candidate.page.kind === 'catalog')!;
    const document = documentOf(page);
    const filters = document
      .querySelectorAll('main nav a')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('#'));
    expect(filters).toEqual(['#all', ...catalog.categories.map((category) => `#${category}`)]);
    for (const category of catalog.categories) {
      expect(document.querySelectorAll(`main section#${category} article`).length).toBe(
        catalog.items.filter((item) => item.category === category).length,
      );
    }
  });
});
