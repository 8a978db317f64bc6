/**
 * An old address of site.yaml, in each language, leads to its new page on
 * a plain static host, by the HTML page left at the old address
 * (location.replace with JavaScript, meta refresh without), and the old
 * address does not stay in the history: Back returns to the page visited
 * before it. The hosts' 301s (with and without the final slash, the query
 * string kept) are checked over HTTP in tests/hosts, against Netlify's and
 * Cloudflare's runtimes and our local host.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadSite, pageOfKind, type LegacyRedirect } from '../support/site';
import { PLAIN_HOST_URL } from './support/hosts';

const site = loadSite();

/**
 * Visits a real page, then the old address; checks where it lands and that
 * Back returns to the real page.
 */
async function followFromRealPage(
  page: Page,
  origin: string,
  { from, to, language }: LegacyRedirect,
): Promise<void> {
  const before = `${origin}${pageOfKind('services', language).path}`;
  await page.goto(before);
  await page.goto(`${origin}${from}`);
  await expect(page, `${from} should lead to ${to}`).toHaveURL(`${origin}${to}`);
  await expect(page.locator('h1'), `one h1 on ${to}`).toHaveCount(1);
  await page.goBack();
  await expect(page, `Back from ${to} should return to ${before}, skipping ${from}`).toHaveURL(
    before,
  );
}

for (const language of site.languages) {
  // One old address per language: the redirect pages all come from one
  // template, and tests/build/redirects.test.ts checks every one of them
  // (its target, meta refresh and script). Here a real browser proves that
  // the mechanism works: with and without JavaScript, and out of the history.
  const moved = site.legacyRedirects.find((redirect) => redirect.language === language);

  test.describe(`an old address in "${language}", plain host`, () => {
    test.skip(!moved, 'site.yaml lists no old address');

    test('reaches its target by its script and leaves no history entry', async ({ page }) => {
      if (moved) await followFromRealPage(page, PLAIN_HOST_URL, moved);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('reaches its target by the meta refresh', async ({ page }) => {
        if (!moved) return;
        await page.goto(`${PLAIN_HOST_URL}${moved.from}`);
        await expect(page).toHaveURL(`${PLAIN_HOST_URL}${moved.to}`);
        await expect(page.locator('h1')).toHaveCount(1);
      });
    });
  });
}

test.describe('query string and hash survive the HTML redirect page', () => {
  for (const language of site.languages) {
    // Any old address of site.yaml will do: the first one listed.
    const moved = site.legacyRedirects.find((redirect) => redirect.language === language);

    test(`${moved?.from ?? 'an old address'}?ref=x#top`, async ({ page }) => {
      test.skip(!moved, 'site.yaml lists no old address');
      if (!moved) return;
      await page.goto(`${PLAIN_HOST_URL}${moved.from}?ref=x#top`);
      await expect(page).toHaveURL(`${PLAIN_HOST_URL}${moved.to}?ref=x#top`);
    });
  }
});
