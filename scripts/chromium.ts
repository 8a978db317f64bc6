import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as the end-to-end tests and the benchmark launch it
 * (scripts/ensure-chromium.sh installs it): where it is, and the flags for a
 * headless, offline machine.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const SYSTEM_CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** $CHROMIUM_PATH, or Debian's Chromium. */
export function systemChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * Playwright's launch options: the system Chromium at $CHROMIUM_PATH (or
 * /usr/bin/chromium) with the flags above; with E2E_BUNDLED_BROWSER=1,
 * Playwright's own downloaded browser, with Playwright's defaults.
 */
export function browserLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  if (env.E2E_BUNDLED_BROWSER === '1') return {};
  return { executablePath: systemChromiumPath(env), args: [...SYSTEM_CHROMIUM_ARGS] };
}
