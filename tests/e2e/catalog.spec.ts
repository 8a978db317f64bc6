/**
 * Filtering the rental catalog, in English and Spanish: with JavaScript the
 * filter switches in place and keeps the category in the address; without
 * it, the same links show only their category (CSS :target); an address
 * with a category opens filtered; "Ask about this" leads to the contact
 * form with the item.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../support/content';
import { pathIn, translation } from '../support/site';
import { HOST_URL } from './support/hosts';
import { waitForHydration } from './support/page-helpers';

const { categories, items } = catalog();

function countIn(category: string): number {
  return items.filter((item) => item.category === category).length;
}

async function expectOnly(page: Page, shown: string): Promise<void> {
  for (const category of categories) {
    const section = page.locator(`section#${category}`);
    if (category === shown) await expect(section).toBeVisible();
    else await expect(section).toBeHidden();
  }
  await expect(page.locator('main article:visible')).toHaveCount(countIn(shown));
}

function filterLink(page: Page, language: string, label: string) {
  return page
    .getByRole('navigation', { name: translation(language, 'catalog:filter.label') })
    .getByRole('link', { name: label, exact: true });
}

for (const language of ['en', 'es']) {
  const catalogPath = pathIn('/catalog/', language);
  const nameOf = (category: string) => translation(language, `catalog:categories.${category}`);

  test.describe(`catalog (${language})`, () => {
    test('the filter shows one category, says how many items, and keeps it in the address', async ({
      page,
    }) => {
      await page.goto(catalogPath);
      await waitForHydration(page);
      await expect(page.locator('main article')).toHaveCount(items.length);

      await filterLink(page, language, nameOf('led-walls')).click();
      await expectOnly(page, 'led-walls');
      await expect(page).toHaveURL(`${HOST_URL}${catalogPath}#led-walls`);
      await expect(filterLink(page, language, nameOf('led-walls'))).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(page.getByRole('status')).toContainText(String(countIn('led-walls')));

      await filterLink(page, language, translation(language, 'catalog:filter.all')).click();
      await expect(page.locator('main article:visible')).toHaveCount(items.length);
    });

    test('the filter works from the keyboard', async ({ page }) => {
      await page.goto(catalogPath);
      await waitForHydration(page);
      await filterLink(page, language, nameOf('effects')).focus();
      await page.keyboard.press('Enter');
      await expectOnly(page, 'effects');
    });

    test('an address with a category opens filtered', async ({ page }) => {
      await page.goto(`${catalogPath}#signs`);
      await waitForHydration(page);
      await expectOnly(page, 'signs');
    });

    test('the browser writes the measurements as the built page does (no hydration change)', async ({
      page,
      browser,
    }) => {
      const specValues = (target: Page) => target.locator('main article dd').allTextContents();
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await plain.newPage();
      await staticPage.goto(`${HOST_URL}${catalogPath}`);
      const built = await specValues(staticPage);
      await plain.close();
      await page.goto(catalogPath);
      await waitForHydration(page);
      expect(built.length).toBeGreaterThan(items.length);
      expect(await specValues(page)).toEqual(built);
    });
  });

  test.describe(`catalog without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the same links filter by category, and "All" shows everything again', async ({
      page,
    }) => {
      await page.goto(catalogPath);
      await expect(page.locator('main article:visible')).toHaveCount(items.length);
      await filterLink(page, language, nameOf('photo-booths')).click();
      await expectOnly(page, 'photo-booths');
      await filterLink(page, language, nameOf('staging')).click();
      await expectOnly(page, 'staging');
      await filterLink(page, language, translation(language, 'catalog:filter.all')).click();
      await expect(page.locator('main article:visible')).toHaveCount(items.length);
    });
  });
}
