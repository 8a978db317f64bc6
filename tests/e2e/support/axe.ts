/**
 * axe-core with the WCAG 2.2 AA rules, its findings as readable lines.
 *
 * axe runs in the page itself, as @axe-core/playwright's legacy mode runs
 * it, but its 650 KB source is evaluated once per page and frame instead of
 * twice per check: that evaluation took as long as the check itself (about
 * 0.3 s each on a 2-core machine), so a page's check now costs about 0.6 s
 * instead of 1.1. Frames of the same origin are checked with the page (the
 * editor's preview); the site embeds none from another origin, and the
 * tests stub outside hosts.
 */
import axe, { type AxeResults, type Result } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface WithAxe {
  axe?: typeof axe;
}

/** Puts axe in the frame unless it is there already (a second check of the same page). */
const INSTALL_AXE = `if (!window.axe) {
${axe.source}
}
window.axe.configure({ allowedOrigins: ['<same_origin>'] });`;

async function installAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => (window as WithAxe).axe !== undefined);
  if (!present) await frame.evaluate(INSTALL_AXE);
}

async function installInEveryFrame(page: Page): Promise<void> {
  await installAxe(page.mainFrame());
  for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
    // A frame that goes away, or refuses scripts, is left out, as @axe-core/playwright did.
    await installAxe(frame).catch(() => undefined);
  }
}

/**
 * Waits for the CSS transitions running in the frame to end. axe reads each
 * colour as it is drawn at that moment: halfway through a transition (the
 * editor's field labels fade between their resting and focused colours) it
 * would judge a colour that shows for a fraction of a second, and fail a
 * screen that passes once it has settled.
 */
async function transitionsEnded(frame: Frame): Promise<void> {
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One line per violated rule, with the elements concerned. */
export async function axeViolations(page: Page): Promise<string[]> {
  await installInEveryFrame(page);
  for (const frame of page.frames()) {
    // As above, a frame that goes away meanwhile is left out.
    await transitionsEnded(frame).catch(() => undefined);
  }
  // Only violations are read, so axe skips listing every element that passed
  // each rule: the same violations, each with all its elements, in about a
  // third less time.
  const violations: Result[] = await page.evaluate(
    (tags) =>
      ((window as WithAxe).axe as typeof axe)
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results: AxeResults) => results.violations),
    WCAG_22_AA,
  );
  return violations.map(
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
