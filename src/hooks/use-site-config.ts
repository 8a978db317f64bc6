import { graphql, useStaticQuery } from 'gatsby';
import type { NavItem, SiteConfig } from '../config/schema';

/** The parts of site.yaml the page shell needs, shared by every page. */
export type ShellConfig = Pick<SiteConfig, 'siteUrl' | 'business' | 'links'> & {
  nav: { footer: Array<{ label: string; items: NavItem[] }> };
};

interface ShellQuery {
  siteYaml: ShellConfig;
}

export function useSiteConfig(): ShellConfig {
  const { siteYaml } = useStaticQuery<ShellQuery>(graphql`
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
        nav {
          footer {
            label
            items {
              label
              to
              link
              contact
            }
          }
        }
      }
    }
  `);
  return siteYaml;
}
