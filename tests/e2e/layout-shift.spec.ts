/**
 * Nothing on the page moves by itself while it loads and hydrates (CLS 0):
 * one page of each kind, on a phone and on a desktop. Layout shifts are
 * counted by Chromium itself, from the first paint until the page has
 * settled, leaving out any that follow the visitor's input.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAGE_KINDS } from '../../src/config/constants';
import { pageOfKind } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { stubExternalRequests, waitForHydration } from './support/page-helpers';

interface Shift {
  value: number;
  sources: string[];
}

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

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
        await recordShifts(page);
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Shift[] }).__shifts,
        );
        expect(shifts, 'elements that moved by themselves while the page loaded').toEqual([]);
      });
    }
  });
}
