/**
 * JSON-LD of the reviews a page shows: a Review per review and, on the home
 * page, the business's AggregateRating. Made only from real entries of
 * data/reviews.yaml that name their source; with none, there is nothing.
 */
import type { AggregateRating, Review } from 'schema-dts';
import { hasSource, type ReviewData } from '../../config/content/reviews';
import { businessId } from './structured-data';

const BEST_RATING = 5;

export function reviewNode(review: ReviewData, siteUrl: string, defaultLanguage: string): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    datePublished: review.date,
    reviewBody: review.quote,
    inLanguage: review.language ?? defaultLanguage,
    itemReviewed: { '@id': businessId(siteUrl) },
    url: review.link,
    publisher: { '@type': 'Organization', name: review.source },
    ...(review.rating === null
      ? {}
      : {
          reviewRating: {
            '@type': 'Rating',
            ratingValue: review.rating,
            bestRating: BEST_RATING,
            worstRating: 1,
          },
        }),
  };
}

/** The Review nodes of the reviews shown; none without a source. */
export function reviewNodes(
  reviews: readonly ReviewData[],
  siteUrl: string,
  defaultLanguage: string,
): Review[] {
  return reviews.filter(hasSource).map((review) => reviewNode(review, siteUrl, defaultLanguage));
}

/**
 * The average of the rated reviews that name their source, or nothing when
 * there are none: search engines are only told what visitors can check.
 */
export function aggregateRatingOf(reviews: readonly ReviewData[]): AggregateRating | undefined {
  const ratings = reviews
    .filter(hasSource)
    .flatMap((review) => (review.rating === null ? [] : [review.rating]));
  if (ratings.length === 0) return undefined;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: ratings.length,
    bestRating: BEST_RATING,
    worstRating: 1,
  };
}
