/**
 * gatsby-plugin-sitemap settings: every page in every language, each with
 * its hreflang alternates (xhtml:link), and no not-found pages. Redirect
 * and personal pages are plain files written after the build, so they are
 * never Gatsby pages and never reach the sitemap.
 */
import { absoluteUrl, localizedPath } from '../../src/i18n/paths';

interface SitemapPage {
  path: string;
  pageContext?: {
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

export function sitemapPluginOptions(siteUrl: string, languageCodes: readonly string[]) {
  return {
    query: `{ allSitePage { nodes { path pageContext } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: (data: SitemapQueryData) => data.allSitePage.nodes,
    excludes: [
      '/404/',
      '/404.html',
      ...languageCodes.flatMap((code) => [`/${code}/404/`, `/${code}/404.html`]),
    ],
    serialize: (page: SitemapPage) => ({ url: page.path, links: alternateLinks(siteUrl, page) }),
  };
}
