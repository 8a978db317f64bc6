/**
 * Which reviews of data/reviews.yaml a page shows, and the translations of
 * their quotes. Pure: the templates, gatsby-node (a page showing reviews
 * loads the event types' names) and the editor's preview share it.
 */
import type { LocalesData } from '../../i18n/locale-data';

/** A review as the ReviewCard fragment returns it (GraphQL gives null for what is left out). */
export type ReviewData = Queries.ReviewCardFragment;

/** What decides where a review is shown. */
export type ReviewPlacement = Pick<ReviewData, 'services' | 'venue'>;

/** The translation file of the quotes' translations: reviews.json → <id>.quote. */
export const REVIEWS_NAMESPACE = 'reviews';

/** How many reviews the home page shows, newest first. */
export const HOME_REVIEWS_LIMIT = 6;

/** Which reviews a page shows: all (home), a service's, or a venue's. */
export type ReviewsOf = { home: true } | { service: string } | { venue: string };

/** Only a review whose source can be checked is ever shown (the schema requires both). */
export function hasSource(review: Pick<ReviewData, 'source' | 'link'>): boolean {
  return review.source.trim() !== '' && /^https:\/\//.test(review.link);
}

function isAbout<Review extends ReviewPlacement>(review: Review, of: ReviewsOf): boolean {
  if ('home' in of) return true;
  if ('service' in of) return (review.services ?? []).includes(of.service);
  return review.venue === of.venue;
}

/** Whether a page shows any review: it then loads the event types' names too. */
export function showsReviews(reviews: readonly ReviewPlacement[], of: ReviewsOf): boolean {
  return reviews.some((review) => isAbout(review, of));
}

/** The reviews a page shows, newest first (the home page's capped). */
export function reviewsFor(reviews: readonly ReviewData[], of: ReviewsOf): ReviewData[] {
  const shown = reviews
    .filter((review) => hasSource(review) && isAbout(review, of))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return 'home' in of ? shown.slice(0, HOME_REVIEWS_LIMIT) : shown;
}

/** The quotes translated into the page's language: reviews.json → <id>.quote, by id. */
export function quoteTranslations(data: LocalesData, language: string): Record<string, string> {
  const node = data.locales.edges.find(
    (edge) => edge.node.ns === REVIEWS_NAMESPACE && edge.node.language === language,
  )?.node;
  if (!node) return {};
  const tree = JSON.parse(node.data) as Record<string, { quote?: unknown } | undefined>;
  return Object.fromEntries(
    Object.entries(tree).flatMap(([id, entry]) =>
      typeof entry?.quote === 'string' && entry.quote.trim() !== '' ? [[id, entry.quote]] : [],
    ),
  );
}
