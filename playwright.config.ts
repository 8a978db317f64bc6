import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './tests/e2e/support/browser';
import { HOST_URL, PLAIN_HOST_URL } from './tests/e2e/support/hosts';

const portOf = (url: string) => new URL(url).port;

const isCI = !!process.env.CI;

/** The specs that build the whole site themselves. */
const SITE_BUILDS = /[\\/](editor-build|analytics)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2, // CI is a 2-core machine
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: HOST_URL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SITE_BUILDS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // Build the whole site (with a venue added in the editor; with each analytics
      // service on): they take every core for minutes, so they run once the other
      // tests are done, not beside them.
      name: 'chromium, site build',
      testMatch: SITE_BUILDS,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
  ],
  webServer: [
    {
      // Host mode: behaves like the production host (_redirects, _headers).
      command: `npx tsx scripts/serve.ts --port ${portOf(HOST_URL)}`,
      url: `${HOST_URL}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      // Plain static host that ignores _redirects.
      command: `npx tsx scripts/serve.ts --port ${portOf(PLAIN_HOST_URL)} --plain`,
      url: `${PLAIN_HOST_URL}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
