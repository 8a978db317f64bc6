/**
 * Nothing on the page moves by itself while it loads and hydrates (CLS 0):
 * one page of each kind, on a phone and on a desktop; and with what the
 * browser tab keeps, which the server's HTML cannot know: the header's
 * count of the visitor's event list, the list landed at from a link that
 * adds to it, and the thank-you page's summary of what was sent. Layout
 * shifts are counted by Chromium itself, from the first paint until the
 * page has settled, leaving out any that follow the visitor's input.
 */
import { expect, test } from '@playwright/test';
import { PAGE_KINDS } from '../../src/config/constants';
import { EVENT_LIST_KEY } from '../../src/lib/event-list/entries';
import { SENT_SUMMARY_KEY } from '../../src/lib/forms/sent-summary';
import { catalog } from '../support/content';
import { pageOfKind } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`no layout shift (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const kind of PAGE_KINDS) {
      const { path } = pageOfKind(kind, 'en');
      test(`the ${kind} page ${path}`, async ({ page }) => {
        await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
        await recordLayoutShifts(page);
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(
          await layoutShiftsOf(page),
          'elements that moved by themselves while the page loaded',
        ).toEqual([]);
      });
    }

    test('with an event list and a sent summary in the tab', async ({ page }) => {
      await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
      await page.goto(pageOfKind('home', 'en').path);
      const [first, second] = catalog().items;
      await page.evaluate(
        ([listKey, summaryKey, item]) => {
          window.sessionStorage.setItem(listKey, JSON.stringify([{ kind: 'item', id: item }]));
          window.sessionStorage.setItem(
            summaryKey,
            JSON.stringify({
              form: 'event-inquiry',
              rows: [
                { label: 'Name', value: 'Ana Rossi' },
                { label: 'Email', value: 'ana@example.com' },
                { label: 'Rental item', value: 'A light' },
              ],
            }),
          );
        },
        [EVENT_LIST_KEY, SENT_SUMMARY_KEY, first!.id] as const,
      );
      await recordLayoutShifts(page);
      const paths = [
        pageOfKind('catalog', 'en').path,
        // Landed at from "Ask about this": the list's rows appear in the room kept for them.
        `${pageOfKind('contact', 'en').path}?item=${second!.id}#inquiry`,
        pageOfKind('thank-you', 'en').path,
      ];
      for (const path of paths) {
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(await layoutShiftsOf(page), `elements that moved by themselves on ${path}`).toEqual(
          [],
        );
      }
    });
  });
}
