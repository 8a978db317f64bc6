/**
 * The head of every built page in every language: the tags search engines
 * and social networks read, and JSON-LD that parses with the right nodes.
 */
import { loadSite, type LocalizedPage } from '../support/site';
import { assertBuilt, fileForPath, readHtml, readPublic } from './public';

const site = loadSite();
const indexable = site.localizedPages.filter((page) => page.page.kind !== 'not-found');

function head(page: LocalizedPage) {
  return readHtml(fileForPath(page.path));
}

function meta(page: LocalizedPage, attribute: 'name' | 'property', key: string): string[] {
  return head(page)
    .querySelectorAll(`meta[${attribute}="${key}"]`)
    .map((element) => element.getAttribute('content') ?? '');
}

function jsonLdTypes(page: LocalizedPage): string[] {
  const scripts = head(page).querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const graph = JSON.parse(scripts[0]?.textContent ?? '') as {
    '@context': string;
    '@graph': Array<Record<string, unknown>>;
  };
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'].map((node) => String(node['@type']));
}

describe('SEO head of every page', () => {
  beforeAll(assertBuilt);

  it.each(site.localizedPages.map((page) => [page.path, page] as const))(
    '%s has its title, description, canonical, hreflang and sharing tags',
    (_path, page) => {
      const url = `${site.siteUrl}${page.path}`;
      expect(head(page).querySelector('title')?.textContent.trim()).toBeTruthy();
      expect(meta(page, 'name', 'description')[0]).toBeTruthy();
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

  it.each(site.languages)('titles are unique among the %s pages', (language) => {
    const titles = indexable
      .filter((page) => page.language === language)
      .map((page) => head(page).querySelector('title')?.textContent.trim());
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  it('the sitemap lists exactly every page in every language, with alternates', () => {
    const sitemap = readPublic('sitemap-0.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(indexable.length);
    expect(new Set(locations)).toEqual(
      new Set(indexable.map((page) => `${site.siteUrl}${page.path}`)),
    );
    const alternates = sitemap.match(/<xhtml:link rel="alternate" hreflang=/g) ?? [];
    expect(alternates).toHaveLength(indexable.length * (site.languages.length + 1));
  });

  it('robots.txt points at the sitemap', () => {
    expect(readPublic('robots.txt')).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });
});
