/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { LocaleNodeSummary } from '../../../src/config/page-locales';
import { PAGE_KINDS } from '../../../src/config/constants';
import { sitePages, type SitePagesData } from '../../../src/config/site-pages';
import { TEMPLATE_BY_KIND } from '../../../src/config/templates';

/** A site of four routes (one per venue for /venues/:slug/) in English and Spanish. */
function site(): SitePagesData {
  return {
    siteYaml: {
      languages: {
        default: 'en',
        supported: [
          { code: 'en', locale: 'en_US' },
          { code: 'es', locale: 'es_US' },
        ],
      },
      routes: [
        { path: '/', kind: 'home', title: 'home:meta.title', description: 'home:meta.description' },
        {
          path: '/venues/',
          kind: 'venues',
          title: 'venue-list:meta.title',
          description: 'venue-list:meta.description',
        },
        {
          path: '/venues/:slug/',
          kind: 'venue',
          title: 'venue-page:meta.title',
          description: 'venue-page:meta.description',
        },
        {
          path: '/404/',
          kind: 'not-found',
          title: 'not-found:meta.title',
          description: 'not-found:meta.description',
        },
      ],
      venues: [{ slug: 'lake-hall', region: 'NJ' }],
    },
    servicesYaml: { services: [] },
    reviewsYaml: { reviews: [] },
    allLocale: { nodes: localeNodes() },
  };
}

/** Complete English and Spanish files of every namespace the pages above load. */
function localeNodes(): LocaleNodeSummary[] {
  const namespaces = [
    'common',
    'home',
    'services',
    'venue-list',
    'venue-page',
    'not-found',
    'gallery',
  ];
  return ['en', 'es'].flatMap((language) =>
    namespaces.map((ns) => ({ id: `${language}/${ns}`, ns, language, data: '{"title":"x"}' })),
  );
}

function pageAt(address: string) {
  const page = sitePages(site()).find((entry) => entry.path === address);
  if (!page) throw new Error(`No page at ${address}`);
  return page;
}

describe('sitePages', () => {
  it('makes every route in every language, with one page per venue', () => {
    expect(sitePages(site()).map((page) => page.path)).toEqual([
      '/',
      '/es/',
      '/venues/',
      '/es/venues/',
      '/venues/lake-hall/',
      '/es/venues/lake-hall/',
      '/404/',
      '/es/404/',
    ]);
  });

  it('renders each page through its kind’s template', () => {
    expect(pageAt('/es/venues/lake-hall/').template).toBe('venue-page.tsx');
    expect(pageAt('/').template).toBe('home-page.tsx');
  });

  it('has a template file for every page kind', () => {
    for (const kind of PAGE_KINDS) {
      expect(fs.existsSync(path.join('src', 'templates', TEMPLATE_BY_KIND[kind]))).toBe(true);
    }
  });

  it('hands a page its language, content and breadcrumbs', () => {
    const { context } = pageAt('/es/venues/lake-hall/');
    expect(context).toMatchObject({
      kind: 'venue',
      language: 'es',
      venueSlug: 'lake-hall',
      localeBranches: [
        'venue-list:details.lake-hall',
        'venue-list:heading',
        'services:cards',
        'services:externalBadge',
        'services:gallery',
      ],
      breadcrumbs: [{ path: '/venues/', titleKey: 'venue-list:meta.title' }],
      i18n: { path: '/es/venues/lake-hall/', originalPath: '/venues/lake-hall/' },
    });
  });

  it('names the translation files of the page’s own language, and Intl’s locale', () => {
    const { context } = pageAt('/es/venues/lake-hall/');
    expect([...context.localeIds].sort()).toEqual(
      context.namespaces.map((ns) => `es/${ns}`).sort(),
    );
    expect(context.localeIds).toContain('es/venue-page');
    expect(context.formattingLocale).toBe('es-US');
    expect(pageAt('/').context.formattingLocale).toBe('en-US');
  });

  it('lets the Spanish not-found page answer every unknown Spanish address', () => {
    expect(pageAt('/es/404/').matchPath).toBe('/es/*');
  });

  it('leaves the default language’s not-found page and all other pages at their own address', () => {
    const others = sitePages(site()).filter((page) => page.path !== '/es/404/');
    expect(others.filter((page) => 'matchPath' in page)).toEqual([]);
  });
});

describe('the event photos’ words a page carries (gallery.json)', () => {
  /** The site above with two venues and a photo taken at the first. */
  function withGallery(galleryYaml: SitePagesData['galleryYaml']): SitePagesData {
    const data = site();
    return {
      ...data,
      siteYaml: {
        ...data.siteYaml,
        venues: [
          { slug: 'lake-hall', region: 'NJ' },
          { slug: 'hill-barn', region: 'NJ' },
        ],
      },
      galleryYaml,
    };
  }
  const contextAt = (data: SitePagesData, address: string) => {
    const page = sitePages(data).find((entry) => entry.path === address);
    if (!page) throw new Error(`No page at ${address}`);
    return page.context;
  };
  const gallery = {
    pictures: [
      { id: 'first-dance', services: null, venue: 'lake-hall' },
      { id: 'toast', services: ['music'], venue: 'lake-hall' },
      { id: 'stage', services: ['music'], venue: null },
    ],
  };

  it('are those of the photos it shows, as a venue page carries only its venue’s texts', () => {
    const context = contextAt(withGallery(gallery), '/es/venues/lake-hall/');
    expect(context.namespaces).toContain('gallery');
    expect(context.localeIds).toContain('es/gallery');
    expect(context.localeBranches?.filter((name) => name.startsWith('gallery:'))).toEqual([
      'gallery:first-dance',
      'gallery:toast',
    ]);
  });

  it('are none on a page that shows no photo: it loads no gallery.json at all', () => {
    const context = contextAt(withGallery(gallery), '/es/venues/hill-barn/');
    expect(context.namespaces).not.toContain('gallery');
    expect(context.localeIds).not.toContain('es/gallery');
    expect(context.localeIds).not.toContain('en/gallery');
    expect(context.localeBranches?.some((name) => name.startsWith('gallery:'))).toBe(false);
  });

  it('are the whole file when the gallery is not known (the editor’s previews)', () => {
    const context = contextAt(withGallery(undefined), '/es/venues/hill-barn/');
    expect(context.namespaces).toContain('gallery');
    expect(context.localeBranches?.some((name) => name.startsWith('gallery:'))).toBe(false);
  });
});
