import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, used unless E2E_BUNDLED_BROWSER=1 (see scripts/ensure-chromium.sh). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const SYSTEM_CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launch options for the e2e browser.
 * - Default: the system Chromium at $CHROMIUM_PATH (or /usr/bin/chromium) with flags suited to
 *   a headless, offline CI machine.
 * - E2E_BUNDLED_BROWSER=1: Playwright's own downloaded browser, with Playwright's defaults.
 */
export function browserLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  if (env.E2E_BUNDLED_BROWSER === '1') {
    return {};
  }
  return {
    executablePath: env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    args: [...SYSTEM_CHROMIUM_ARGS],
  };
}
