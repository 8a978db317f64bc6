/**
 * The reviews on the built site follow data/reviews.yaml exactly: each home,
 * service and venue page shows the reviews the file gives it (the shipped
 * file has none, so none show, and no heading), and its JSON-LD has a Review
 * for each and, on the home page, an AggregateRating only from rated
 * reviews. Expectations come from the file, so they stay right once the
 * owner adds real reviews.
 */
import { reviewsFor, type ReviewData, type ReviewsOf } from '../../src/config/content/reviews';
import { reviews as readReviews, services as readServices } from '../support/content';
import { loadSite, translation, type LocalizedPage } from '../support/site';
import { assertBuilt, fileForPath, readHtml } from './public';

const site = loadSite();

const allReviews: ReviewData[] = readReviews().map((review) => ({
  ...review,
  rating: review.rating ?? null,
  language: review.language ?? null,
  services: review.services ?? null,
  venue: review.venue ?? null,
}));

function reviewsOf(page: LocalizedPage): ReviewsOf | undefined {
  if (page.page.kind === 'home') return { home: true };
  if (page.page.kind === 'venue' && page.page.venueSlug) return { venue: page.page.venueSlug };
  if (page.page.kind === 'service') {
    const service = readServices().find((entry) => entry.path === page.page.path);
    return service ? { service: service.id } : undefined;
  }
  return undefined;
}

const pagesWithReviews = site.localizedPages.flatMap((page) => {
  const of = reviewsOf(page);
  return of ? [{ page, expected: reviewsFor(allReviews, of) }] : [];
});

type JsonLdNode = Record<string, unknown>;

function jsonLd(page: LocalizedPage): JsonLdNode[] {
  const script = readHtml(fileForPath(page.path)).querySelector(
    'script[type="application/ld+json"]',
  );
  return (JSON.parse(script?.textContent ?? '{}') as { '@graph'?: JsonLdNode[] })['@graph'] ?? [];
}

/** The reviews block: the section named by its heading, if the page has one. */
function reviewsSection(page: LocalizedPage) {
  const heading = translation(page.language, 'common:reviews.heading');
  return readHtml(fileForPath(page.path))
    .querySelectorAll('main section')
    .find((section) => section.querySelector('h2')?.textContent.trim() === heading);
}

beforeAll(() => assertBuilt());

describe('the reviews of data/reviews.yaml on the built site', () => {
  it('are looked for on every home, service and venue page', () => {
    expect(pagesWithReviews.map(({ page }) => page.page.kind)).toEqual(
      expect.arrayContaining(['home', 'service', 'venue']),
    );
  });

  it.each(pagesWithReviews.map(({ page, expected }) => [page.path, page, expected] as const))(
    '%s shows exactly its reviews, each quoting and linking its source',
    (_path, page, expected) => {
      const section = reviewsSection(page);
      if (expected.length === 0) {
        expect(section).toBeUndefined();
        expect(readHtml(fileForPath(page.path)).querySelectorAll('main blockquote[cite]')).toEqual(
          [],
        );
        return;
      }
      expect(section).toBeDefined();
      const quotes = section!.querySelectorAll('blockquote[cite]');
      expect(quotes.map((quote) => quote.getAttribute('cite'))).toEqual(
        expected.map((review) => review.link),
      );
    },
  );

  it.each(pagesWithReviews.map(({ page, expected }) => [page.path, page, expected] as const))(
    '%s tells search engines of those reviews only',
    (_path, page, expected) => {
      const nodes = jsonLd(page);
      const reviews = nodes.filter((node) => node['@type'] === 'Review');
      expect(reviews.map((node) => node.url)).toEqual(expected.map((review) => review.link));
      const business = nodes.find((node) => node['@type'] === 'EntertainmentBusiness');
      const rated = allReviews.filter((review) => review.rating !== null);
      if (page.page.kind === 'home' && rated.length > 0) {
        expect(business).toHaveProperty('aggregateRating.reviewCount', rated.length);
      } else {
        expect(business).not.toHaveProperty('aggregateRating');
      }
    },
  );
});
