import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ServiceGrid } from '../components/Cards/ServiceCard';
import { servicesByIds } from '../components/Cards/service-data';
import { useServiceCards } from '../components/Cards/use-service-cards';
import { ContactActions, CtaBand } from '../components/CtaBand/CtaBand';
import { StylesheetsAfterFirstScreen } from '../components/FirstScreen/StylesheetsAfterFirstScreen';
import { Gallery } from '../components/Gallery/Gallery';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageHero, PageHeroPreload } from '../components/PageHero/PageHero';
import { Section } from '../components/Section/Section';
import { Reviews } from '../components/Reviews/Reviews';
import { quoteTranslations, reviewsFor, type ReviewData } from '../config/content/reviews';
import { PageHead } from '../components/Seo/PageHead';
import { reviewNodes } from '../components/Seo/review-structured-data';
import { eventVenueNode } from '../components/Seo/structured-data';
import { TagList } from '../components/TagList/TagList';
import { PlannerFacts } from '../components/Venues/PlannerFacts';
import { maximumCapacityOf } from '../components/Venues/venue-capacity';
import * as styles from '../components/Venues/VenuePage.module.css';
import { pathOfKind } from '../config/pages';
import type { LocalesData } from '../i18n/locale-data';
import { absoluteUrl } from '../i18n/paths';
import { textsAt } from '../i18n/structured';
import { useSiteConfig } from '../hooks/use-site-config';
import type { PageContext } from '../config/page-context';

// The translation files keep their own type (LocalesData), as on every page.
type VenueData = LocalesData & Omit<Queries.VenuePageQuery, 'locales'>;
/** The venue as src/config/venues.ts puts it together (gatsby/venues/venue-fields.ts). */
type VenueOfPage = NonNullable<Queries.VenuePageQuery['venue']>;
type Place = VenueOfPage['place'];

/** The reviews of events at this venue (data/reviews.yaml → venue). */
function venueReviews(data: Pick<VenueData, 'reviewsYaml'>, slug: string): ReviewData[] {
  return reviewsFor(data.reviewsYaml?.reviews ?? [], { venue: slug });
}

function venueOf(data: Pick<VenueData, 'venue'>, slug: string | undefined): VenueOfPage {
  if (!data.venue) throw new Error(`Venue "${slug}" is not in site.yaml`);
  return data.venue;
}

function placeholders(venue: Place): Record<string, string> {
  return { name: venue.name, locality: venue.locality, region: venue.region };
}

/** "wedding venue" → the key of its translated name, venue-page:amenities.wedding-venue. */
function amenityKey(amenity: string): string {
  return `venue-page:amenities.${amenity.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/** One preferred venue; made once per venue listed in site.yaml. */
export default function VenueTemplate({ data, pageContext }: PageProps<VenueData, PageContext>) {
  const { t } = useTranslation();
  const { routes } = useSiteConfig();
  const serviceCards = useServiceCards();
  const { place: venue, entry, extras, services } = venueOf(data, pageContext.venueSlug);
  const values = placeholders(venue);
  const details = `venue-list:details.${venue.slug}`;
  const description = textsAt(t, `${details}.description`);
  const contactQuery = `?venue=${encodeURIComponent(venue.slug)}`;
  const venuesPage = pathOfKind(routes, 'venues');
  return (
    <Layout>
      {/* The first paint shows the header bar; what follows waits for the linked stylesheets. */}
      <StylesheetsAfterFirstScreen />
      <PageHero
        namespace={pageContext.contentNamespace}
        values={values}
        breadcrumbs={<PageBreadcrumbs pageContext={pageContext} values={values} />}
        image={extras.image}
        imageAlt={t(`${details}.imageAlt`, { defaultValue: '' })}
      >
        <ContactActions contactQuery={contactQuery} contactLabel={t('venue-page:plan.button')} />
      </PageHero>

      <div className={styles.overview}>
        <div className={styles.description}>
          {(description.length ? description : [t('venue-page:genericSummary', values)]).map(
            (paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ),
          )}
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('venue-page:location.heading')}</dt>
            <dd>{t('venue-page:location.text', values)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('venue-page:amenities.heading')}</dt>
            <dd>
              <TagList
                compact
                items={venue.amenities.map((amenity) =>
                  t(amenityKey(amenity), { defaultValue: amenity }),
                )}
              />
            </dd>
          </div>
          <PlannerFacts facts={entry ?? {}} slug={venue.slug} />
        </dl>
      </div>

      <Section
        heading={t('venue-page:provide.heading', values)}
        intro={t('venue-page:provide.text', values)}
      >
        <ServiceGrid
          services={servicesByIds(
            serviceCards,
            services.map((service) => service.id),
          )}
        />
      </Section>

      <Reviews
        reviews={venueReviews(data, venue.slug)}
        translations={quoteTranslations(data, pageContext.language)}
      />
      <Gallery pictures={data.galleryYaml?.shownOn ?? null} />

      <CtaBand
        heading={t('venue-page:plan.heading', values)}
        text={t('venue-page:plan.text', values)}
        contactQuery={contactQuery}
        contactLabel={t('venue-page:plan.button')}
      />
      {venuesPage && (
        <p className={styles.back}>
          <LocalizedLink to={venuesPage}>{t('venue-page:allVenues')}</LocalizedLink>
        </p>
      )}
    </Layout>
  );
}

export function Head(props: HeadProps<VenueData, PageContext>) {
  const { place: venue, entry, extras } = venueOf(props.data, props.pageContext.venueSlug);
  const { siteUrl } = useSiteConfig();
  const url = absoluteUrl(siteUrl, props.pageContext.i18n.path);
  return (
    <PageHead
      {...props}
      values={placeholders(venue)}
      structuredData={[
        eventVenueNode({ ...venue, url, maximumAttendeeCapacity: maximumCapacityOf(entry ?? {}) }),
        ...reviewNodes(
          venueReviews(props.data, venue.slug),
          siteUrl,
          props.pageContext.defaultLanguage,
        ),
      ]}
    >
      <PageHeroPreload image={extras.image} />
    </PageHead>
  );
}

export const query = graphql`
  query VenuePage($localeIds: [String!]!, $localeBranches: [String!], $venueSlug: String!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocalesInBranches
    }
    venue(slug: $venueSlug) {
      place {
        slug
        name
        locality
        region
        country
        amenities
      }
      entry {
        ...VenuePlannerFacts
      }
      extras {
        image {
          ...PageHeroImage
        }
      }
      services {
        id
      }
    }
    reviewsYaml {
      reviews {
        ...ReviewCard
      }
    }
    galleryYaml {
      shownOn(venue: $venueSlug) {
        ...GalleryPicture
      }
    }
  }
`;
