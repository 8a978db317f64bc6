/**
 * The head of every built page in every language: the tags search engines
 * and social networks read, and JSON-LD that parses with the right nodes.
 */
import { isKeptOutOfSearch } from '../../src/config/constants';
import { loadSite, type LocalizedPage } from '../support/site';
import { assertBuilt, fileForPath, readHtml, readPublic } from './public';

const site = loadSite();
const indexable = site.localizedPages.filter((page) => page.page.kind !== 'not-found');
const listedInSitemap = site.localizedPages.filter((page) => !isKeptOutOfSearch(page.page.kind));

function head(page: LocalizedPage) {
  return readHtml(fileForPath(page.path));
}

function meta(page: LocalizedPage, attribute: 'name' | 'property', key: string): string[] {
  return head(page)
    .querySelectorAll(`meta[${attribute}="${key}"]`)
    .map((element) => element.getAttribute('content') ?? '');
}

type JsonLdNode = Record<string, unknown>;

/** The page's one JSON-LD graph, parsed. */
function jsonLd(page: LocalizedPage): JsonLdNode[] {
  const scripts = head(page).querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const graph = JSON.parse(scripts[0]?.textContent ?? '') as {
    '@context': string;
    '@graph': JsonLdNode[];
  };
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'];
}

function jsonLdTypes(page: LocalizedPage): string[] {
  return jsonLd(page).map((node) => String(node['@type']));
}

function nodeOfType(page: LocalizedPage, type: string): JsonLdNode {
  const node = jsonLd(page).find((candidate) => candidate['@type'] === type);
  if (!node) throw new Error(`${page.path} has no ${type} in its JSON-LD`);
  return node;
}

const BUSINESS_ID = `${site.siteUrl}/#business`;

describe('SEO head of every page', () => {
  beforeAll(assertBuilt);

  it.each(site.localizedPages.map((page) => [page.path, page] as const))(
    '%s has its title, description, canonical, hreflang and sharing tags',
    (_path, page) => {
      const url = `${site.siteUrl}${page.path}`;
      const title = head(page).querySelector('title')?.textContent.trim();
      expect(title).toBeTruthy();
      expect(meta(page, 'name', 'description')[0]).toBeTruthy();
      expect(meta(page, 'name', 'keywords')).toHaveLength(1);
      expect(meta(page, 'name', 'keywords')[0]?.split(',').length).toBeGreaterThanOrEqual(3);
      expect(meta(page, 'property', 'og:title')).toEqual([title]);
      expect(meta(page, 'property', 'og:description')).toEqual(meta(page, 'name', 'description'));
      expect(meta(page, 'property', 'og:type')).toEqual(['website']);
      expect(meta(page, 'name', 'twitter:title')).toEqual([title]);
      expect(head(page).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      const alternates = head(page)
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates.map(([lang]) => lang)).toEqual([...site.languages, 'x-default']);
      expect(alternates.every(([, href]) => href?.startsWith(`${site.siteUrl}/`))).toBe(true);
      // Reciprocal: the page's own language alternate is the page itself.
      expect(alternates).toContainEqual([page.language, url]);
      expect(meta(page, 'property', 'og:url')).toEqual([url]);
      expect(meta(page, 'property', 'og:image')[0]).toMatch(/^https:\/\//);
      expect(meta(page, 'property', 'og:locale')[0]).toMatch(new RegExp(`^${page.language}_`));
      expect(meta(page, 'property', 'og:locale:alternate')).toHaveLength(site.languages.length - 1);
      expect(meta(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    },
  );

  it.each(indexable.map((page) => [page.path, page] as const))(
    '%s has JSON-LD for the business, breadcrumbs and its own kind',
    (_path, page) => {
      const types = jsonLdTypes(page);
      expect(types).toContain('EntertainmentBusiness');
      if (page.page.path !== '/') expect(types).toContain('BreadcrumbList');
      if (page.page.kind === 'service') expect(types).toContain('Service');
      if (page.page.kind === 'venue') expect(types).toContain('EventVenue');
    },
  );

  it.each(indexable.map((page) => [page.path, page] as const))(
    '%s describes the business with its contact facts and service area',
    (_path, page) => {
      const business = nodeOfType(page, 'EntertainmentBusiness');
      expect(business).toMatchObject({
        '@id': BUSINESS_ID,
        name: expect.any(String),
        url: `${site.siteUrl}/`,
        logo: expect.stringMatching(/^https:\/\/.+\.(png|svg)$/),
        telephone: expect.stringMatching(/^\+1\d{10}$/),
        email: expect.stringContaining('@'),
      });
      expect((business.areaServed as Array<{ name: string }>).map((area) => area.name)).toEqual([
        'New Jersey',
        'New York',
        'Pennsylvania',
        'Connecticut',
      ]);
      // Its aggregateRating comes only from data/reviews.yaml (tests/build/reviews.test.ts).
    },
  );

  it.each(
    indexable.filter((page) => page.page.path !== '/').map((page) => [page.path, page] as const),
  )('%s has breadcrumbs from home to itself', (_path, page) => {
    const items = nodeOfType(page, 'BreadcrumbList').itemListElement as Array<{
      position: number;
      name: string;
      item: string;
    }>;
    expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
    expect(items[0]?.item).toBe(
      `${site.siteUrl}${page.language === site.defaultLanguage ? '/' : `/${page.language}/`}`,
    );
    expect(items.at(-1)?.item).toBe(`${site.siteUrl}${page.path}`);
    expect(items.every((item) => item.name.trim() !== '')).toBe(true);
  });

  it.each(
    indexable
      .filter((page) => page.page.kind === 'service')
      .map((page) => [page.path, page] as const),
  )('%s describes its Service, provided by the business', (_path, page) => {
    expect(nodeOfType(page, 'Service')).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      url: `${site.siteUrl}${page.path}`,
      provider: { '@id': BUSINESS_ID },
    });
  });

  it.each(
    indexable
      .filter((page) => page.page.kind === 'venue')
      .map((page) => [page.path, page] as const),
  )('%s describes its EventVenue with address and amenities', (_path, page) => {
    const venue = nodeOfType(page, 'EventVenue');
    const listed = site.venues.find((candidate) => candidate.slug === page.page.venueSlug);
    if (!listed) throw new Error(`${page.path}: no venue of site.yaml has this page`);
    expect(venue).toMatchObject({
      name: listed.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: listed.locality,
        addressRegion: listed.region,
        addressCountry: listed.country,
      },
    });
    expect(
      (venue.amenityFeature as Array<{ name: string }>).map((feature) => feature.name),
    ).toEqual(listed.amenities);
  });

  it.each(site.languages)('titles are unique among the %s pages', (language) => {
    const titles = indexable
      .filter((page) => page.language === language)
      .map((page) => head(page).querySelector('title')?.textContent.trim());
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it('the sitemap lists exactly every searchable page in every language, with alternates', () => {
    const sitemap = readPublic('sitemap-0.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(listedInSitemap.length);
    expect(new Set(locations)).toEqual(
      new Set(listedInSitemap.map((page) => `${site.siteUrl}${page.path}`)),
    );
    const alternates = sitemap.match(/<xhtml:link rel="alternate" hreflang=/g) ?? [];
    expect(alternates).toHaveLength(listedInSitemap.length * (site.languages.length + 1));
  });

  it('robots.txt points at the sitemap', () => {
    expect(readPublic('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});
