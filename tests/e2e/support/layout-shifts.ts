/**
 * Layout shifts as Chromium counts them for CLS: recorded from the page's
 * first paint on, leaving out those that follow the visitor's input, each
 * with the start of the elements that moved (for a failure's message).
 */
import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  sources: string[];
}

interface WithLayoutShifts {
  __layoutShifts?: LayoutShift[];
}

/** Starts recording the page's layout shifts: call it before the page loads. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type ShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    };
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (recordLayoutShifts). */
export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as WithLayoutShifts).__layoutShifts ?? []);
}
