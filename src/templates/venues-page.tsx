import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { PageHead } from '../components/Seo/PageHead';
import { venuePagePath } from '../config/pages';
import type { VenueConfig } from '../config/schema';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

type VenuesData = LocalesData & {
  siteYaml: {
    venues: Array<Pick<VenueConfig, 'slug' | 'name' | 'locality' | 'region'>>;
    routes: Array<{ path: string; kind: string }>;
  };
};

/** The preferred venues, each linking to its page. */
export default function VenuesTemplate({ data, pageContext }: PageProps<VenuesData, PageContext>) {
  const { t } = useTranslation();
  const venueRoute = data.siteYaml.routes.find((route) => route.kind === 'venue');
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace}>
        {venueRoute && (
          <ul aria-label={t('venues:listLabel')}>
            {data.siteYaml.venues.map((venue) => (
              <li key={venue.slug}>
                <LocalizedLink to={venuePagePath(venueRoute.path, venue.slug)}>
                  {venue.name}
                </LocalizedLink>{' '}
                ({t('venues:location', { locality: venue.locality, region: venue.region })})
              </li>
            ))}
          </ul>
        )}
      </PageIntro>
    </Layout>
  );
}

export function Head(props: HeadProps<VenuesData, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query VenuesPage($namespaces: [String!]!, $localeLanguages: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
    siteYaml {
      venues {
        slug
        name
        locality
        region
      }
      routes {
        path
        kind
      }
    }
  }
`;
