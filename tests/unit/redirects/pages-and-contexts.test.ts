/** @jest-environment node */
import {
  contentFor,
  contextFor,
  keywordsKeyFor,
  namespacesFor,
} from '../../../src/config/page-contexts';
import { listPages, namespaceOf, venuePagePath, type PageSpec } from '../../../src/config/pages';
import { formatProblems } from '../../../src/config/problems';
import { validateProjectConfig } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';

function shippedConfig(): SiteConfig {
  const result = validateProjectConfig(process.cwd());
  if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
  return result.config;
}

describe('listPages', () => {
  const config = shippedConfig();

  it('makes one venue page per venue, so a 5th venue needs no new route', () => {
    const venues = [
      ...config.venues.map(({ slug, region }) => ({ slug, region })),
      { slug: 'new-hall', region: 'NY' },
    ];
    const pages = listPages(config.routes, venues);
    const venuePages = pages.filter((page) => page.kind === 'venue');

    expect(venuePages.map((page) => [page.path, page.venueSlug])).toEqual(
      venues.map(({ slug }) => [`/venues/${slug}/`, slug]),
    );
    expect(pages).toHaveLength(config.routes.length - 1 + venues.length);
    expect(venuePages.every((page) => page.titleKey === 'venue-page:meta.title')).toBe(true);
  });

  it('makes no venue page when there are no venues', () => {
    const pages = listPages(config.routes, []);
    expect(pages.some((page) => page.kind === 'venue')).toBe(false);
    expect(pages).toHaveLength(config.routes.length - 1);
  });

  it('keeps the other routes as they are, without a venue slug', () => {
    const music = listPages(config.routes, config.venues).find((page) => page.path === '/music/');
    expect(music).toEqual({
      path: '/music/',
      kind: 'service',
      titleKey: 'music:meta.title',
      descriptionKey: 'music:meta.description',
    });
  });
});

describe('venuePagePath and namespaceOf', () => {
  it('puts the slug in place of :slug', () => {
    expect(venuePagePath('/venues/:slug/', 'lake-valhalla-club')).toBe(
      '/venues/lake-valhalla-club/',
    );
  });

  it('reads the file part of a translation key', () => {
    expect(namespaceOf('photo-booth:meta.title')).toBe('photo-booth');
  });
});

describe('contextFor', () => {
  const page: PageSpec = {
    path: '/x/',
    kind: 'service',
    titleKey: 'music:meta.title',
    descriptionKey: 'music:meta.description',
  };
  const languages = ['en', 'es', 'it'];

  it.each([
    ['en', '/x/', ['en']],
    ['es', '/es/x/', ['es', 'en']],
    ['it', '/it/x/', ['it', 'en']],
  ] as const)(
    'puts the %s page at %s, with %j texts loaded',
    (language, expectedPath, localeLanguages) => {
      const context = contextFor(page, language, languages, 'en');
      expect(context.i18n.path).toBe(expectedPath);
      expect(context.i18n.originalPath).toBe('/x/');
      expect(context.originalPath).toBe('/x/');
      expect(context.language).toBe(language);
      expect(context.i18n.language).toBe(language);
      expect(context.i18n.languages).toEqual(languages);
      expect(context.i18n.defaultLanguage).toBe('en');
      // Only what our own code reads: the i18n plugin's own flags are gone from page data.
      expect(Object.keys(context.i18n).sort()).toEqual([
        'defaultLanguage',
        'language',
        'languages',
        'originalPath',
        'path',
      ]);
      expect(context.localeLanguages).toEqual(localeLanguages);
      // A service page also shows the cards of its related services and its event photos.
      expect(context.namespaces).toEqual(['common', 'music', 'services', 'gallery']);
      expect(context.keywordsKey).toBe('music:meta.keywords');
      expect(context.contentNamespace).toBe('music');
      expect(context.titleKey).toBe('music:meta.title');
      expect(context).not.toHaveProperty('venueSlug');
    },
  );

  it('hands venue pages their slug', () => {
    const venuePage: PageSpec = {
      path: '/venues/new-hall/',
      kind: 'venue',
      titleKey: 'venue-page:meta.title',
      descriptionKey: 'venue-page:meta.description',
      venueSlug: 'new-hall',
    };
    const context = contextFor(venuePage, 'es', languages, 'en');
    expect(context.venueSlug).toBe('new-hall');
    expect(context.i18n.path).toBe('/es/venues/new-hall/');
    expect(context.namespaces).toEqual([
      'common',
      'venue-page',
      'services',
      'venue-list',
      'gallery',
    ]);
  });
});

describe('namespacesFor', () => {
  it('loads common plus each namespace the page’s keys use, once each', () => {
    expect(
      namespacesFor({ titleKey: 'a:meta.title', descriptionKey: 'b:meta.description' }),
    ).toEqual(['common', 'a', 'b']);
    expect(
      namespacesFor({ titleKey: 'common:meta.title', descriptionKey: 'common:meta.description' }),
    ).toEqual(['common']);
  });

  it('adds what the page kind shows from other files: cards, the voice widget, catalog items, venue texts, the trust facts', () => {
    const keys = { titleKey: 'x:meta.title', descriptionKey: 'x:meta.description' };
    expect(namespacesFor({ ...keys, kind: 'home' })).toEqual([
      'common',
      'x',
      'services',
      'voice-assistant',
    ]);
    expect(namespacesFor({ ...keys, kind: 'catalog' })).toEqual(['common', 'x', 'catalog-items']);
    expect(namespacesFor({ ...keys, kind: 'venues' })).toEqual(['common', 'x', 'venue-page']);
    expect(namespacesFor({ ...keys, kind: 'contact' })).toEqual(['common', 'x', 'catalog-items']);
    expect(namespacesFor({ ...keys, kind: 'thank-you' })).toEqual(['common', 'x', 'home']);
  });
});

describe('keywordsKeyFor', () => {
  it('puts the keywords beside the title', () => {
    expect(keywordsKeyFor('music:meta.title')).toBe('music:meta.keywords');
    expect(keywordsKeyFor('venue-page:meta.title')).toBe('venue-page:meta.keywords');
  });
});

describe('contentFor', () => {
  const data = {
    siteYaml: null,
    servicesYaml: {
      services: [
        { id: 'music', path: '/music/', image: { relativePath: 'images/services/music.jpg' } },
        { id: 'photo-film', path: null, image: { relativePath: 'images/services/photo-film.jpg' } },
      ],
    },
  };
  const page = (kind: PageSpec['kind'], path: string, venueSlug?: string): PageSpec => ({
    path,
    kind,
    titleKey: 'x:meta.title',
    descriptionKey: 'x:meta.description',
    ...(venueSlug ? { venueSlug } : {}),
  });

  it('gives a service page its entry and picture', () => {
    expect(contentFor(page('service', '/music/'), data)).toEqual({
      serviceId: 'music',
      imagePath: 'images/services/music.jpg',
    });
  });

  it('leaves a venue page’s picture to its own query (venue(slug:), one path to its data)', () => {
    expect(contentFor(page('venue', '/venues/known-hall/', 'known-hall'), data)).toEqual({});
  });

  it('gives other pages nothing', () => {
    expect(contentFor(page('catalog', '/catalog/'), data)).toEqual({});
  });
});
