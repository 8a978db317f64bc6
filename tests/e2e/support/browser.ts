import type { LaunchOptions } from '@playwright/test';
import { SYSTEM_CHROMIUM_ARGS, systemChromiumPath } from '../../../scripts/chromium';

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
    executablePath: systemChromiumPath(env),
    args: [...SYSTEM_CHROMIUM_ARGS],
  };
}
