/**
 * gatsby-plugin-sitemap settings: every page in every language, each with
 * its hreflang alternates (xhtml:link), except the kinds kept out of search
 * (not-found and thank-you pages, which also say noindex). Redirect and
 * personal pages are plain files written after the build, so they are never
 * Gatsby pages and never reach the sitemap.
 */
import { isKeptOutOfSearch } from '../../src/config/constants';
import { absoluteUrl, localizedPath } from '../../src/i18n/paths';
import type { PageContext } from '../../src/config/page-context';

/**
 * Marks the sitemap's query for Gatsby's type generation, which reads the
 * `graphql(`…`)` calls of gatsby/ (gatsby-config's graphqlTypegen) and writes
 * Queries.SitemapPagesQuery; the plugin runs the text itself.
 */
const graphql = (query: string) => query;

/** Every page, in the order of their paths (the order Gatsby keeps them in is no promise). */
export const SITEMAP_QUERY = graphql(`
  query SitemapPages {
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
        pageContext
      }
    }
  }
`);

type SitemapQueryData = Queries.SitemapPagesQuery;
type SitemapPage = SitemapQueryData['allSitePage']['nodes'][number];

/** What the sitemap reads of a page's context, which GraphQL types as any JSON. */
type SitemapPageContext = Partial<Pick<PageContext, 'kind' | 'i18n'>>;

function contextOf(page: SitemapPage): SitemapPageContext {
  // The context create-pages gave the page (src/config/site-pages.ts), or none.
  return (page.pageContext ?? {}) as SitemapPageContext;
}

export function alternateLinks(siteUrl: string, page: SitemapPage) {
  const { i18n } = contextOf(page);
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
  return data.allSitePage.nodes.filter((page) => !isKeptOutOfSearch(contextOf(page).kind));
}

/**
 * URLs per sitemap file. Past it the sitemap splits itself into
 * sitemap-0.xml, sitemap-1.xml, … all listed in sitemap-index.xml, which
 * robots.txt announces. Search engines take at most 50,000 URLs (and 50 MB)
 * per file; 45,000 keeps a margin, as the plugin's own default does, and is
 * written here so that no plugin update can move it unnoticed.
 */
export const SITEMAP_ENTRY_LIMIT = 45_000;

export function sitemapPluginOptions(siteUrl: string) {
  return {
    entryLimit: SITEMAP_ENTRY_LIMIT,
    query: SITEMAP_QUERY,
    resolveSiteUrl: () => siteUrl,
    resolvePages: searchablePages,
    serialize: (page: SitemapPage) => ({ url: page.path, links: alternateLinks(siteUrl, page) }),
  };
}
