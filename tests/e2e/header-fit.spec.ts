/**
 * The desktop header in every language, at 1280 and 1440 px wide: the
 * company name shows whole (inside the viewport and the bar, not clipped,
 * not under the menu or the call link), the call link shows the number
 * of site.yaml (business.phone) and calls it, and every control of the bar
 * and of the Services menu keeps its label on one line as in English.
 * The phone header at 390 px in every language: the call button, "Receive
 * More Info" on one line and the menu button, side by side inside the bar.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { cleanUpUsPhone } from '../../src/config/normalize';
import type { SiteConfig } from '../../src/config/schema';
import { loadSite, pathIn, SITE_YAML, translation } from '../support/site';
import { expectFitLikeEnglish, labelLayouts, type LabelLayout } from './support/fit';
import { escapeRegExp, waitForHydration } from './support/page-helpers';
import { servicesMenu } from '../support/nav';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** business.phone of site.yaml as the site shows it, and its digits as a tel: address (+1 and ten digits). */
function sitePhone(): { shown: string; href: string } {
  const { business } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as Pick<SiteConfig, 'business'>;
  const shown = String(cleanUpUsPhone(business.phone));
  const digits = shown.replace(/\D/g, '');
  const national = digits.length === 11 ? digits.slice(1) : digits;
  return { shown, href: `tel:+1${national}` };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box (not rendered)`);
  return box;
}

/** `inner` lies inside `outer` (half a pixel of rounding allowed). */
function expectInside(inner: Box, outer: Box, what: string): void {
  const slack = 0.5;
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - slack);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - slack);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(
    outer.x + outer.width + slack,
  );
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(
    outer.y + outer.height + slack,
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The visible part of the page: the viewport. */
function viewportBox(page: Page): Box {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  return { x: 0, y: 0, width: size.width, height: size.height };
}

const widths = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

for (const language of loadSite().languages) {
  for (const viewport of widths) {
    test(`the header fits at ${viewport.width}×${viewport.height} (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(pathIn('/', language));
      const header = page.locator('header').first();
      const headerBox = await boxOf(header);
      const view = viewportBox(page);

      // The brand: the home link, whose text is the company name.
      const home = header.getByRole('link').first();
      await expect(home).toHaveAttribute('href', pathIn('/', language));
      const name = home.locator(':scope > span > span').last();
      await expect(name).toBeVisible();
      const nameBox = await boxOf(name);
      expectInside(nameBox, view, 'the company name within the viewport');
      expectInside(nameBox, headerBox, 'the company name within the header');
      expectInside(nameBox, await boxOf(home), 'the company name within its link (not clipped)');
      // Not cut short: the text has all the room it needs on one line.
      const clipped = await name.evaluate(
        (node) => node.scrollWidth > node.clientWidth + 1 || node.getClientRects().length !== 1,
      );
      expect(clipped, 'the company name shows whole').toBe(false);
      const lineCount = await name.evaluate((node) => {
        const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
        return Math.round(node.getBoundingClientRect().height / lineHeight);
      });
      expect(lineCount, 'the company name sits on one line').toBe(1);

      // The call link: the number as site.yaml writes it, calling that number.
      const phone = sitePhone();
      const call = header.getByRole('link', {
        name: new RegExp(
          `^${escapeRegExp(translation(language, 'common:nav.callUs'))}.*${escapeRegExp(phone.shown).replace(/ /g, '\\s')}$`,
        ),
      });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', phone.href);
      await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
      await expect(call).toContainText(phone.shown);
      const callBox = await boxOf(call);
      expectInside(callBox, view, 'the call link within the viewport');
      expectInside(callBox, headerBox, 'the call link within the header');

      // Nothing of the bar covers the name.
      const navBox = await boxOf(header.getByRole('navigation'));
      expect(overlaps(nameBox, navBox), 'the company name overlaps the menu').toBe(false);
      expect(overlaps(nameBox, callBox), 'the company name overlaps the call link').toBe(false);
      const covering = await header.evaluate((bar, nameRect) => {
        const home = bar.querySelector('a');
        return Array.from(bar.querySelectorAll('a, button'))
          .filter((control) => control !== home && control.checkVisibility())
          .filter((control) => {
            const box = control.getBoundingClientRect();
            return (
              box.width > 1 &&
              box.left < nameRect.x + nameRect.width &&
              nameRect.x < box.right &&
              box.top < nameRect.y + nameRect.height &&
              nameRect.y < box.bottom
            );
          })
          .map((control) => control.textContent?.trim() ?? control.outerHTML);
      }, nameBox);
      expect(covering, 'header controls over the company name').toEqual([]);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
    });
  }
}

/** The bar's controls, then those of the open Services menu and its sub-menu, as laid out. */
async function headerControls(page: Page, language: string): Promise<LabelLayout[]> {
  await page.goto(pathIn('/', language));
  await waitForHydration(page);
  const header = page.locator('header').first();
  const bar = await labelLayouts(header, 'a, button');
  const menu = servicesMenu(language);
  await header.getByRole('button', { name: menu.trigger, exact: true }).click();
  const opened = page.getByRole('menu').first();
  await expect(opened).toBeVisible();
  const group = menu.items.find((entry) => entry.children.length > 0);
  if (group) await opened.getByRole('menuitem', { name: group.label, exact: true }).hover();
  await expect(page.getByRole('menu')).toHaveCount(group ? 2 : 1);
  const entries: LabelLayout[] = [];
  for (const list of await page.getByRole('menu').all()) {
    entries.push(...(await labelLayouts(list, '[role="menuitem"]')));
  }
  return [...bar, ...entries];
}

const { languages, defaultLanguage } = loadSite();

for (const viewport of widths) {
  test.describe(`header controls at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const language of languages.filter((code) => code !== defaultLanguage)) {
      test(`keep their labels on one line as in English (${language})`, async ({ page }) => {
        const english = await headerControls(page, defaultLanguage);
        expect(english.length, 'the bar and the menus have controls').toBeGreaterThan(10);
        const translated = await headerControls(page, language);
        expectFitLikeEnglish(english, translated, `the header in ${language}`);
      });
    }
  });
}

for (const language of languages) {
  test(`the phone header at 390×844 (${language}): call button, contact button on one line, menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathIn('/', language));
    const header = page.locator('header').first();
    const headerBox = await boxOf(header);
    const view = viewportBox(page);
    const call = header.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(translation(language, 'common:nav.callUs'))}`),
    });
    await expect(call).toHaveAttribute('href', sitePhone().href);
    const contact = header.getByRole('link', {
      name: translation(language, 'common:nav.moreInfo'),
      exact: true,
    });
    const menu = header.getByRole('button', {
      name: translation(language, 'common:nav.openMenu'),
    });
    const boxes: Array<[string, Box]> = [];
    for (const [what, control] of [
      ['the call button', call],
      ['Receive More Info', contact],
      ['the menu button', menu],
    ] as const) {
      await expect(control, what).toBeVisible();
      const box = await boxOf(control);
      expectInside(box, view, `${what} within the viewport`);
      expectInside(box, headerBox, `${what} within the bar`);
      expect(box.height, `${what}: a 44 px target`).toBeGreaterThanOrEqual(44);
      boxes.push([what, box]);
    }
    for (const [index, [what, box]] of boxes.entries()) {
      for (const [other, otherBox] of boxes.slice(index + 1)) {
        expect(overlaps(box, otherBox), `${what} overlaps ${other}`).toBe(false);
      }
    }
    const contactLines = await contact.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(contactLines, 'Receive More Info on one line').toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
  });
}
