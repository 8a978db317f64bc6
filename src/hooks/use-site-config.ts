import { graphql, useStaticQuery } from 'gatsby';
import type { NavGroup, NavItem, SiteConfig } from '../config/schema';

/** The parts of site.yaml the page shell (header, drawer, footer) needs, shared by every page. */
export type ShellConfig = Pick<
  SiteConfig,
  'siteUrl' | 'business' | 'links' | 'languages' | 'menu'
> & {
  /** Only what the shell needs of each page: where the contact page lives. */
  routes: Array<Pick<SiteConfig['routes'][number], 'path' | 'kind'>>;
  nav: {
    services: NavGroup;
    header: NavItem[];
    drawerExtras: NavItem[];
    footer: NavGroup[];
  };
};

interface ShellQuery {
  siteYaml: ShellConfig;
}

// Menus nest one level deep at most (the config's cross-checks enforce it),
// so one level of `items` inside an entry is the whole tree.
export function useSiteConfig(): ShellConfig {
  const { siteYaml } = useStaticQuery<ShellQuery>(graphql`
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
  return siteYaml;
}
