/**
 * The header on a phone (375×812), in English and Spanish: the collapsed bar
 * and the side drawer, an accessible dialog; in every language, the drawer's
 * entries keep their labels on one line as in English.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawerExtras, headerLinks, languageName, servicesMenu } from '../support/nav';
import { loadSite, pageOfKind, pathIn, translation } from '../support/site';
import { expectFitLikeEnglish, labelLayouts } from './support/fit';
import { escapeRegExp, waitForHydration } from './support/page-helpers';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

function header(page: Page): Locator {
  return page.locator('header').first();
}

function menuButton(page: Page, language: string): Locator {
  return header(page).getByRole('button', { name: translation(language, 'common:nav.openMenu') });
}

async function openDrawer(page: Page, language: string): Promise<Locator> {
  await page.goto(pathIn('/', language));
  await waitForHydration(page);
  await menuButton(page, language).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const language of ['en', 'es']) {
  test.describe(`mobile header (${language})`, () => {
    test('collapses to the logo, the menu button and Receive More Info', async ({ page }) => {
      await page.goto(pathIn('/', language));
      await expect(menuButton(page, language)).toBeVisible();
      await expect(
        header(page).getByRole('link', { name: translation(language, 'common:nav.moreInfo') }),
      ).toBeVisible();
      await expect(
        header(page).getByRole('button', { name: servicesMenu(language).trigger, exact: true }),
      ).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
    });

    test('the drawer holds every menu entry, the languages, and call / email links', async ({
      page,
    }) => {
      const drawer = await openDrawer(page, language);
      for (const entry of servicesMenu(language).items) {
        await expect(drawer.getByText(entry.label, { exact: true }).first()).toBeVisible();
        for (const child of entry.children) {
          const link = drawer.getByRole('link', { name: child.label, exact: true });
          await expect(link).toHaveAttribute('href', pathIn(child.item.to ?? '', language));
        }
      }
      for (const link of headerLinks(language)) {
        await expect(
          drawer.getByRole('link', { name: new RegExp(`^${escapeRegExp(link.label)}`) }),
        ).toBeVisible();
      }
      for (const code of loadSite().languages) {
        await expect(drawer.getByRole('link', { name: languageName(code) })).toHaveAttribute(
          'href',
          pathIn('/', code),
        );
      }
      const [call, email] = drawerExtras(language);
      if (!call || !email) throw new Error('site.yaml nav.drawerExtras needs call and email');
      await expect(drawer.getByRole('link', { name: call.label })).toHaveAttribute(
        'href',
        /^tel:\+1\d{10}$/,
      );
      await expect(drawer.getByRole('link', { name: email.label })).toHaveAttribute(
        'href',
        /^mailto:.+@.+/,
      );
    });

    test('Call and Email show on the first screen of a small phone (375×667)', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const drawer = await openDrawer(page, language);
      const [call, email] = drawerExtras(language);
      if (!call || !email) throw new Error('site.yaml nav.drawerExtras needs call and email');
      for (const extra of [call, email]) {
        const link = drawer.getByRole('link', { name: extra.label });
        await expect(link).toBeVisible();
        await expect(link, `${extra.label} without scrolling`).toBeInViewport({ ratio: 1 });
      }
    });

    test('focus moves in and stays trapped; Escape closes and returns focus', async ({ page }) => {
      const drawer = await openDrawer(page, language);
      await expect
        .poll(() => drawer.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(menuButton(page, language)).toBeFocused();
    });

    test('the close button dismisses it and the background does not scroll meanwhile', async ({
      page,
    }) => {
      const drawer = await openDrawer(page, language);
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      await page.evaluate(() => window.scrollBy(0, 0));
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await drawer
        .getByRole('button', { name: translation(language, 'common:nav.closeMenu') })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(menuButton(page, language)).toBeFocused();
    });

    test('a link in the drawer navigates and closes it', async ({ page }) => {
      const drawer = await openDrawer(page, language);
      const contact = pageOfKind('contact', language);
      await drawer
        .getByRole('link', { name: translation(language, 'common:nav.moreInfo') })
        .or(drawer.getByRole('link', { name: translation(language, 'common:nav.contact') }))
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(contact.path)}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

const { languages, defaultLanguage } = loadSite();

for (const language of languages.filter((code) => code !== defaultLanguage)) {
  test(`the bar, the drawer's entries and its buttons fit as in English at 375 px (${language})`, async ({
    page,
  }) => {
    const englishDrawer = await openDrawer(page, defaultLanguage);
    const english = await labelLayouts(englishDrawer, 'a, button');
    const englishBar = await labelLayouts(header(page), 'a, button');
    expect(english.length, 'the drawer has entries').toBeGreaterThan(10);
    const translatedDrawer = await openDrawer(page, language);
    expectFitLikeEnglish(
      english,
      await labelLayouts(translatedDrawer, 'a, button'),
      `the drawer in ${language}`,
    );
    expectFitLikeEnglish(
      englishBar,
      await labelLayouts(header(page), 'a, button'),
      `the collapsed bar in ${language}`,
    );
  });
}
