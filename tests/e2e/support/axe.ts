/**
 * axe-core with the WCAG 2.2 AA rules, its findings as readable lines.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violated rule, with the elements concerned. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page, its same-origin frames included,
  // instead of merging each frame's results in a blank page opened for every
  // check: the same findings (the site embeds no frame from another origin,
  // and the tests stub outside hosts), in half the time. Only violations
  // are read, so axe skips listing every element that passed each rule: the
  // same violations, each with all its elements, in 0.8-1.1 s instead of
  // 1.1-1.9 s per page. options() replaces every option set before it (the
  // tags of withTags among them), so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Fails with the readable list when axe finds anything; `state` names what is on screen. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe violations with ${state}`).toEqual([]);
}
