/**
 * The design's promises, checked as a visitor meets them on a 390×844 phone
 * and a 1440×900 desktop (and a tablet between, for the grids):
 * - the footer shows the company name whole at every width;
 * - labels that are not controls (the events a service is made for, a
 *   venue's amenities) are set as text, not drawn as buttons;
 * - no grid leaves a card alone on its last row;
 * - the service area (NJ · NY · PA · CT) never breaks inside, headings and
 *   buttons balance their lines;
 * - the form's checkbox looks enabled and the venue field like the selects;
 * - every page that names the gobo designer links it where it does;
 * - no picture shows twice on one page;
 * - tabbing through the contact form on a phone never puts the focused
 *   field under the top bar;
 * - axe finds nothing on the phone layouts of the redesigned page kinds.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { PAGE_KINDS } from '../../src/config/constants';
import { namespaceOf } from '../../src/config/pages';
import type { SiteConfig } from '../../src/config/schema';
import { loadSite, pageOfKind, pagesIn, readLocale, SITE_YAML, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { openMoreDetails } from './support/contact';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1100 };
const DESKTOP = { width: 1440, height: 900 };

const { languages } = loadSite();

function serviceArea(): string[] {
  const { business } = parse(fs.readFileSync(SITE_YAML, 'utf8')) as Pick<SiteConfig, 'business'>;
  return business.serviceArea;
}

async function open(page: Page, path: string): Promise<void> {
  await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
  await page.goto(path);
}

test.describe('the footer', () => {
  for (const viewport of [PHONE, { width: 1024, height: 768 }, DESKTOP]) {
    test(`shows the company name whole at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const home = page.locator('footer').getByRole('link').first();
      const name = home.locator(':scope > span > span').last();
      await expect(name).toBeVisible();
      // The footer is laid out only once near the screen (content-visibility), so its
      // height, and the name's place, can still change after the first scroll: each try
      // scrolls the name into view again, then looks.
      await expect(async () => {
        await name.scrollIntoViewIfNeeded();
        // What the visitor sees at the name's first and last letters is the name itself.
        const seen = await name.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const rects = Array.from(range.getClientRects());
          const first = rects[0];
          const last = rects[rects.length - 1];
          if (!first || !last) return false;
          const at = (x: number, y: number) => element.contains(document.elementFromPoint(x, y));
          return (
            at(first.left + 2, first.top + first.height / 2) &&
            at(last.right - 2, last.top + last.height / 2)
          );
        });
        expect(seen, 'the name is drawn where it stands, not clipped or covered').toBe(true);
      }).toPass({ timeout: 10_000 });
    });
  }
});

/** Whether an element is drawn like the site's buttons: a filled or outlined pill. */
function looksLikeAButton(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const style = getComputedStyle(element);
    const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    const outlined =
      parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0;
    const rounded = parseFloat(style.borderTopLeftRadius) > 4;
    return filled || outlined || rounded || style.cursor === 'pointer';
  });
}

test.describe('labels that are not controls', () => {
  test.use({ viewport: PHONE });

  test('the events a service is made for are text, not buttons', async ({ page }) => {
    const service = pageOfKind('service', 'en');
    const ns = namespaceOf(service.page.titleKey);
    await open(page, service.path);
    const list = page.getByRole('region', { name: translation('en', `${ns}:events.heading`) });
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(1);
    for (const item of await items.all()) {
      expect(await looksLikeAButton(item), await item.innerText()).toBe(false);
      await expect(item.locator('a, button')).toHaveCount(0);
    }
  });

  test("a venue's amenities are text, not buttons", async ({ page }) => {
    await open(page, pageOfKind('venue', 'en').path);
    const amenities = page
      .locator('dt', { hasText: translation('en', 'venue-page:amenities.heading') })
      .locator('xpath=following-sibling::dd[1]')
      .getByRole('listitem');
    expect(await amenities.count()).toBeGreaterThan(0);
    for (const item of await amenities.all()) {
      expect(await looksLikeAButton(item), await item.innerText()).toBe(false);
    }
  });
});

/** For each grid on the page: how many cards its rows hold, and whether its last card spans the row. */
function gridRows(page: Page) {
  return page.locator('main [data-columns]').evaluateAll((grids) =>
    grids
      .filter((grid) => grid.checkVisibility())
      .map((grid) => {
        const cards = Array.from(grid.children) as HTMLElement[];
        const rows = new Map<number, number>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        const last = cards[cards.length - 1];
        const spans =
          !!last && last.getBoundingClientRect().width >= grid.getBoundingClientRect().width - 1;
        return { cards: cards.length, rows: [...rows.values()], lastSpansTheRow: spans };
      }),
  );
}

test.describe('grids', () => {
  const kinds = ['home', 'services', 'service', 'catalog', 'venues', 'venue'] as const;
  for (const viewport of [TABLET, DESKTOP]) {
    for (const kind of kinds) {
      test(`leave no card alone on a row of its own: ${kind} at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await open(page, pageOfKind(kind, 'en').path);
        const grids = await gridRows(page);
        expect(grids.length, 'the page has grids of cards').toBeGreaterThan(0);
        for (const grid of grids) {
          const lastRow = grid.rows[grid.rows.length - 1];
          const alone = grid.rows.length > 1 && lastRow === 1 && !grid.lastSpansTheRow;
          expect(alone, `a grid of ${grid.cards}: rows of ${grid.rows.join(', ')}`).toBe(false);
        }
      });
    }
  }
});

/** How many lines the words `text` take inside `container` (where they first appear). */
function linesTaken(container: Locator, text: string): Promise<number> {
  return container.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return tops.size;
    }
    return 0;
  }, text);
}

test.describe('balanced lines', () => {
  test.use({ viewport: PHONE });

  for (const language of languages) {
    test(`the service area never breaks inside, headings and buttons balance (${language})`, async ({
      page,
    }) => {
      // As the site writes it: no-break spaces around each dot.
      const area = serviceArea().join('\u00a0·\u00a0');
      for (const kind of ['home', 'contact'] as const) {
        await open(page, pageOfKind(kind, language).path);
        for (const where of [page.locator('main'), page.locator('footer')]) {
          if (!(await where.textContent())?.includes(area)) continue;
          expect(await linesTaken(where, area), `${kind}: ${area} on one line`).toBe(1);
        }
        const wraps = await page
          .locator('main h1, main h2, header a[href*="contact"]')
          .evaluateAll((elements) =>
            elements.map((element) => getComputedStyle(element).getPropertyValue('text-wrap')),
          );
        expect(
          wraps.every((wrap) => wrap.includes('balance')),
          wraps.join(),
        ).toBe(true);
      }
    });
  }
});

test.describe('the contact form on a phone', () => {
  test.use({ viewport: PHONE });

  test('its checkbox looks enabled, its venue field like the selects', async ({ page }) => {
    await open(page, pageOfKind('contact', 'en').path);
    await waitForHydration(page);
    const checkbox = page.locator('form input[type="checkbox"]').first();
    const looks = () =>
      checkbox.evaluate((box) => {
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const style = getComputedStyle(box);
        const border = luminance(style.borderTopColor);
        const fill = luminance(style.backgroundColor);
        return {
          fill: style.backgroundColor,
          borderContrast: (Math.max(border, fill) + 0.05) / (Math.min(border, fill) + 0.05),
          fillLuminance: fill,
        };
      });
    const unchecked = await looks();
    // Empty: a dark box with an outline that stands out (WCAG 1.4.11: 3:1), not a grey block.
    expect(unchecked.borderContrast).toBeGreaterThanOrEqual(3);
    expect(unchecked.fillLuminance).toBeLessThan(0.05);
    await checkbox.check();
    // Its fill changes through a short transition, whose first frame is the empty box's.
    await expect
      .poll(async () => (await looks()).fill, { message: 'ticked, it fills' })
      .not.toBe(unchecked.fill);

    // The venue is among the inquiry's optional answers, in a group the visitor opens.
    await openMoreDetails(page.locator('main form').filter({ has: page.locator('details') }));
    const select = page.locator('form select').first();
    const combobox = page.getByRole('combobox', {
      name: new RegExp(translation('en', 'contact:fields.venue')),
    });
    await expect(combobox).toHaveAttribute(
      'placeholder',
      (await select.locator('option').first().textContent()) ?? '',
    );
    const selectChevron = await select.evaluate(
      (element) => getComputedStyle(element).backgroundImage,
    );
    const venueChevron = await combobox.evaluate(
      (input) => getComputedStyle(input.nextElementSibling ?? input).maskImage,
    );
    const path = (image: string) => /d=(?:'|%27)([^'%]+)/.exec(decodeURIComponent(image))?.[1];
    expect(path(selectChevron)).toBeTruthy();
    expect(path(venueChevron)).toBe(path(selectChevron));
  });

  test('a focused field never hides under the top bar', async ({ page }) => {
    await open(page, pageOfKind('contact', 'en').path);
    await waitForHydration(page);
    const form = page.locator('main form').first();
    await form.locator('input, select, textarea').first().focus();
    const fields = await form.locator('input:not([type="hidden"]), select, textarea').count();
    for (let press = 0; press < fields; press += 1) {
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const form = document.querySelector('main form');
        if (!focused || !form?.contains(focused)) return null;
        const bar = document.querySelector('header')?.getBoundingClientRect();
        const box = focused.getBoundingClientRect();
        return bar && box.top < bar.bottom ? focused.outerHTML.slice(0, 80) : null;
      });
      expect(hidden, 'a focused field under the top bar').toBeNull();
      await page.keyboard.press('Tab');
    }
  });
});

test.describe('the gobo designer, named in passing', () => {
  for (const language of languages) {
    test(`is linked wherever a page names it (${language})`, async ({ page }) => {
      const phrases = (readLocale(language, 'common').mentions as Record<string, string[]>)[
        'gobo-designer'
      ];
      expect(phrases?.length, 'common.json names the gobo designer').toBeGreaterThan(0);
      const designer = pageOfKind('gobo-designer', language).path;
      // The pages whose own texts name it (their namespace, or the catalog's items).
      const naming = pagesIn(language).filter((candidate) => {
        if (candidate.page.kind === 'gobo-designer') return false;
        const namespaces = [namespaceOf(candidate.page.titleKey)];
        if (candidate.page.kind === 'catalog') namespaces.push('catalog-items');
        return namespaces.some((ns) => {
          const text = JSON.stringify(readLocale(language, ns)).toLowerCase();
          return phrases!.some((phrase) => text.includes(phrase.toLowerCase()));
        });
      });
      expect(naming.length, 'pages that name the designer').toBeGreaterThan(0);
      for (const { path } of naming) {
        await open(page, path);
        const paragraphs = await page.locator('main p').evaluateAll(
          (elements, words) =>
            elements
              .filter((p) =>
                words.some((word) => (p.textContent ?? '').toLowerCase().includes(word)),
              )
              .map((p) => ({
                text: (p.textContent ?? '').slice(0, 60),
                links: Array.from(p.querySelectorAll('a'), (a) => a.getAttribute('href')),
              })),
          phrases!.map((phrase) => phrase.toLowerCase()),
        );
        expect(paragraphs.length, `${path} names it`).toBeGreaterThan(0);
        for (const paragraph of paragraphs) {
          expect(paragraph.links, `${path}: "${paragraph.text}…"`).toContain(designer);
        }
      }
    });
  }
});

test.describe('pictures', () => {
  test.use({ viewport: DESKTOP });

  for (const kind of PAGE_KINDS) {
    test(`none shows twice on one page: ${kind}`, async ({ page }) => {
      await open(page, pageOfKind(kind, 'en').path);
      const files = await page
        .locator('main picture img')
        .evaluateAll((images) =>
          images.map((img) => (img.getAttribute('src') ?? '').split('/').pop() ?? ''),
        );
      expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
    });
  }
});

test.describe('axe on the phone layouts', () => {
  test.use({ viewport: PHONE });

  for (const kind of ['home', 'service', 'venue', 'venues', 'contact'] as const) {
    test(`finds no WCAG 2.2 AA violation: ${kind}`, async ({ page }) => {
      await open(page, pageOfKind(kind, 'en').path);
      await waitForHydration(page);
      await expectNoAxeViolations(page, `the ${kind} page at 390 px`);
    });
  }
});
