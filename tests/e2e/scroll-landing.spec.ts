/**
 * Where a visitor lands: a link to a part of a page lands on it, and coming
 * back to a page returns to where they were, on a phone too. Guards the
 * first-paint work, which lays out some blocks only once near the
 * screen (content-visibility, with an estimated height until then): the
 * closing call to action and the footer only, since estimated heights above
 * a section put a jump to it off its mark (docs/performance.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { home } from '../support/content';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';

const PHONE = { width: 390, height: 844 };

/** A link from the home page to a section further down another page (an audience card's). */
function linkToSection(): { path: string; sectionId: string } {
  const target = home().audiences.find((audience) => audience.to.includes('#'));
  if (!target) throw new Error('home.yaml has no audience linking to a section (#id)');
  const [pagePath, sectionId] = target.to.split('#') as [string, string];
  return { path: `${pagePath}#${sectionId}`, sectionId };
}

/** The target's top, relative to the top of the screen, in CSS pixels. */
function topOnScreen(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
});

test('an address with a #section opens at that section, before and after the scripts run', async ({
  browser,
  page,
}) => {
  const { path, sectionId } = linkToSection();
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    const plain = await withoutScripts.newPage();
    await plain.goto(`${HOST_URL}${path}`);
    await expect(plain.locator(`section#${sectionId}`)).toBeInViewport();
  } finally {
    await withoutScripts.close();
  }

  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator(`section#${sectionId}`)).toBeInViewport();
  // At the top of the screen (below the sticky header), not merely somewhere on it.
  const top = await topOnScreen(page, `section#${sectionId}`);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(PHONE.height / 4);
});

test('coming back to a page returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The last link to another page of the site before the closing call to
  // action: every block above it is laid out only when near the screen.
  const sections = page.locator('main > section');
  const lastSection = sections.nth((await sections.count()) - 2);
  const link = lastSection.locator('a[href^="/"]').last();
  await link.scrollIntoViewIfNeeded();
  const href = await link.getAttribute('href');
  const before = await link.evaluate((element) => element.getBoundingClientRect().top);

  await link.click();
  await expect(page).toHaveURL(`${HOST_URL}${href}`);
  await page.goBack();
  await expect(page).toHaveURL(`${HOST_URL}/`);

  await expect(link).toBeInViewport();
  await expect
    .poll(() => link.evaluate((element) => element.getBoundingClientRect().top))
    .toBeCloseTo(before, -1);
});
