import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './scripts/chromium';
import { HOST_URL, PLAIN_HOST_URL } from './tests/e2e/support/hosts';

const portOf = (url: string) => new URL(url).port;

const isCI = !!process.env.CI;

/** The specs that build the whole site themselves. */
const SITE_BUILDS = /[\\/](editor-build|analytics)\.spec\.ts$/;
/** The owner's journeys through the editor, repeated (see their project). */
const EDITOR_JOURNEYS = /[\\/]editor-journeys\.spec\.ts$/;
/** The spec that builds a copy of the site padded past 100 venues. */
const MANY_VENUES = /[\\/]venue-field-many-venues\.spec\.ts$/;

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
      testIgnore: [SITE_BUILDS, EDITOR_JOURNEYS, MANY_VENUES],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // The owner's journeys through the editor: each three times, never retried, so
      // that one failing once in three runs fails CI (tests/e2e/editor-journeys.spec.ts).
      // A journey signs in and goes through one or two screens and saves: a minute each.
      name: 'editor journeys',
      testMatch: EDITOR_JOURNEYS,
      repeatEach: 3,
      retries: 0,
      timeout: 60_000,
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
      dependencies: ['chromium', 'editor journeys'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // Builds a copy of the site padded past the venues a <select> holds: after the other
      // site builds, not beside them.
      name: 'chromium, many venues',
      testMatch: MANY_VENUES,
      dependencies: ['chromium, site build'],
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
