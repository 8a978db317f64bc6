/**
 * Creates every page of site.yaml in every language, through the template
 * of its kind. Everything comes from GraphQL, so `gatsby develop` shows the
 * same data in GraphiQL.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { asPageKind, type PageKind } from '../src/config/constants';
import { ancestorsOf, contentFor, contextFor } from '../src/config/page-contexts';
import { listPages } from '../src/config/pages';
import { formattingLocaleOf } from '../src/i18n/formatting-locale';
import { localeSelector, type LocaleNodeSummary } from './page-locales';

// Made by src/config/page-contexts.ts (the browser editor's previews make pages with it too).
export {
  ancestorsOf,
  contentFor,
  contextFor,
  EXTRA_NAMESPACES_BY_KIND,
  keywordsKeyFor,
  namespacesFor,
  type PageContent,
} from '../src/config/page-contexts';

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

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // The translation files keep their own type until the Locale node declares its fields.
  const result = await graphql<
    Omit<Queries.CreatePagesQuery, 'allLocale'> & { allLocale: { nodes: LocaleNodeSummary[] } }
  >(`
    query CreatePages {
      siteYaml {
        languages {
          default
          supported {
            code
            locale
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
      reviewsYaml {
        reviews {
          services
          venue
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
  const { languages, venues } = result.data.siteYaml;
  const routes = result.data.siteYaml.routes.map((route) => ({
    ...route,
    kind: asPageKind(route.kind),
  }));
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
        context: {
          ...context,
          localeIds: localeIdsFor(context.namespaces, language),
          formattingLocale: formattingLocaleOf(languages.supported, language),
        },
        // Unknown addresses under /es/ get the Spanish not-found page, also
        // when the browser resolves them (Gatsby's own 404 is English only).
        ...(isLocalizedNotFound ? { matchPath: `/${language}/*` } : {}),
      });
    }
  }
};
