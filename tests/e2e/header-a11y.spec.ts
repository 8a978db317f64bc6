/**
 * axe finds no WCAG 2.2 AA violation with the header's menus and drawer
 * open, in English and Spanish.
 */
import { expect, test } from '@playwright/test';
import { servicesMenu } from '../support/nav';
import { pathIn, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/page-helpers';

for (const language of ['en', 'es']) {
  test.describe(`accessibility of the header (${language})`, () => {
    test('desktop: page, Services menu open, sub-menu open', async ({ page }) => {
      // Three axe runs over the whole home page: near the default time on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pathIn('/', language));
      await waitForHydration(page);
      await expectNoAxeViolations(page, 'the page as loaded');

      const menu = servicesMenu(language);
      await page.locator('header').getByRole('button', { name: menu.trigger, exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'the Services menu open');

      const withSubmenu = menu.items.find((item) => item.children.length > 0);
      if (!withSubmenu) throw new Error('site.yaml has no sub-menu');
      await page.getByRole('menuitem', { name: withSubmenu.label }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('menu')).toHaveCount(2);
      await expectNoAxeViolations(page, 'the sub-menu open');
    });

    test('mobile: drawer open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(pathIn('/', language));
      await waitForHydration(page);
      await page
        .locator('header')
        .getByRole('button', { name: translation(language, 'common:nav.openMenu') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'the drawer open');
    });
  });
}
