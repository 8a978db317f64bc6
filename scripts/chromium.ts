import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as the tests and the benchmark launch it
 * (scripts/ensure-chromium.sh installs it): where it is, and the flags for a
 * headless, offline machine.
 *
 * The benchmark measures the full browser (`chromium`), as visitors run it.
 * The tests drive Debian's build of Chromium's headless shell
 * (`chromium-headless-shell`): the same Blink and V8 without the browser's
 * window machinery, which Playwright itself uses for headless runs. On a
 * 2-core machine it loads a page in less than half the time
 * (docs/decisions/0011-tests-in-the-headless-shell.md).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const OFFLINE_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The full browser's flags: headless in the browser's own (new) mode. */
export const SYSTEM_CHROMIUM_ARGS: readonly string[] = ['--headless=new', ...OFFLINE_ARGS];

/** $CHROMIUM_PATH, or Debian's Chromium: the browser the benchmark measures. */
export function systemChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * The browser the tests drive: $CHROMIUM_PATH, else the headless shell, else
 * (where it could not be installed) the full browser.
 */
export function testChromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = fs.existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH;
}

/**
 * V8 keeps the source positions of a function's code with the code itself,
 * instead of parsing the function again the first time a position is asked
 * for. Playwright drives every page through the DevTools protocol, under
 * which V8 records a full stack trace at every exception thrown, even one
 * caught. Decap CMS throws and catches several while its 5 MB script starts
 * (feature checks), and the stack's last frame, the script itself, is then
 * parsed a second time, whole: about 2 s of the page's main thread in each
 * editor test. Visitors, without DevTools, never pay it; the site's own
 * pages cost the same either way.
 */
const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';

/**
 * Playwright's launch options for the tests: the browser above with the
 * offline flags (Playwright adds the headless one) and the V8 flag above; with
 * E2E_BUNDLED_BROWSER=1, Playwright's own downloaded browser, with
 * Playwright's defaults.
 */
export function browserLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  if (env.E2E_BUNDLED_BROWSER === '1') return {};
  return {
    executablePath: testChromiumPath(env),
    args: [...OFFLINE_ARGS, EAGER_SOURCE_POSITIONS],
  };
}

/** Playwright's launch options for a benchmark: the full browser, as visitors run it. */
export function benchBrowserLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  if (env.E2E_BUNDLED_BROWSER === '1') return {};
  return { executablePath: systemChromiumPath(env), args: [...SYSTEM_CHROMIUM_ARGS] };
}

/**
 * The full browser's flags for the benchmark's editor timings. They drive the
 * browser through Playwright too, so they keep source positions with the code
 * (above): otherwise they would time a second parse of Decap's script that an
 * owner's browser never makes (about 2 s of the 5–6 s measured without it).
 */
export const EDITOR_TIMING_ARGS: readonly string[] = [
  ...SYSTEM_CHROMIUM_ARGS,
  EAGER_SOURCE_POSITIONS,
];
