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
import {
  loadSite,
  pagesIn,
  ROOT_DIR,
  SITE_YAML,
  translation,
  type LocalizedPage,
} from '../support/site';
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

/** Kinds of page whose opening carries a picture (PageHero, HomeHero). */
const OPENING_PICTURE_KINDS = ['home', 'service', 'venue'];

/** The candidates of a srcset, without the line breaks between them. */
function candidates(srcset: string | undefined): string[] | undefined {
  return srcset?.split(',').map((candidate) => candidate.trim());
}

/** The picture's preload hint in <head>: the link whose srcset is the picture's AVIF. */
function preloadOf(document: HTMLElement, picture: HTMLElement): HTMLElement | undefined {
  const avif = candidates(
    picture.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
  );
  return document
    .querySelectorAll('head link[rel="preload"][as="image"][imagesrcset]')
    .find(
      (link) =>
        link.getAttribute('type') === 'image/avif' &&
        JSON.stringify(candidates(link.getAttribute('imagesrcset'))) === JSON.stringify(avif),
    );
}

/** How a picture loads: "eager/high", "lazy/auto", or "lazy/auto + preload high <media>". */
function loadingOf(document: HTMLElement, picture: HTMLElement): string {
  const img = picture.querySelector('img');
  const own = `${img?.getAttribute('loading')}/${img?.getAttribute('fetchpriority') ?? 'auto'}`;
  const preload = preloadOf(document, picture);
  return preload
    ? `${own} + preload ${preload.getAttribute('fetchpriority') ?? 'auto'} ${preload.getAttribute('media') ?? 'all'}`
    : own;
}

describe('the first picture of a page', () => {
  it('is fetched first where it shows at once, and every later one lazily', () => {
    const problems: string[] = [];
    let pagesWithPictures = 0;
    for (const page of indexable) {
      const document = documentOf(page);
      const loading = document
        .querySelectorAll('main picture')
        .map((picture) => loadingOf(document, picture));
      if (loading.length === 0) continue;
      pagesWithPictures += 1;
      // An opening's picture is in the first screen on every width: its
      // page's head also hints it, so it is fetched before the body is read.
      const first = OPENING_PICTURE_KINDS.includes(page.page.kind)
        ? 'eager/high + preload high all'
        : 'eager/high';
      const expected = [first, ...loading.slice(1).map(() => 'lazy/auto')];
      if (loading.join() !== expected.join())
        problems.push(`${page.path}: ${loading.join(', ')} (expected ${expected.join(', ')})`);
    }
    expect(pagesWithPictures).toBeGreaterThan(indexable.length / 2);
    expect(problems).toEqual([]);
  });
});

describe('the home page', () => {
  it.each(site.languages)('preloads its hero logo, shown in its opening (%s)', (language) => {
    const home = documentOf(pagesIn(language).find((page) => page.page.kind === 'home')!);
    const logo = home
      .querySelectorAll('head link[rel="preload"][as="image"]')
      .find((link) => link.getAttribute('href'));
    expect(logo?.getAttribute('href')).toMatch(/\.svg$/);
    expect(logo?.getAttribute('media')).toBeUndefined();
    expect(
      home
        .querySelector(`main h1`)
        ?.parentNode.querySelector(`img[src="${logo?.getAttribute('href')}"]`),
    ).not.toBeNull();
  });
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
    expect(hrefs).toContain(`${contact}?venue=${page.page.venueSlug}#inquiry`);
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
      // The cards' links to the contact page (a description may also link a page it names).
      const asks = document
        .querySelectorAll('main article a')
        .map((a) => a.getAttribute('href'))
        .filter((href) => href?.startsWith(contact));
      expect(asks).toEqual(catalog.items.map((item) => `${contact}?item=${item.id}#inquiry`));
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

  /** The value shown for a spec of an item, read from its card's list of specs. */
  function specValues(language: string, spec: string): string[] {
    const page = pagesIn(language).find((candidate) => candidate.page.kind === 'catalog')!;
    const measuredIn = catalog.items.filter((item) =>
      item.measurements?.some(
        (measurement) => measurement.spec === spec && measurement.unit === 'feet',
      ),
    );
    return documentOf(page)
      .querySelectorAll('main article')
      .filter((card) =>
        measuredIn.some((item) => card.querySelector(`a[href$="?item=${item.id}#inquiry"]`)),
      )
      .map((card) => {
        const names = card.querySelectorAll('dt').map((dt) => dt.text);
        const index = names.indexOf(translation(language, `catalog:specs.${spec}`));
        return card.querySelectorAll('dd')[index]?.text ?? '';
      });
  }

  it.each(site.languages)(
    'writes every spec of every item, none left as a key (%s)',
    (language) => {
      const page = pagesIn(language).find((candidate) => candidate.page.kind === 'catalog')!;
      const values = documentOf(page)
        .querySelectorAll('main article dd')
        .map((dd) => dd.text.trim());
      expect(values).toHaveLength(catalog.items.reduce((sum, item) => sum + item.specs.length, 0));
      expect(
        values.filter((value) => value === '' || /specs\.|measurements\./.test(value)),
      ).toEqual([]);
    },
  );

  it('writes sizes in feet, with metres beside them in Spanish (1.2) and Italian (1,2)', () => {
    const english = specValues('en', 'size');
    const spanish = specValues('es', 'size');
    const italian = specValues('it', 'size');
    expect(english.length).toBeGreaterThan(0);
    for (const value of english) expect(value).toMatch(/ ft\b/);
    for (const value of english) expect(value).not.toMatch(/ m\)/);
    for (const value of spanish) expect(value).toMatch(/ ft \([\d.,×\s–-]+ m\)/);
    for (const value of italian) expect(value).toMatch(/ ft \([\d.,×\s–-]+ m\)/);
    expect(spanish.join(' ')).toMatch(/\d\.\d m\)/);
    expect(spanish.join(' ')).not.toMatch(/\d,\d m\)/);
    expect(italian.join(' ')).toMatch(/\d,\d m\)/);
    expect(italian.join(' ')).not.toMatch(/\d\.\d m\)/);
  });
});
