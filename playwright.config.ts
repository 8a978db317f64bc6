import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './scripts/chromium';
import { HOST_URL, PLAIN_HOST_URL } from './tests/e2e/support/hosts';

const portOf = (url: string) => new URL(url).port;

const isCI = !!process.env.CI;

/** The specs that serve sites built from copies of the project (scripts/project-copy/built-sites.ts). */
const SITE_COPIES = /[\\/](analytics|venue-field-many-venues)\.spec\.ts$/;
/** The owner's journeys through the editor (see their project). */
const EDITOR_JOURNEYS = /[\\/]editor-journeys\.spec\.ts$/;
/** The editor's other specs: its guards, screens and launch list (see their project). */
const EDITOR_SPECS = /[\\/]editor(-(?!journeys)[a-z]+)?\.spec\.ts$/;
/**
 * How many times each journey runs: once by default, retried like every
 * test; `npm run test:editor:repeat` runs each three times, never retried,
 * so that one failing once in three shows (run it after a change to src/editor/).
 */
const JOURNEY_RUNS = Number(process.env.EDITOR_JOURNEY_RUNS ?? 1);

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
      testIgnore: [SITE_COPIES, EDITOR_JOURNEYS, EDITOR_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        // One context and page per worker, reset by Playwright between tests
        // (storage, cache, routes, init scripts, clock, viewport): the page's
        // renderer process and its compiled scripts, axe's included, carry
        // over, about a third of a visit's CPU. Every request is made again,
        // so tests that watch the network see what a first visit fetches. Not
        // reset: what a test sets on the context itself (permissions,
        // geolocation, offline, extra headers) and the tab's history, which
        // only grows; tests/unit/testing/reused-page.test.ts keeps specs from
        // relying on either. The editor's tests ran slower with it: each has
        // its own origin. docs/testing.md has the figures.
        reuseContext: true,
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // Each editor test starts the local editor over a copy of the project and
      // loads the whole editor app: on a busy 2-core machine that alone can take
      // most of the default 30 s, so they get the journeys' time.
      name: 'editor',
      testMatch: EDITOR_SPECS,
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // The owner's journeys through the editor (tests/e2e/editor-journeys.spec.ts).
      // A journey signs in, goes through one or two screens and saves.
      name: 'editor journeys',
      testMatch: EDITOR_JOURNEYS,
      repeatEach: JOURNEY_RUNS,
      ...(JOURNEY_RUNS > 1 ? { retries: 0 } : {}),
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: browserLaunchOptions(),
      },
    },
    {
      // Sites built from copies of the project (each analytics service on; a thousand
      // venues): their builds take every core for minutes, so they come after the rest.
      name: 'chromium, site copies',
      testMatch: SITE_COPIES,
      dependencies: ['chromium', 'editor', 'editor journeys'],
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
