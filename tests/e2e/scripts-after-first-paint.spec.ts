/**
 * Gatsby's scripts are asked for only after the page's first paint
 * (gatsby/output-rewrites/scripts-after-first-paint.ts), and the page still
 * hydrates: an order of events, not a timing.
 */
import { expect, test } from '@playwright/test';
import { pageOfKind } from '../support/site';
import { HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';

const samples = [
  pageOfKind('home', 'en').path,
  pageOfKind('venue', 'it').path,
  pageOfKind('contact', 'es').path,
];

for (const path of samples) {
  test(`${path}: the framework scripts start loading after the first paint`, async ({ page }) => {
    await page.goto(`${HOST_URL}${path}`);
    await waitForHydration(page);
    const { firstPaint, scriptStarts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name));
      return {
        firstPaint: paint ? paint.startTime : null,
        scriptStarts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(firstPaint, 'the browser reports a first contentful paint').not.toBeNull();
    // The loader asks for all three at once; async=false runs them in order
    // (unit-tested), while their requests may start in any order.
    expect(
      scriptStarts.map((script) => new URL(script.name).pathname.split('-')[0]).sort(),
    ).toEqual(['/app', '/framework', '/webpack']);
    for (const script of scriptStarts) {
      expect(
        script.start,
        `${script.name} was asked for before the first paint`,
      ).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
    }
  });
}
