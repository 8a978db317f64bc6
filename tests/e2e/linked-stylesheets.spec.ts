/**
 * The page kinds that link their stylesheets (venue pages; the home, contact
 * and catalog pages) inline only the rules of their first screen and link the
 * stylesheets after it (gatsby/output-rewrites/first-screen-styles.ts): the
 * page looks the same with and without JavaScript; nothing moves when the
 * stylesheets arrive after the first paint, even once the brand font has come
 * too late for it; and the rules stay when the visitor moves on from it in the
 * browser, to a page of another kind and back.
 */
import { expect, test, type Page } from '@playwright/test';
import { KINDS_WITH_LINKED_STYLESHEETS } from '../../gatsby/output-rewrites/linked-stylesheets';
import { pageOfKind } from '../support/site';
import { HOST_URL } from './support/hosts';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';

/** Past the brand font's short first wait (font-display: optional): the first paint keeps the stand-in. */
const FONT_LATE_MS = 400;
/** The stylesheets after the font: what they declare finds it in the cache. */
const STYLESHEETS_LATE_MS = 1_200;

const venue = pageOfKind('venue', 'en');
const home = pageOfKind('home', 'en');
const service = pageOfKind('service', 'en');

/** Computed styles that the inlined rules, the global stylesheet and the page kind's set. */
function looks(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string, property: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).getPropertyValue(property) : 'missing';
    };
    return {
      header: style('header', 'position'),
      heading: style('h1', 'font-size'),
      headingMargin: style('h1', 'margin-bottom'),
      footer: style('footer', 'margin-top'),
      footerLinks: style('footer nav ul', 'list-style-type'),
    };
  });
}

for (const kind of KINDS_WITH_LINKED_STYLESHEETS) {
  test(`a ${kind} page looks the same before its scripts run as after`, async ({ browser }) => {
    const { path } = pageOfKind(kind, 'en');
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(`${HOST_URL}${path}`);
    const before = await looks(still);
    await withoutScripts.close();

    const live = await browser.newPage();
    await stubExternalRequests(live, [HOST_URL]);
    await live.goto(`${HOST_URL}${path}`);
    await waitForHydration(live);
    expect(before.header).toBe('fixed');
    expect(before.footerLinks).toBe('none');
    expect(before.footer).not.toBe('0px');
    expect(await looks(live)).toEqual(before);
  });
}

for (const kind of KINDS_WITH_LINKED_STYLESHEETS) {
  test(`a ${kind} page painted before its font and stylesheets arrive: nothing moves when they do`, async ({
    page,
  }) => {
    const { path } = pageOfKind(kind, 'en');
    await stubExternalRequests(page, [HOST_URL]);
    await recordLayoutShifts(page);
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await page.route(/\.woff2$/, async (route) => {
      await later(FONT_LATE_MS);
      await route.fallback();
    });
    await page.route(/\.css$/, async (route) => {
      await later(STYLESHEETS_LATE_MS);
      await route.fallback();
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      await layoutShiftsOf(page),
      'elements that moved once the font and the stylesheets arrived',
    ).toEqual([]);
  });
}

test('moving from a venue page to the home page and to a service page in the browser keeps every rule', async ({
  page,
}) => {
  await stubExternalRequests(page, [HOST_URL]);
  await page.goto(`${HOST_URL}${service.path}`);
  await waitForHydration(page);
  const serviceLoaded = await looks(page);
  await page.goto(`${HOST_URL}${home.path}`);
  await waitForHydration(page);
  const homeLoaded = await looks(page);

  await page.goto(`${HOST_URL}${venue.path}`);
  await waitForHydration(page);
  const venueLoaded = await looks(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
  await expect(page).toHaveURL(`${HOST_URL}${home.path}`);
  await expect.poll(() => looks(page)).toEqual(homeLoaded);

  // The service page inlines its styles: arriving in the browser, it gets them from its file.
  await page.locator(`main a[href="${service.path}"]`).first().click();
  await expect(page).toHaveURL(`${HOST_URL}${service.path}`);
  await expect.poll(() => looks(page)).toEqual(serviceLoaded);

  await page.goBack();
  await expect(page).toHaveURL(`${HOST_URL}${home.path}`);
  await expect.poll(() => looks(page)).toEqual(homeLoaded);

  await page.goBack();
  await expect(page).toHaveURL(`${HOST_URL}${venue.path}`);
  await expect.poll(() => looks(page)).toEqual(venueLoaded);
});
