/**
 * Creates every page of site.yaml in every language, through the template
 * of its kind. Everything comes from GraphQL, so `gatsby develop` shows the
 * same data in GraphiQL; which pages these are, and what each is handed, is
 * decided by src/config/site-pages.ts.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { asPageKind } from '../src/config/constants';
import { sitePages } from '../src/config/site-pages';

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
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
          region
        }
        analytics {
          provider
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
      allLocale(sort: [{ ns: ASC }, { language: ASC }]) {
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
      galleryYaml {
        pictures {
          id
          services
          venue
        }
      }
    }
  `);
  const siteYaml = result.data?.siteYaml;
  if (result.errors || !result.data || !siteYaml) {
    reporter.panicOnBuild('Could not read site.yaml through GraphQL.', result.errors);
    return;
  }
  const routes = siteYaml.routes.map((route) => ({ ...route, kind: asPageKind(route.kind) }));
  const pagesData = {
    ...result.data,
    siteYaml: { ...siteYaml, routes },
    analytics: siteYaml.analytics,
  };
  for (const page of sitePages(pagesData)) {
    actions.createPage({
      path: page.path,
      component: path.resolve('src/templates', page.template),
      context: page.context,
      ...(page.matchPath ? { matchPath: page.matchPath } : {}),
    });
  }
};
