/**
 * The header's Services menu and language menu on a desktop screen, in
 * English and Spanish: keyboard, pointer and timing behaviour of SPEC §4.
 * Timings run on Playwright's fake clock, so each is checked both before and
 * after its threshold without depending on the machine's speed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { languageName, menuTimings, servicesMenu, type LabelledItem } from '../support/nav';
import { loadSite, pageOfKind, pathIn, translation } from '../support/site';
import { escapeRegExp, pauseClock, waitForHydration } from './support/page-helpers';

const MENU_TIMINGS = menuTimings();

test.use({ viewport: { width: 1280, height: 800 } });

function header(page: Page): Locator {
  return page.locator('header').first();
}

function servicesTrigger(page: Page, language: string): Locator {
  return header(page).getByRole('button', { name: servicesMenu(language).trigger, exact: true });
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

function submenuEntry(language: string): LabelledItem {
  const entry = servicesMenu(language).items.find((item) => item.children.length > 0);
  if (!entry) throw new Error('site.yaml has no sub-menu under nav.services');
  return entry;
}

for (const language of ['en', 'es']) {
  const home = pathIn('/', language);
  const menu = servicesMenu(language);

  test.describe(`Services menu (${language})`, () => {
    test('opens on click with the site.yaml entries in order', async ({ page }) => {
      await openPage(page, home);
      await servicesTrigger(page, language).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items).toHaveText(menu.items.map((item) => item.label));
    });

    for (const key of ['Enter', ' ', 'ArrowDown']) {
      test(`opens with ${key === ' ' ? 'Space' : key} and Escape returns focus to the trigger`, async ({
        page,
      }) => {
        await openPage(page, home);
        const trigger = servicesTrigger(page, language);
        await trigger.focus();
        await expect(page.getByRole('menu')).toHaveCount(0);
        await page.keyboard.press(key);
        await expect(page.getByRole('menu')).toBeVisible();
        await expect(page.getByRole('menuitem').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
        await expect(trigger).toBeFocused();
      });
    }

    test('arrow keys move between entries; ArrowRight and ArrowLeft open and close the sub-menu', async ({
      page,
    }) => {
      await openPage(page, home);
      await servicesTrigger(page, language).focus();
      await page.keyboard.press('Enter');
      const topItems = page.getByRole('menu').first().getByRole('menuitem');
      await expect(topItems.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(topItems.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(topItems.nth(0)).toBeFocused();

      const entry = submenuEntry(language);
      const subTrigger = page.getByRole('menuitem', { name: entry.label, exact: true });
      await subTrigger.focus();
      await page.keyboard.press('ArrowRight');
      const submenu = page.getByRole('menu').nth(1);
      await expect(submenu.getByRole('menuitem')).toHaveText(entry.children.map((c) => c.label));
      await expect(submenu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('menu')).toHaveCount(1);
      await expect(subTrigger).toBeFocused();
    });

    test('entries link to the pages of this language', async ({ page }) => {
      await openPage(page, home);
      await servicesTrigger(page, language).click();
      for (const entry of menu.items.filter((item) => item.item.to)) {
        await expect(
          page.getByRole('menuitem', { name: entry.label, exact: true }),
        ).toHaveAttribute('href', pathIn(entry.item.to ?? '', language));
      }
      const external = menu.items.find((item) => item.item.link);
      if (external) {
        const link = page.getByRole('menuitem', {
          name: new RegExp(`^${escapeRegExp(external.label)}`),
        });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('choosing an entry with Enter navigates there', async ({ page }) => {
      await openPage(page, home);
      const target = menu.items.find((item) => item.item.to && item.children.length === 0);
      if (!target?.item.to) throw new Error('no page entry in the Services menu');
      await servicesTrigger(page, language).click();
      await page.getByRole('menuitem', { name: target.label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(pathIn(target.item.to, language))}$`),
      );
    });

    test(`the sub-menu opens after the ${MENU_TIMINGS.submenuOpenDelayMs} ms hover delay, not before`, async ({
      page,
    }) => {
      await page.clock.install();
      await openPage(page, home);
      await pauseClock(page);
      await servicesTrigger(page, language).click();
      const subTrigger = page.getByRole('menuitem', { name: submenuEntry(language).label });
      await subTrigger.hover();
      await page.clock.runFor(MENU_TIMINGS.submenuOpenDelayMs / 2);
      await expect(page.getByRole('menu')).toHaveCount(1);
      await page.clock.runFor(MENU_TIMINGS.submenuOpenDelayMs * 2);
      await expect(page.getByRole('menu')).toHaveCount(2);
    });

    test('moving diagonally towards the open sub-menu does not close it (pointer grace)', async ({
      page,
    }) => {
      await page.clock.install();
      await openPage(page, home);
      await pauseClock(page);
      await servicesTrigger(page, language).click();
      const subTrigger = page.getByRole('menuitem', { name: submenuEntry(language).label });
      await subTrigger.hover();
      await page.clock.runFor(250);
      const submenu = page.getByRole('menu').nth(1);
      await expect(submenu).toBeVisible();

      // From the right half of the trigger, down and right into the sub-menu's
      // lower half: the path crosses the next entry of the main menu.
      const from = await subTrigger.boundingBox();
      const to = await submenu.getByRole('menuitem').last().boundingBox();
      if (!from || !to) throw new Error('menu has no layout');
      const start = { x: from.x + from.width * 0.8, y: from.y + from.height / 2 };
      const end = { x: to.x + 12, y: to.y + to.height / 2 };
      const steps = 6;
      for (let step = 1; step <= steps; step += 1) {
        await page.mouse.move(
          start.x + ((end.x - start.x) * step) / steps,
          start.y + ((end.y - start.y) * step) / steps,
        );
        await page.clock.runFor(20);
        await expect(submenu).toBeVisible();
      }
      await page.clock.runFor(MENU_TIMINGS.pointerGraceMs);
      await expect(submenu).toBeVisible();
    });

    test(`type-ahead jumps to a matching entry and its buffer resets after ${MENU_TIMINGS.typeaheadResetMs} ms`, async ({
      page,
    }) => {
      const labels = menu.items.map((item) => item.label);
      const uniquePrefix = (label: string) => {
        for (let length = 1; length <= label.length; length += 1) {
          const prefix = label.slice(0, length).toLowerCase();
          if (labels.filter((other) => other.toLowerCase().startsWith(prefix)).length === 1) {
            return prefix;
          }
        }
        throw new Error(`no unique prefix for ${label}`);
      };
      // Two entries that each have a one-letter-unique start, so "first then
      // second" only matches the second entry if the buffer was reset.
      const singles = labels.filter((label) => uniquePrefix(label).length === 1);
      const [first, second] = singles;
      if (!first || !second) throw new Error(`need two entries with unique initials: ${labels}`);

      await page.clock.install();
      await openPage(page, home);
      await pauseClock(page);
      await servicesTrigger(page, language).focus();
      await page.keyboard.press('Enter');
      // Type once the menu shows, as a person would: the menu's code loads on
      // demand, and letters typed before it arrives are replayed to a type-ahead
      // whose focus move waits for a timer, which this test's paused clock holds.
      await expect(page.getByRole('menu')).toBeVisible();
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

      await page.keyboard.type(uniquePrefix(first));
      await page.clock.runFor(10);
      await expect.poll(focusedText).toBe(first);

      // Within the reset time the letters join ("xy") and match nothing: focus stays.
      await page.clock.runFor(MENU_TIMINGS.typeaheadResetMs / 2);
      await page.keyboard.type(uniquePrefix(second));
      await page.clock.runFor(10);
      await expect.poll(focusedText).toBe(first);

      // After the reset the buffer starts again and the second entry matches.
      await page.clock.runFor(MENU_TIMINGS.typeaheadResetMs);
      await page.keyboard.type(uniquePrefix(second));
      await page.clock.runFor(10);
      await expect.poll(focusedText).toBe(second);
    });
  });

  test.describe(`language menu and header actions (${language})`, () => {
    test('switching language keeps the page, the query and the hash, without a reload', async ({
      page,
    }) => {
      const site = loadSite();
      const music = pageOfKind('service', language);
      await openPage(page, `${music.path}?ref=menu#top`);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const target = site.languages.find((code) => code !== language) ?? 'it';
      const targetName = languageName(target);
      const languageTrigger = header(page).getByRole('button', {
        name: new RegExp(languageName(language)),
      });
      await languageTrigger.click();
      const options = page.getByRole('menu').locator('[role^="menuitem"]');
      await expect(options).toHaveCount(site.languages.length);
      await page.getByRole('menu').getByText(targetName).click();
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(pathIn(music.page.path, target))}\\?ref=menu#top$`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
    });

    test('Receive More Info leads to the contact page of this language', async ({ page }) => {
      await openPage(page, home);
      const button = header(page).getByRole('link', {
        name: translation(language, 'common:nav.moreInfo'),
      });
      await expect(button).toHaveAttribute(
        'href',
        pathIn(pageOfKind('contact', 'en').page.path, language),
      );
    });

    test('VIP Access opens the external site in a new tab safely', async ({ page }) => {
      await openPage(page, home);
      const vip = header(page).getByRole('link', {
        name: new RegExp(`^${escapeRegExp(translation(language, 'common:nav.vipAccess'))}`),
      });
      await expect(vip).toHaveAttribute('target', '_blank');
      await expect(vip).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('the top bar stays fixed and never covers the page heading', async ({ page }) => {
      await openPage(page, home);
      const bar = header(page);
      const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      const barBox = await bar.boundingBox();
      expect(barBox && headingBox && headingBox.y >= barBox.y + barBox.height).toBe(true);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    });
  });
}
