/**
 * The sitemap lists every real page in every language, and nothing that is
 * only a redirect, a personal-site hop, a not-found or a thank-you page.
 */
import { isKeptOutOfSearch } from '../../src/config/constants';
import { loadSite } from '../support/site';
import { assertBuilt, fileForPath, publicFileExists, readHtml, readPublic } from './public';

const site = loadSite();

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => match[1] ?? '');
}

/** /es/music/ for https://www.example-events.com/es/music/. */
function pathOf(url: string): string {
  return url.startsWith(site.siteUrl) ? url.slice(site.siteUrl.length) : url;
}

describe('sitemap', () => {
  beforeAll(assertBuilt);

  const sitemapUrls = () => locations(readPublic('sitemap-0.xml'));

  it('is referenced by the sitemap index', () => {
    expect(locations(readPublic('sitemap-index.xml'))).toContain(`${site.siteUrl}/sitemap-0.xml`);
  });

  it('lists every page × language (except those kept out of search), each once', () => {
    const expected = site.localizedPages
      .filter((page) => !isKeptOutOfSearch(page.page.kind))
      .map((page) => `${site.siteUrl}${page.path}`);
    expect(expected.length).toBeGreaterThan(0);
    const urls = sitemapUrls();
    expect([...urls].sort()).toEqual([...expected].sort());
  });

  it('lists no redirect page', () => {
    const legacy = new Set(site.legacyRedirects.map((redirect) => redirect.from));
    expect(sitemapUrls().filter((url) => legacy.has(pathOf(url)))).toEqual([]);
  });

  it('lists no personal-site page', () => {
    const personal = new Set(site.personalSites.map((personalSite) => personalSite.path));
    expect(sitemapUrls().filter((url) => personal.has(pathOf(url)))).toEqual([]);
  });

  it('lists no not-found page', () => {
    expect(sitemapUrls().filter((url) => /\/404(\/|\.html)?$/.test(pathOf(url)))).toEqual([]);
  });

  it('lists no thank-you page, and each of them says noindex', () => {
    const thankYouPages = site.localizedPages.filter((page) => page.page.kind === 'thank-you');
    expect(thankYouPages.length).toBe(site.languages.length);
    const listed = new Set(sitemapUrls().map(pathOf));
    const problems = thankYouPages.flatMap(({ path }) => {
      const robots = readHtml(fileForPath(path))
        .querySelector('meta[name="robots"]')
        ?.getAttribute('content');
      return [
        ...(listed.has(path) ? [`${path} is in the sitemap`] : []),
        ...(robots === 'noindex' ? [] : [`${path} says robots=${String(robots)}, not noindex`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('lists only absolute URLs of this site that exist and may be indexed', () => {
    const problems = sitemapUrls().flatMap((url) => {
      if (!url.startsWith(`${site.siteUrl}/`)) return [`${url}: not under ${site.siteUrl}/`];
      const file = fileForPath(pathOf(url));
      if (!publicFileExists(file)) return [`${url}: no file public/${file}`];
      const robots = readHtml(file).querySelector('meta[name="robots"]')?.getAttribute('content');
      return robots?.includes('noindex') ? [`${url}: the page says noindex`] : [];
    });
    expect(problems).toEqual([]);
  });
});
