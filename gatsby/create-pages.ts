/**
 * Creates every page of site.yaml in every language, through the template
 * of its kind. Everything comes from GraphQL, so `gatsby develop` shows the
 * same data in GraphiQL.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { listPages, namespaceOf, type PageSpec } from '../src/config/pages';
import type { PageKind } from '../src/config/constants';
import type { RouteConfig } from '../src/config/schema';
import { localizedPath } from '../src/i18n/paths';
import type { PageContext } from '../src/templates/page-context';

const TEMPLATE_BY_KIND: Record<PageKind, string> = {
  home: 'home-page.tsx',
  services: 'services-page.tsx',
  service: 'service-page.tsx',
  catalog: 'catalog-page.tsx',
  venues: 'venues-page.tsx',
  venue: 'venue-page.tsx',
  'gobo-designer': 'gobo-designer-page.tsx',
  contact: 'contact-page.tsx',
  'thank-you': 'thank-you-page.tsx',
  'not-found': 'not-found-page.tsx',
};

/**
 * Translation files a kind of page reads besides its own: the contact page
 * names the rental item a link asks about (?item=<id>).
 */
export const EXTRA_NAMESPACES_BY_KIND: Partial<Record<PageKind, readonly string[]>> = {
  contact: ['catalog-items'],
};

/**
 * Every page loads the shared texts, the namespaces of its own keys, those
 * of its ancestors' titles (for its breadcrumbs) and its kind's extras.
 */
export function namespacesFor(
  page: Pick<PageSpec, 'titleKey' | 'descriptionKey'> & Partial<Pick<PageSpec, 'kind'>>,
  ancestors: ReadonlyArray<Pick<PageSpec, 'titleKey'>> = [],
): string[] {
  return [
    ...new Set([
      'common',
      namespaceOf(page.titleKey),
      namespaceOf(page.descriptionKey),
      ...ancestors.map((ancestor) => namespaceOf(ancestor.titleKey)),
      ...((page.kind && EXTRA_NAMESPACES_BY_KIND[page.kind]) ?? []),
    ]),
  ];
}

/** Pages whose path contains this one's, home excluded: /venues/ for /venues/x/. */
export function ancestorsOf(page: PageSpec, pages: readonly PageSpec[]): PageSpec[] {
  return pages
    .filter(
      (other) => other.path !== '/' && other.path !== page.path && page.path.startsWith(other.path),
    )
    .sort((a, b) => a.path.length - b.path.length);
}

interface PagesQuery {
  siteYaml: {
    languages: { default: string; supported: Array<{ code: string }> };
    routes: RouteConfig[];
    venues: Array<{ slug: string }>;
  } | null;
}

export function contextFor(
  page: PageSpec,
  language: string,
  languages: string[],
  defaultLanguage: string,
  ancestors: readonly PageSpec[] = [],
): PageContext {
  const pathInLanguage = localizedPath(page.path, language, defaultLanguage);
  return {
    kind: page.kind,
    language,
    defaultLanguage,
    localeLanguages: [...new Set([language, defaultLanguage])],
    namespaces: namespacesFor(page, ancestors),
    breadcrumbs: ancestors.map((ancestor) => ({
      path: ancestor.path,
      titleKey: ancestor.titleKey,
    })),
    contentNamespace: namespaceOf(page.titleKey),
    titleKey: page.titleKey,
    descriptionKey: page.descriptionKey,
    originalPath: page.path,
    ...(page.venueSlug ? { venueSlug: page.venueSlug } : {}),
    i18n: {
      language,
      languages,
      defaultLanguage,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLanguage,
      originalPath: page.path,
      path: pathInLanguage,
    },
  };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      siteYaml {
        languages {
          default
          supported {
            code
          }
        }
        routes {
          path
          kind
          title
          description
        }
        venues {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data?.siteYaml) {
    reporter.panicOnBuild('Could not read site.yaml through GraphQL.', result.errors);
    return;
  }
  const { languages, routes, venues } = result.data.siteYaml;
  const codes = languages.supported.map((language) => language.code);

  const pages = listPages(routes, venues);
  for (const page of pages) {
    const component = path.resolve('src/templates', TEMPLATE_BY_KIND[page.kind]);
    for (const language of codes) {
      const context = contextFor(
        page,
        language,
        codes,
        languages.default,
        ancestorsOf(page, pages),
      );
      const isLocalizedNotFound = page.kind === 'not-found' && language !== languages.default;
      actions.createPage({
        path: context.i18n.path,
        component,
        context,
        // Unknown addresses under /es/ get the Spanish not-found page, also
        // when the browser resolves them (Gatsby's own 404 is English only).
        ...(isLocalizedNotFound ? { matchPath: `/${language}/*` } : {}),
      });
    }
  }
};
