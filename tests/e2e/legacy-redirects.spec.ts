/**
 * Old addresses of site.yaml, in every language, lead to their new page:
 * - on the host, by a 301 (from _redirects);
 * - on a plain static host, by the HTML page left at the old address
 *   (location.replace with JavaScript, meta refresh without).
 * Either way the old address must not stay in the history: Back returns to
 * the page visited before it.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadSite, pageOfKind, type LegacyRedirect } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';

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
    test('the host answers 301 with the new address, with and without the trailing slash', async ({
      request,
    }) => {
      expect(redirects).toHaveLength(site.redirectCount);
      for (const { from, to } of redirects) {
        for (const variant of [from, from.replace(/\/$/, '')]) {
          const response = await request.get(`${HOST_URL}${variant}`, { maxRedirects: 0 });
          expect.soft(response.status(), `status of ${variant}`).toBe(301);
          expect.soft(response.headers().location, `Location of ${variant}`).toBe(to);
        }
      }
    });

    for (const [server, origin] of [
      ['host (301)', HOST_URL],
      ['plain host (HTML page, JavaScript)', PLAIN_HOST_URL],
    ] as const) {
      test(`${server}: each reaches its target and leaves no history entry`, async ({ page }) => {
        test.setTimeout(redirects.length * TIME_PER_REDIRECT);
        for (const redirect of redirects) {
          await test.step(`${redirect.from} → ${redirect.to}`, () =>
            followFromRealPage(page, origin, redirect));
        }
      });
    }
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

test.describe('query string and hash survive', () => {
  for (const language of site.languages) {
    // Any old address of site.yaml will do: the first one listed.
    const moved = site.legacyRedirects.find((redirect) => redirect.language === language);

    for (const [server, origin] of [
      ['the HTML redirect page on the plain host', PLAIN_HOST_URL],
      ['the 301 on the host', HOST_URL],
    ] as const) {
      test(`${server}: ${moved?.from ?? 'an old address'}?ref=x#top`, async ({ page }) => {
        test.skip(!moved, 'site.yaml lists no old address');
        if (!moved) return;
        await page.goto(`${origin}${moved.from}?ref=x#top`);
        await expect(page).toHaveURL(`${origin}${moved.to}?ref=x#top`);
      });
    }
  }
});
