import { graphql, useStaticQuery } from 'gatsby';
import { sourced } from '../config/graphql/sourced';

/** The parts of site.yaml the page shell (header, drawer, footer) needs, shared by every page. */
export type ShellConfig = NonNullable<Queries.SiteShellQuery['siteYaml']>;

// Menus nest one level deep at most (the config's cross-checks enforce it),
// so one level of `items` inside an entry is the whole tree.
export function useSiteConfig(): ShellConfig {
  const { siteYaml } = useStaticQuery<Queries.SiteShellQuery>(graphql`
    fragment ShellNavItem on ConfigNavItem {
      label
      to
      link
      contact
    }

    query SiteShell {
      siteYaml {
        siteUrl
        business {
          name
          phone
          email
          stats {
            yearsInBusiness
            eventsProduced
            starRating
          }
          responseTimeHours
          serviceArea
        }
        links {
          instantQuote
          scheduling
          vipLogin
          photoGallery
        }
        languages {
          default
          supported {
            code
            name
            flag
            locale
          }
        }
        routes {
          path
          kind
        }
        menu {
          submenuOpenDelayMs
          pointerGraceMs
          typeaheadResetMs
        }
        nav {
          services {
            label
            items {
              ...ShellNavItem
              items {
                ...ShellNavItem
              }
            }
          }
          header {
            ...ShellNavItem
          }
          drawerExtras {
            ...ShellNavItem
          }
          footer {
            label
            items {
              ...ShellNavItem
            }
          }
        }
      }
    }
  `);
  return sourced(siteYaml, 'site.yaml');
}
