/** @jest-environment node */
/**
 * The site's browser tests share one page per worker (`reuseContext` in
 * playwright.config.ts). Between tests Playwright resets the page's storage,
 * cache, routes, init scripts, clock and emulation, but not what a test sets
 * on the shared context itself (permissions, geolocation, offline, extra
 * headers), nor the tab's history: a spec that changed those would leak into
 * the next test. A spec that needs them makes its own context with
 * `browser.newContext()`, which is never reused, under a name other than
 * `context` (the fixture's, which this test looks for). Every spec is held
 * to it, the editor's too, so that a spec can move between projects.
 */
import fs from 'node:fs';
import path from 'node:path';

const E2E_DIR = path.resolve(__dirname, '..', '..', 'e2e');

/** Calls on the shared context (the `context` fixture, or the page's own) that outlive the test. */
const KEPT_CONTEXT_STATE =
  /\b(?:context|page\.context\(\))\s*\.\s*(grantPermissions|setGeolocation|setOffline|setExtraHTTPHeaders)\s*\(/g;
/** The history's length counts the earlier tests' visits. */
const HISTORY_LENGTH = /\bhistory\.length\b/g;

/** Each use, in `source`, of state the reused page keeps from one test to the next. */
function stateKeptAcrossTests(source: string): string[] {
  return [
    ...[...source.matchAll(KEPT_CONTEXT_STATE)].map((match) => `context.${match[1]}()`),
    ...[...source.matchAll(HISTORY_LENGTH)].map(() => 'history.length'),
  ];
}

describe('what the reused page keeps between tests', () => {
  it('is found in a spec that sets it on the shared context or reads the history length', () => {
    expect(
      stateKeptAcrossTests(`
        await context.grantPermissions(['clipboard-read']);
        await page.context().setOffline(true);
        expect(await page.evaluate(() => history.length)).toBe(1);
      `),
    ).toEqual(['context.grantPermissions()', 'context.setOffline()', 'history.length']);
  });

  it('is not found on a context the spec makes for itself', () => {
    expect(
      stateKeptAcrossTests(`
        const own = await browser.newContext();
        await own.grantPermissions(['clipboard-read']);
        await page.goBack();
      `),
    ).toEqual([]);
  });

  const specs = fs.readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts'));

  it.each(specs)('is used by no spec: %s', (spec) => {
    const source = fs.readFileSync(path.join(E2E_DIR, spec), 'utf8');
    expect(stateKeptAcrossTests(source)).toEqual([]);
  });
});
