/**
 * Creates every page of site.yaml in every language, through the template
 * of its kind. Everything comes from GraphQL, so `gatsby develop` shows the
 * same data in GraphiQL; which pages these are, and what each is handed, is
 * decided by src/config/site-pages.ts.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { VenueChoice } from '../src/components/ContactForm/venue-list';
import { sitePages, type SitePagesData } from '../src/config/site-pages';
import { writeVenueList } from './site-files/venue-list';

interface PagesQuery extends Omit<SitePagesData, 'siteYaml'> {
  siteYaml: (SitePagesData['siteYaml'] & { venues: VenueChoice[] }) | null;
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
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
          name
          locality
          region
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
    }
  `);
  const siteYaml = result.data?.siteYaml;
  if (result.errors || !result.data || !siteYaml) {
    reporter.panicOnBuild('Could not read site.yaml through GraphQL.', result.errors);
    return;
  }
  // Before the pages' HTML, which reads it back for the no-JavaScript venue field.
  writeVenueList('public', siteYaml.venues);
  for (const page of sitePages({ ...result.data, siteYaml })) {
    actions.createPage({
      path: page.path,
      component: path.resolve('src/templates', page.template),
      context: page.context,
      ...(page.matchPath ? { matchPath: page.matchPath } : {}),
    });
  }
};
