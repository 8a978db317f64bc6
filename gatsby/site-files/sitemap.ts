/**
 * gatsby-plugin-sitemap settings: every page in every language, each with
 * its hreflang alternates (xhtml:link), except the kinds kept out of search
 * (not-found and thank-you pages, which also say noindex). Redirect and
 * personal pages are plain files written after the build, so they are never
 * Gatsby pages and never reach the sitemap.
 */
import { isKeptOutOfSearch, type PageKind } from '../../src/config/constants';
import { absoluteUrl, localizedPath } from '../../src/i18n/paths';

interface SitemapPage {
  path: string;
  pageContext?: {
    kind?: PageKind;
    i18n?: { originalPath: string; languages: string[]; defaultLanguage: string };
  };
}

interface SitemapQueryData {
  allSitePage: { nodes: SitemapPage[] };
}

export function alternateLinks(siteUrl: string, page: SitemapPage) {
  const i18n = page.pageContext?.i18n;
  if (!i18n) return [];
  const urlIn = (language: string) =>
    absoluteUrl(siteUrl, localizedPath(i18n.originalPath, language, i18n.defaultLanguage));
  return [
    ...i18n.languages.map((language) => ({ lang: language, url: urlIn(language) })),
    { lang: 'x-default', url: urlIn(i18n.defaultLanguage) },
  ];
}

/** The pages the sitemap lists. */
export function searchablePages(data: SitemapQueryData): SitemapPage[] {
  return data.allSitePage.nodes.filter((page) => !isKeptOutOfSearch(page.pageContext?.kind));
}

export function sitemapPluginOptions(siteUrl: string) {
  return {
    query: `{ allSitePage { nodes { path pageContext } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: searchablePages,
    serialize: (page: SitemapPage) => ({ url: page.path, links: alternateLinks(siteUrl, page) }),
  };
}
