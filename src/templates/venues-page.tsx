import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import * as cards from '../components/Cards/Cards.module.css';
import * as cardGrid from '../styles/card-grid.module.css';
import { gridColumnProps, PICTURE_CARDS } from '../lib/layout/grid-columns';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { VenueCard } from '../components/Venues/VenueCard';
import { venuePathOf } from '../components/Venues/venue-data';
import { VenuePagination, VenueStateIndex } from '../components/Venues/VenueListNav';
import {
  joinedList,
  placeKeywords,
  stateName,
  venueStates,
  whereVenuesAre,
} from '../components/Venues/venue-places';
import * as venueStyles from '../components/Venues/VenuePage.module.css';
import { PageHead } from '../components/Seo/PageHead';
import { translateFromNodes } from '../i18n/translator';
import type { LocalesData } from '../i18n/locale-data';
import { sourced } from '../config/graphql/sourced';
import type { PageContext } from '../config/page-context';

// The translation files keep their own type (LocalesData), as on every page.
type VenuesData = LocalesData & Omit<Queries.VenuesPageQuery, 'locales'>;
type ListedVenue = Queries.VenuesPageQuery['venues'][number];
type Place = ListedVenue['place'];
type Routes = NonNullable<Queries.VenuesPageQuery['siteYaml']>['routes'];

function placesOf(data: Pick<VenuesData, 'venues'>): Place[] {
  return data.venues.map((venue) => venue.place);
}

/** The venues of one page, in runs of the same state (a paged list shows a heading for each). */
function byState(venues: readonly ListedVenue[]): Array<{ region: string; venues: ListedVenue[] }> {
  const runs: Array<{ region: string; venues: ListedVenue[] }> = [];
  for (const venue of venues) {
    const last = runs[runs.length - 1];
    if (last && last.region === venue.place.region) last.venues.push(venue);
    else runs.push({ region: venue.place.region, venues: [venue] });
  }
  return runs;
}

function VenueCards({
  venues,
  routes,
  firstIsPriority,
}: {
  venues: readonly ListedVenue[];
  routes: Routes;
  firstIsPriority: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cardGrid.grid} {...gridColumnProps(venues.length, PICTURE_CARDS)}>
      {venues.map(({ place: venue, extras }, index) => (
        <li key={venue.slug} className={cards.cell}>
          <VenueCard
            priority={firstIsPriority && index === 0}
            venue={{
              ...venue,
              state: stateName(t, venue.region),
              path: venuePathOf(routes, venue) ?? '/',
              image: extras.image,
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The preferred venues of site.yaml as cards, each leading to its page: on
 * one page, or, once there are too many for one, grouped by state over
 * several (src/config/venue-lists.ts).
 */
export default function VenuesTemplate({ data, pageContext }: PageProps<VenuesData, PageContext>) {
  const { t, i18n } = useTranslation();
  const ns = pageContext.contentNamespace;
  const { routes } = sourced(data.siteYaml, 'site.yaml');
  const list = pageContext.venueList;
  const where = list ? [] : whereVenuesAre(t, i18n.locale, placesOf(data));
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={ns}>
        {where.length > 0 && <p className={venueStyles.where}>{where.join(' ')}</p>}
      </PageIntro>
      {list ? (
        <>
          <VenueStateIndex list={list} />
          {byState(data.venues).map((run, index) => (
            <section key={run.region} aria-labelledby={`venues-in-${run.region}`}>
              <h2 id={`venues-in-${run.region}`}>{stateName(t, run.region)}</h2>
              <VenueCards venues={run.venues} routes={routes} firstIsPriority={index === 0} />
            </section>
          ))}
          <VenuePagination list={list} />
        </>
      ) : (
        <VenueCards venues={data.venues} routes={routes} firstIsPriority />
      )}
      <CtaBand heading={t(`${ns}:cta.heading`)} text={t(`${ns}:cta.text`)} />
    </Layout>
  );
}

/**
 * The title and description name the venues' states, and the keywords the
 * page's venues' states and towns, from site.yaml like the page.
 */
export function Head(props: HeadProps<VenuesData, PageContext>) {
  const { data, pageContext } = props;
  const t = translateFromNodes(
    data.locales.edges.map((edge) => edge.node),
    pageContext.language,
    pageContext.defaultLanguage,
    pageContext.formattingLocale,
  );
  const locale = pageContext.formattingLocale ?? pageContext.language;
  const list = pageContext.venueList;
  const states = list
    ? joinedList(
        locale,
        list.states.map((state) => stateName(t, state.region)),
      )
    : venueStates(t, locale, placesOf(data));
  return (
    <PageHead
      {...props}
      values={{ states, places: placeKeywords(t, placesOf(data)) }}
      titleSuffix={
        list && list.page > 1
          ? t('venue-list:pagination.position', { page: list.page, pages: list.pages })
          : undefined
      }
    />
  );
}

export const query = graphql`
  query VenuesPage($localeIds: [String!]!, $localeBranches: [String!], $venueSlugs: [String!]) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocalesInBranches
    }
    siteYaml {
      routes {
        path
        kind
      }
    }
    venues(slugs: $venueSlugs) {
      place {
        slug
        name
        locality
        region
      }
      extras {
        image {
          ...VenueCardImage
        }
      }
    }
  }
`;
