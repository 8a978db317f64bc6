/**
 * Every page of site.yaml in every language, visited once each (the list
 * follows site.yaml, so pages added later are covered too):
 *   - it answers 200 on the host, without a redirect, and renders in its
 *     language with exactly one heading h1, after hydration too;
 *   - no console error or warning, React hydration mismatches included,
 *     and no uncaught exception;
 *   - nothing blocked by the Content-Security-Policy of _headers;
 *   - axe finds no WCAG 2.2 AA violation.
 * One visit does it all, so the suite stays quick as the site grows.
 */
import { expect, test } from '@playwright/test';
import { loadSite, pagesIn } from '../support/site';
import { axeViolations } from './support/axe';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import {
  recordConsoleProblems,
  recordCspViolations,
  stubExternalRequests,
  waitForHydration,
} from './support/page-helpers';

const site = loadSite();

test('the loop covers every page of site.yaml in every language', () => {
  expect(site.languages).toContain(site.defaultLanguage);
  expect(site.pages.length).toBeGreaterThanOrEqual(site.routeCount - 1 + site.venueCount);
  expect(site.pages.filter((page) => page.venueSlug !== undefined)).toHaveLength(site.venueCount);
  expect(site.localizedPages).toHaveLength(site.pages.length * site.languages.length);
});

for (const language of site.languages) {
  test.describe(`every page in "${language}"`, () => {
    for (const { page: spec, path } of pagesIn(language)) {
      test(`${path} (${spec.kind})`, async ({ page }) => {
        await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
        const consoleProblems = recordConsoleProblems(page);
        const cspViolations = await recordCspViolations(page);

        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()?.url() ?? null).toBeNull();
        expect(response?.headers()['content-type']).toContain('text/html');
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');

        await test.step(`in its language, with one h1`, async () => {
          await expect.soft(page.locator('html')).toHaveAttribute('lang', language);
          await expect.soft(page.locator('h1')).toHaveCount(1);
          await expect.soft(page.locator('h1')).not.toBeEmpty();
        });

        await test.step('no console error or warning, no hydration mismatch', () => {
          expect
            .soft(
              consoleProblems.map((problem) => `${problem.kind}: ${problem.text} [${problem.url}]`),
            )
            .toEqual([]);
        });
        await test.step('nothing blocked by the Content-Security-Policy', async () => {
          expect.soft(await cspViolations()).toEqual([]);
        });
        await test.step('axe: no WCAG 2.2 AA violation', async () => {
          expect.soft(await axeViolations(page)).toEqual([]);
        });
      });
    }
  });
}
