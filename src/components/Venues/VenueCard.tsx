import { graphql } from 'gatsby';
import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Picture } from '../Picture/Picture';
import * as styles from '../Cards/Cards.module.css';

/** A venue as the venue list queries it (VenuesPage): its place, and its picture (VenueCardImage). */
type ListedVenue = Queries.VenuesPageQuery['venues'][number];

/** What a card shows: the venue's place and picture, its state's name in the page's language, its page. */
export type VenueCardData = ListedVenue['place'] & {
  /** The state spelled out in the page's language: New Jersey, Nueva Jersey. */
  state: string;
  /** Path of its page, in the default language. */
  path: string;
  image: ListedVenue['extras']['image'] | null;
};

/**
 * The pictures of data/venues.yaml, sized for a card.
 * @public
 */
export const venueCardImageFragment = graphql`
  fragment VenueCardImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 1.6
        breakpoints: [320, 480, 640, 960]
        sizes: "(min-width: 72rem) 34rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)"
      )
    }
  }
`;

/**
 * A preferred venue as a card: picture, name, town and state, summary; the card links
 * to its page. `priority`: the page's first picture, fetched at once.
 */
export function VenueCard({
  venue,
  priority = false,
}: {
  venue: VenueCardData;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const details = `venue-list:details.${venue.slug}`;
  const place = {
    name: venue.name,
    locality: venue.locality,
    region: venue.region,
    state: venue.state,
  };
  const summary = t(`${details}.summary`, { defaultValue: t('venue-page:genericSummary', place) });
  return (
    <article className={`${styles.card} ${styles.linkCard}`}>
      <Picture
        image={venue.image}
        alt={t(`${details}.imageAlt`, { defaultValue: '' })}
        className={styles.picture}
        priority={priority}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <LocalizedLink to={venue.path} className={styles.cardLink}>
            {venue.name}
          </LocalizedLink>
        </h2>
        <p className={styles.meta}>{t('venue-list:location', place)}</p>
        <p className={styles.text}>{summary}</p>
      </div>
    </article>
  );
}
