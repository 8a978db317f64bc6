import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import * as cards from '../components/Cards/Cards.module.css';
import * as cardGrid from '../styles/card-grid.module.css';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { VenueCard } from '../components/Venues/VenueCard';
import { extrasOf, venuePathOf, type VenueImages } from '../components/Venues/venue-data';
import { stateName, venueStates, whereVenuesAre } from '../components/Venues/venue-places';
import * as venueStyles from '../components/Venues/VenuePage.module.css';
import { PageHead } from '../components/Seo/PageHead';
import { createTranslator } from '../i18n/translator';
import type { VenueConfig } from '../config/schema';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

type VenuesData = LocalesData & {
  siteYaml: {
    venues: Array<Pick<VenueConfig, 'slug' | 'name' | 'locality' | 'region'>>;
    routes: Array<{ path: string; kind: string }>;
  };
  venuesYaml: VenueImages;
};

/** The preferred venues of site.yaml as cards, each leading to its page. */
export default function VenuesTemplate({ data, pageContext }: PageProps<VenuesData, PageContext>) {
  const { t, i18n } = useTranslation();
  const ns = pageContext.contentNamespace;
  const { venues, routes } = data.siteYaml;
  const where = whereVenuesAre(t, i18n.locale, venues);
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={ns}>
        {where.length > 0 && <p className={venueStyles.where}>{where.join(' ')}</p>}
      </PageIntro>
      <ul className={cardGrid.grid}>
        {venues.map((venue, index) => (
          <li key={venue.slug} className={cards.cell}>
            <VenueCard
              priority={index === 0}
              venue={{
                ...venue,
                state: stateName(t, venue.region),
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

/** The title and description name the venues' states, from site.yaml like the page. */
export function Head(props: HeadProps<VenuesData, PageContext>) {
  const { data, pageContext } = props;
  const t = createTranslator(
    data.locales.edges.map((edge) => edge.node),
    pageContext.language,
    pageContext.defaultLanguage,
    pageContext.formattingLocale,
  );
  const locale = pageContext.formattingLocale ?? pageContext.language;
  return <PageHead {...props} values={{ states: venueStates(t, locale, data.siteYaml.venues) }} />;
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
