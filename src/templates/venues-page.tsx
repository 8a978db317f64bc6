import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import * as cards from '../components/Cards/Cards.module.css';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { VenueCard } from '../components/Venues/VenueCard';
import { extrasOf, venuePathOf, type VenueImages } from '../components/Venues/venue-data';
import type { VenueConfig } from '../config/schema';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

type VenuesData = LocalesData & {
  siteYaml: {
    venues: Array<Pick<VenueConfig, 'slug' | 'name' | 'locality' | 'region'>>;
    routes: Array<{ path: string; kind: string }>;
  };
  venuesYaml: VenueImages;
};

/** The preferred venues of site.yaml as cards, each leading to its page. */
export default function VenuesTemplate({ data, pageContext }: PageProps<VenuesData, PageContext>) {
  const { t } = useTranslation();
  const ns = pageContext.contentNamespace;
  const { venues, routes } = data.siteYaml;
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={ns} />
      <ul className={cards.grid}>
        {venues.map((venue, index) => (
          <li key={venue.slug} className={cards.cell}>
            <VenueCard
              priority={index === 0}
              venue={{
                ...venue,
                path: venuePathOf(routes, venue) ?? '/',
                image: extrasOf(data.venuesYaml, venue.slug).image,
              }}
            />
          </li>
        ))}
      </ul>
      <CtaBand heading={t(`${ns}:cta.heading`)} text={t(`${ns}:cta.text`)} />
    </Layout>
  );
}

export const query = graphql`
  query VenuesPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }) {
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
    venuesYaml {
      default {
        image {
          ...VenueCardImage
        }
      }
      venues {
        slug
        image {
          ...VenueCardImage
        }
      }
    }
  }
`;
