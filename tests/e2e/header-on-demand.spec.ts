/**
 * The header's menus and drawer load their code on demand: a page loads
 * none of it up front, and a visitor who is quicker than a slow connection
 * still gets the menu (the press is replayed when the code arrives).
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BuiltSite } from '../../scripts/bench/measure-bytes';
import { servicesMenu } from '../support/nav';
import { pathIn, ROOT_DIR, translation } from '../support/site';
import { waitForHydration } from './support/page-helpers';

/** The chunk groups the header imports on demand (webpackChunkName in Header.tsx). */
const POPUP_GROUPS = ['services-menu', 'language-menu', 'mobile-drawer'];

/** Their files of one type (.js, .css), shared chunks included, as webpack wrote them. */
function popupFiles(extension: string, groupNames: readonly string[] = POPUP_GROUPS): Set<string> {
  const groups = new BuiltSite(path.join(ROOT_DIR, 'public')).webpackStats().namedChunkGroups;
  return new Set(
    groupNames.flatMap((name) => {
      const group = groups[name];
      if (!group) throw new Error(`webpack.stats.json has no chunk group ${name}`);
      return group.assets
        .map((asset) => `/${typeof asset === 'string' ? asset : asset.name}`)
        .filter((file) => file.endsWith(extension));
    }),
  );
}

const POPUP_SCRIPTS = popupFiles('.js');
const POPUP_STYLESHEETS = popupFiles('.css');
const isPopupScript = (url: URL) => POPUP_SCRIPTS.has(url.pathname);
const isPopupStylesheet = (url: URL) => POPUP_STYLESHEETS.has(url.pathname);

/** The addresses of requests that match, as the page makes them. */
function recordRequests(page: Page, matches: (url: URL) => boolean): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) requested.push(request.url());
  });
  return requested;
}

/** Makes matching files arrive late, like on a slow phone connection. */
async function slowDown(page: Page, matches: (url: URL) => boolean, delayMs: number) {
  await page.route(matches, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** The home page in English, hydrated and with nothing left to load. */
async function settledHomePage(page: Page): Promise<void> {
  await page.goto(pathIn('/', 'en'));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

const servicesTrigger = (page: Page, language: string) =>
  page.locator('header').getByRole('button', { name: servicesMenu(language).trigger, exact: true });

test.describe('header popups on demand (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a page loads no menu or drawer code until a visitor reaches for it', async ({ page }) => {
    const requested = recordRequests(page, isPopupScript);
    await settledHomePage(page);
    expect(requested).toEqual([]);

    await servicesTrigger(page, 'en').hover();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test("a menu's styles come with its code: no page carries them, and the menu is never drawn without them", async ({
    page,
  }) => {
    // Were the menu's rules imported by code every page loads, they would be inlined instead.
    expect([...popupFiles('.css', ['services-menu'])]).not.toEqual([]);
    const requested = recordRequests(page, isPopupStylesheet);
    await slowDown(page, isPopupStylesheet, 400);
    await settledHomePage(page);
    expect(requested).toEqual([]);

    await servicesTrigger(page, 'en').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Its raised surface: transparent would mean the menu showed before its rules.
    expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  test('a click that beats a slow connection still opens the Services menu', async ({ page }) => {
    await slowDown(page, isPopupScript, 400);
    await page.goto(pathIn('/', 'es'));
    await waitForHydration(page);
    await servicesTrigger(page, 'es').click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(
      servicesMenu('es').items.map((item) => item.label),
    );
  });

  test('Enter that beats a slow connection opens the menu on its first entry; Escape returns', async ({
    page,
  }) => {
    await slowDown(page, isPopupScript, 400);
    await page.goto(pathIn('/', 'en'));
    await waitForHydration(page);
    const trigger = servicesTrigger(page, 'en');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('header popups on demand (phone)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a tap that beats a slow connection still opens the drawer', async ({ page }) => {
    await slowDown(page, isPopupScript, 400);
    await page.goto(pathIn('/', 'it'));
    await waitForHydration(page);
    await page
      .locator('header')
      .getByRole('button', { name: translation('it', 'common:nav.openMenu') })
      .tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
