/**
 * The reviews block in a browser, on the home page, a service page and a
 * venue page, in each language: shown exactly where data/reviews.yaml puts
 * reviews (the shipped file has none, so nowhere), with no WCAG 2.2 AA
 * violation when it is there. Expectations come from the file.
 */
import { expect, test } from '@playwright/test';
import { reviewsFor, type ReviewsOf } from '../../src/config/content/reviews';
import { reviews as readReviews, services as readServices } from '../support/content';
import { loadSite, pathIn, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';

const site = loadSite();
const allReviews = readReviews().map((review) => ({
  ...review,
  rating: review.rating ?? null,
  language: review.language ?? null,
  services: review.services ?? null,
  venue: review.venue ?? null,
}));

/** One page of each kind that can show reviews: the one with the most, if any has some. */
function pagesToVisit(): Array<{ path: string; of: ReviewsOf }> {
  const candidates = site.pages.flatMap((page): Array<{ path: string; of: ReviewsOf }> => {
    if (page.kind === 'home') return [{ path: page.path, of: { home: true } }];
    if (page.kind === 'venue' && page.venueSlug) {
      return [{ path: page.path, of: { venue: page.venueSlug } }];
    }
    const service = readServices().find((entry) => entry.path === page.path);
    return page.kind === 'service' && service
      ? [{ path: page.path, of: { service: service.id } }]
      : [];
  });
  const kindOf = (of: ReviewsOf) => Object.keys(of)[0]!;
  return ['home', 'service', 'venue'].flatMap((kind) => {
    const ofKind = candidates.filter((candidate) => kindOf(candidate.of) === kind);
    const sorted = [...ofKind].sort(
      (a, b) => reviewsFor(allReviews, b.of).length - reviewsFor(allReviews, a.of).length,
    );
    return sorted.slice(0, 1);
  });
}

for (const language of site.languages) {
  for (const { path, of } of pagesToVisit()) {
    const expected = reviewsFor(allReviews, of);
    test(`${pathIn(path, language)} shows its ${expected.length} review(s), accessibly`, async ({
      page,
    }) => {
      await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
      await page.goto(pathIn(path, language));
      await waitForHydration(page);
      const block = page.getByRole('region', {
        name: translation(language, 'common:reviews.heading'),
      });
      if (expected.length === 0) {
        await expect(block).toHaveCount(0);
        await expect(page.locator('main blockquote[cite]')).toHaveCount(0);
        return;
      }
      await expect(block.getByRole('listitem')).toHaveCount(expected.length);
      await block.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `the reviews on ${pathIn(path, language)}`);
    });
  }
}
