/**
 * Every page of the site as Gatsby creates it: each page of site.yaml in
 * each language, with its template, its page context and, for a localized
 * not-found page, the addresses it answers. Pure, from what
 * gatsby/create-pages.ts queries; that module only queries and creates.
 */
import { localeSelector, type LocaleNodeSummary } from './page-locales';
import { formattingLocaleOf } from '../i18n/formatting-locale';
import type { PageContext } from './page-context';
import { ancestorsOf, contentFor, contextFor, type PagesContentData } from './page-contexts';
import { listPages, type PageSpec } from './pages';
import type { RouteConfig } from './schema';
import { TEMPLATE_BY_KIND } from './templates';

/** What of site.yaml decides the pages and their languages. */
export interface SitePagesConfig {
  languages: { default: string; supported: ReadonlyArray<{ code: string; locale: string }> };
  routes: readonly RouteConfig[];
  venues: ReadonlyArray<{ slug: string; region: string }>;
}

/** The pages query's answer (gatsby/create-pages.ts), site.yaml's part present. */
export interface SitePagesData extends PagesContentData {
  siteYaml: SitePagesConfig;
  allLocale: { nodes: readonly LocaleNodeSummary[] };
}

/** The context as Gatsby hands it to a page: with its translation files and Intl locale. */
export type SitePageContext = PageContext &
  Required<Pick<PageContext, 'localeIds' | 'formattingLocale'>>;

/** One call of Gatsby's createPage. */
export interface SitePage {
  path: string;
  /** The template's file name in src/templates/. */
  template: string;
  context: SitePageContext;
  /** The addresses the page answers besides its own (a localized not-found page). */
  matchPath?: string;
}

/**
 * Unknown addresses under /es/ get the Spanish not-found page, also when
 * the browser resolves them (Gatsby's own 404 is English only).
 */
function matchPathOf(page: PageSpec, language: string, defaultLanguage: string): string | null {
  return page.kind === 'not-found' && language !== defaultLanguage ? `/${language}/*` : null;
}

/** Every page of site.yaml in every supported language. */
export function sitePages(data: SitePagesData): SitePage[] {
  const { languages, routes, venues } = data.siteYaml;
  const codes = languages.supported.map((language) => language.code);
  const pages = listPages(routes, venues);
  const localeIdsFor = localeSelector(data.allLocale.nodes, languages.default);
  return pages.flatMap((page) =>
    codes.map((language): SitePage => {
      const context = contextFor(
        page,
        language,
        codes,
        languages.default,
        ancestorsOf(page, pages),
        contentFor(page, data),
      );
      const matchPath = matchPathOf(page, language, languages.default);
      return {
        path: context.i18n.path,
        template: TEMPLATE_BY_KIND[page.kind],
        // localeIds: the translation files the page's query loads (page-locales.ts).
        context: {
          ...context,
          localeIds: localeIdsFor(context.namespaces, language),
          formattingLocale: formattingLocaleOf(languages.supported, language),
        },
        ...(matchPath ? { matchPath } : {}),
      };
    }),
  );
}
