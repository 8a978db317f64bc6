/** @jest-environment node */
/**
 * Review and AggregateRating JSON-LD: made only from reviews that name their
 * source (fixtures here; the shipped data/reviews.yaml is empty), and absent
 * when there are none.
 */
import {
  aggregateRatingOf,
  reviewNode,
  reviewNodes,
} from '../../../src/components/Seo/review-structured-data';
import { businessId, businessNode } from '../../../src/components/Seo/structured-data';
import { FIXTURE_REVIEWS } from '../../support/review-fixtures';

const siteUrl = 'https://www.example.com';
const [rated, inSpanish, unrated] = FIXTURE_REVIEWS as [
  (typeof FIXTURE_REVIEWS)[number],
  (typeof FIXTURE_REVIEWS)[number],
  (typeof FIXTURE_REVIEWS)[number],
];

describe('Review nodes', () => {
  it('describe a review with its author, date, words, language, rating and source', () => {
    expect(reviewNode(inSpanish, siteUrl, 'en')).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Test Reviewer B.' },
      datePublished: '2025-02-01',
      reviewBody: 'Cita de prueba dos.',
      inLanguage: 'es',
      itemReviewed: { '@id': businessId(siteUrl) },
      url: 'https://reviews.example.com/b',
      publisher: { '@type': 'Organization', name: 'The Knot' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('give a review in the default language that language, and no rating when it has none', () => {
    const node = reviewNode(unrated, siteUrl, 'en') as unknown as Record<string, unknown>;
    expect(node.inLanguage).toBe('en');
    expect(node).not.toHaveProperty('reviewRating');
  });

  it('are made only for reviews with a source, and none without reviews', () => {
    expect(reviewNodes(FIXTURE_REVIEWS, siteUrl, 'en')).toHaveLength(3);
    expect(reviewNodes([{ ...rated, link: '' }, inSpanish], siteUrl, 'en')).toHaveLength(1);
    expect(reviewNodes([], siteUrl, 'en')).toEqual([]);
  });
});

describe('AggregateRating', () => {
  it('averages the rated reviews with a source', () => {
    expect(aggregateRatingOf(FIXTURE_REVIEWS)).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves out a review without a source', () => {
    expect(aggregateRatingOf([{ ...rated, source: '' }, inSpanish])).toMatchObject({
      ratingValue: 4,
      reviewCount: 1,
    });
  });

  it('is nothing without rated reviews, and the business then claims no rating', () => {
    expect(aggregateRatingOf([])).toBeUndefined();
    expect(aggregateRatingOf([unrated])).toBeUndefined();
    const business = businessNode({
      siteUrl,
      name: 'Example Events',
      phone: '(201) 555-0147',
      email: 'hello@example.com',
      serviceArea: ['NJ'],
      logoPath: '/icon-512.png',
      aggregateRating: aggregateRatingOf([]),
    });
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('sits on the business node when there is one', () => {
    const business = businessNode({
      siteUrl,
      name: 'Example Events',
      phone: '(201) 555-0147',
      email: 'hello@example.com',
      serviceArea: ['NJ'],
      logoPath: '/icon-512.png',
      aggregateRating: aggregateRatingOf(FIXTURE_REVIEWS),
    });
    expect(business).toHaveProperty('aggregateRating.reviewCount', 2);
  });
});
