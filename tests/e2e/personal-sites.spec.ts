/**
 * /{name}/ of each personal site shows "Redirecting..." and sends the
 * visitor to that person's own site, on a plain static host. The external
 * site is stubbed, so no network is needed.
 */
import { expect, test } from '@playwright/test';
import { loadSite } from '../support/site';
import { PLAIN_HOST_URL } from './support/hosts';

const site = loadSite();

test('the loop covers every personal site of site.yaml', () => {
  expect(site.personalSites).toHaveLength(site.personalSiteCount);
});

for (const personal of site.personalSites) {
  test(`${personal.path} shows "Redirecting..." then opens ${personal.url}`, async ({ page }) => {
    const external = new URL(personal.url);
    const stubHeading = `Stub of ${external.hostname}`;
    await page.route(`${external.origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html lang="en"><title>Stub</title><h1>${stubHeading}</h1></html>`,
      }),
    );

    // Keep what the plain host served at /{name}/ (unchanged), to check what it shows.
    let served = '';
    await page.route(`${PLAIN_HOST_URL}${personal.path}`, async (route) => {
      const response = await route.fetch();
      served = await response.text();
      expect(response.status()).toBe(200);
      await route.fulfill({ response });
    });

    await page.goto(`${PLAIN_HOST_URL}${personal.path}`);
    await expect(page).toHaveURL(personal.url);
    await expect(page.locator('h1')).toHaveText(stubHeading);

    expect(served).toMatch(/<h1>\s*Redirecting\.\.\.\s*<\/h1>/);
    expect(served).toContain(`<a href="${personal.url}">`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const personal of site.personalSites) {
    test(`${personal.path} still opens ${personal.url} (meta refresh)`, async ({ page }) => {
      await page.route(`${new URL(personal.url).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><h1>Stub</h1>' }),
      );
      await page.goto(`${PLAIN_HOST_URL}${personal.path}`);
      await expect(page).toHaveURL(personal.url);
    });
  }
});
