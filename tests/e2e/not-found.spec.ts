/**
 * Unknown addresses answer 404 with the not-found page of their language,
 * and keep it after hydration (the client must not swap in the English one).
 */
import { expect, test } from '@playwright/test';
import { namespaceOf } from '../../src/config/pages';
import { loadSite, pageOfKind, pathIn, translation } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';

const site = loadSite();

function notFoundHeading(language: string): string {
  const namespace = namespaceOf(pageOfKind('not-found', language).page.titleKey);
  return translation(language, `${namespace}:heading`);
}

for (const language of site.languages) {
  const unknownPaths = [
    pathIn('/no-such-page/', language),
    pathIn('/services/no-such-page/', language),
  ];

  for (const unknownPath of unknownPaths) {
    test(`${unknownPath} answers 404 in "${language}", also after hydration`, async ({
      browser,
      page,
      request,
    }) => {
      const url = `${HOST_URL}${unknownPath}`;
      const heading = notFoundHeading(language);
      const direct = await request.get(url, { maxRedirects: 0 });
      expect(direct.status()).toBe(404);

      // What the host serves, without JavaScript (nothing can rewrite it).
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const served = await noScript.newPage();
        expect((await served.goto(url))?.status()).toBe(404);
        await expect(served.locator('html'), 'served HTML').toHaveAttribute('lang', language);
        await expect(served.locator('h1'), 'served HTML').toHaveText(heading);
      } finally {
        await noScript.close();
      }

      // After hydration: still this language's page, at the address asked for.
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }
}

test.describe('personal-site names', () => {
  const unlisted = '/not-a-performer/';

  test('site.yaml does not list the name used below', () => {
    expect(site.personalSites.map((personal) => personal.path)).not.toContain(unlisted);
  });

  for (const [server, origin] of [
    ['host', HOST_URL],
    ['plain host', PLAIN_HOST_URL],
  ] as const) {
    test(`an unlisted name answers 404 on the ${server}`, async ({ page }) => {
      const response = await page.goto(`${origin}${unlisted}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(notFoundHeading(site.defaultLanguage));
    });
  }
});
