/**
 * Old addresses of site.yaml, in every language, lead to their new page on
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

/** Generous per-redirect budget, so that a test with many broken redirects still reports them all. */
const TIME_PER_REDIRECT = 12_000;

/**
 * Visits a real page, then the old address; checks where it lands and that
 * Back returns to the real page. Soft assertions: every broken redirect of
 * the loop is reported, not only the first.
 */
async function followFromRealPage(
  page: Page,
  origin: string,
  { from, to, language }: LegacyRedirect,
): Promise<void> {
  const before = `${origin}${pageOfKind('services', language).path}`;
  await page.goto(before);
  await page.goto(`${origin}${from}`);
  await expect.soft(page, `${from} should lead to ${to}`).toHaveURL(`${origin}${to}`);
  await expect.soft(page.locator('h1'), `one h1 on ${to}`).toHaveCount(1);
  await page.goBack();
  await expect
    .soft(page, `Back from ${to} should return to ${before}, skipping ${from}`)
    .toHaveURL(before);
}

test('the loop covers every old address of site.yaml in every language', () => {
  expect(site.legacyRedirects).toHaveLength(site.redirectCount * site.languages.length);
});

for (const language of site.languages) {
  const redirects = site.legacyRedirects.filter((redirect) => redirect.language === language);

  test.describe(`legacy paths in "${language}"`, () => {
    test('plain host (HTML page, JavaScript): each reaches its target and leaves no history entry', async ({
      page,
    }) => {
      expect(redirects).toHaveLength(site.redirectCount);
      test.setTimeout(redirects.length * TIME_PER_REDIRECT);
      for (const redirect of redirects) {
        await test.step(`${redirect.from} → ${redirect.to}`, () =>
          followFromRealPage(page, PLAIN_HOST_URL, redirect));
      }
    });
  });

  test.describe(`legacy paths in "${language}", plain host without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('each reaches its target by the meta refresh', async ({ page }) => {
      test.setTimeout(redirects.length * TIME_PER_REDIRECT);
      for (const { from, to } of redirects) {
        await test.step(`${from} → ${to}`, async () => {
          await page.goto(`${PLAIN_HOST_URL}${from}`);
          await expect
            .soft(page, `${from} should lead to ${to}`)
            .toHaveURL(`${PLAIN_HOST_URL}${to}`);
          await expect.soft(page.locator('h1'), `one h1 on ${to}`).toHaveCount(1);
        });
      }
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
