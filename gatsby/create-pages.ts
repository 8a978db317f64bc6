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
import { localeSelector, type LocaleNodeSummary } from './page-locales';

export const TEMPLATE_BY_KIND: Record<PageKind, string> = {
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
 * Texts a page kind shows besides its own: service cards (services), the
 * catalog items' names and specs (catalog-items; the contact page names the
 * item a link asks about, ?item=<id>), each venue's details (venues).
 */
export const EXTRA_NAMESPACES_BY_KIND: Partial<Record<PageKind, readonly string[]>> = {
  home: ['services'],
  service: ['services'],
  venues: ['venue'],
  venue: ['services', 'venues'],
  catalog: ['catalog-items'],
  contact: ['catalog-items'],
};

/**
 * Every page loads the shared texts, the namespaces of its own keys, those
 * of its ancestors' titles (for its breadcrumbs) and its kind's extras.
 */
export function namespacesFor(
  page: Pick<PageSpec, 'titleKey' | 'descriptionKey'> & { kind?: PageKind },
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

/** music:meta.title → music:meta.keywords: a page's keywords sit beside its title. */
export function keywordsKeyFor(titleKey: string): string {
  return titleKey.replace(/[^.:]+$/, 'keywords');
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
  servicesYaml: { services: Array<{ id: string; path: string | null; image: ImageFile }> } | null;
  venuesYaml: {
    default: { image: ImageFile };
    venues: Array<{ slug: string; image: ImageFile }>;
  } | null;
  allLocale: { nodes: LocaleNodeSummary[] };
}

interface ImageFile {
  relativePath: string;
}

/** What a page shows from data/ that its template looks up by key. */
export interface PageContent {
  /** Its picture, relative to data/ (service and venue pages). */
  imagePath?: string;
  /** Its entry in data/services.yaml (service pages). */
  serviceId?: string;
}

/** The picture and service entry of a page, from the content files. */
export function contentFor(
  page: PageSpec,
  data: Pick<PagesQuery, 'servicesYaml' | 'venuesYaml'>,
): PageContent {
  if (page.kind === 'service') {
    const service = data.servicesYaml?.services.find((entry) => entry.path === page.path);
    return service ? { imagePath: service.image.relativePath, serviceId: service.id } : {};
  }
  if (page.kind === 'venue' && data.venuesYaml) {
    const extras =
      data.venuesYaml.venues.find((entry) => entry.slug === page.venueSlug) ??
      data.venuesYaml.default;
    return { imagePath: extras.image.relativePath };
  }
  return {};
}

export function contextFor(
  page: PageSpec,
  language: string,
  languages: string[],
  defaultLanguage: string,
  ancestors: readonly PageSpec[] = [],
  content: PageContent = {},
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
    keywordsKey: keywordsKeyFor(page.titleKey),
    originalPath: page.path,
    ...(page.venueSlug ? { venueSlug: page.venueSlug } : {}),
    ...content,
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
      servicesYaml {
        services {
          id
          path
          image {
            relativePath
          }
        }
      }
      allLocale {
        nodes {
          id
          ns
          language
          data
        }
      }
      venuesYaml {
        default {
          image {
            relativePath
          }
        }
        venues {
          slug
          image {
            relativePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data?.siteYaml) {
    reporter.panicOnBuild('Could not read site.yaml through GraphQL.', result.errors);
    return;
  }
  const { data } = result;
  const { languages, routes, venues } = result.data.siteYaml;
  const codes = languages.supported.map((language) => language.code);

  const pages = listPages(routes, venues);
  const localeIdsFor = localeSelector(data.allLocale.nodes, languages.default);
  for (const page of pages) {
    const component = path.resolve('src/templates', TEMPLATE_BY_KIND[page.kind]);
    for (const language of codes) {
      const context = contextFor(
        page,
        language,
        codes,
        languages.default,
        ancestorsOf(page, pages),
        contentFor(page, data),
      );
      const isLocalizedNotFound = page.kind === 'not-found' && language !== languages.default;
      actions.createPage({
        path: context.i18n.path,
        component,
        // localeIds: the translation files the page's query loads (page-locales.ts).
        context: { ...context, localeIds: localeIdsFor(context.namespaces, language) },
        // Unknown addresses under /es/ get the Spanish not-found page, also
        // when the browser resolves them (Gatsby's own 404 is English only).
        ...(isLocalizedNotFound ? { matchPath: `/${language}/*` } : {}),
      });
    }
  }
};
