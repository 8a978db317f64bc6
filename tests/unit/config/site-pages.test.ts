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
          title: 'venues:meta.title',
          description: 'venues:meta.description',
        },
        {
          path: '/venues/:slug/',
          kind: 'venue',
          title: 'venue:meta.title',
          description: 'venue:meta.description',
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
  const namespaces = ['common', 'home', 'services', 'venues', 'venue', 'not-found', 'gallery'];
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
        'venues:details.lake-hall',
        'venues:heading',
        'services:cards',
        'services:externalBadge',
        'services:gallery',
      ],
      breadcrumbs: [{ path: '/venues/', titleKey: 'venues:meta.title' }],
      i18n: { path: '/es/venues/lake-hall/', originalPath: '/venues/lake-hall/' },
    });
  });

  it('names the translation files of the page’s own language, and Intl’s locale', () => {
    const { context } = pageAt('/es/venues/lake-hall/');
    expect([...context.localeIds].sort()).toEqual(
      context.namespaces.map((ns) => `es/${ns}`).sort(),
    );
    expect(context.localeIds).toContain('es/venue');
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
