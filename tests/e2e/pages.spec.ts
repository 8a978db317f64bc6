/**
 * Every page of site.yaml, in every language, answers 200 on the host and
 * renders in its language with exactly one h1.
 */
import { expect, test } from '@playwright/test';
import { loadSite, pagesIn } from '../support/site';
import { HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';

const site = loadSite();

test('site.yaml gives pages in its languages, default included', () => {
  expect(site.languages).toContain(site.defaultLanguage);
  expect(site.pages.length).toBeGreaterThanOrEqual(site.routeCount - 1 + site.venueCount);
});

for (const language of site.languages) {
  test.describe(`pages in "${language}"`, () => {
    const pages = pagesIn(language);

    test('every page answers 200 without a redirect', async ({ request }) => {
      expect(pages).toHaveLength(site.pages.length);
      for (const { path } of pages) {
        const response = await request.get(`${HOST_URL}${path}`, { maxRedirects: 0 });
        expect.soft(response.status(), `status of ${path}`).toBe(200);
        expect.soft(response.headers()['content-type'], `type of ${path}`).toContain('text/html');
      }
    });

    test(`every page renders with lang="${language}" and one h1`, async ({ page }) => {
      for (const { path } of pages) {
        await test.step(path, async () => {
          const response = await page.goto(`${HOST_URL}${path}`);
          expect(response?.status(), `status of ${path}`).toBe(200);
          await waitForHydration(page);
          await expect(page.locator('html'), path).toHaveAttribute('lang', language);
          await expect(page.locator('h1'), path).toHaveCount(1);
          await expect(page.locator('h1'), path).not.toBeEmpty();
        });
      }
    });
  });
}
