/**
 * The editor's own GitHub sign-in on Cloudflare Pages, in Cloudflare's local
 * runtime (wrangler pages dev): the worker the build writes, in a copy of the
 * built site (support/site-copy.ts), with the Pages project's variables, and a
 * stand-in for GitHub's two sign-in addresses (support/github-stand-in.ts).
 * Over plain HTTP: each step and each failure. In Chromium: Decap's own
 * sign-in getting the token, and another website's page getting nothing.
 * And `npm run check:live`'s sign-in check, passing on it and failing, in
 * words, on the same site without its variables.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { STATE_COOKIE } from '../../src/sign-in/settings';
import { browserLaunchOptions } from '../../scripts/chromium';
import { copyProject, type ProjectCopy } from '../../scripts/project-copy/project-copy';
import { siteYamlWith } from '../../scripts/project-copy/yaml-edits';
import { checkLive, failedChecks } from './support/check-live';
import { freePort } from './support/free-port';
import {
  REFUSED_CODE,
  STAND_IN_APP,
  startGitHubStandIn,
  tokenFor,
  type GitHubStandIn,
} from './support/github-stand-in';
import { startCloudflare, type RunningHost } from './support/runtimes';
import { builtSiteCopy, writeEditorConfig, type BuiltSiteCopy } from './support/site-copy';

const START_TIMEOUT_MS = 180_000;
const BROWSER_TIMEOUT_MS = 150_000;
const CHECK_LIVE_TIMEOUT_MS = 180_000;

let gitHub: GitHubStandIn;
let copy: BuiltSiteCopy;
/** The same site, published without its variables. */
let unsetDir: string;
let site: RunningHost;
let unset: RunningHost;

beforeAll(async () => {
  gitHub = await startGitHubStandIn();
  copy = builtSiteCopy('cloudflare');
  unsetDir = path.join(path.dirname(copy.dir), 'unset', 'public');
  fs.cpSync(copy.dir, unsetDir, { recursive: true });
  // The editor signs in on the site's own address: here, the runtime's.
  const port = await freePort();
  writeEditorConfig(copy.dir, { ...copy.site, siteUrl: `http://127.0.0.1:${port}` });
  const [withVariables, without] = await Promise.allSettled([
    startCloudflare(copy.dir, {
      port,
      variables: {
        GITHUB_CLIENT_ID: STAND_IN_APP.clientId,
        GITHUB_CLIENT_SECRET: STAND_IN_APP.clientSecret,
        GITHUB_URL_FOR_TESTS: gitHub.origin,
      },
    }),
    startCloudflare(unsetDir),
  ]);
  if (withVariables.status === 'fulfilled') site = withVariables.value;
  if (without.status === 'fulfilled') unset = without.value;
  for (const result of [withVariables, without]) {
    if (result.status === 'rejected') throw result.reason;
  }
}, START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([site?.stop(), unset?.stop(), gitHub?.stop()]);
  copy?.remove();
});

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', headers });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    body: await response.text(),
  };
}

/** The page's heading and paragraphs, as a person reads them. */
function wordsOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

const FIRST_STEP = '/oauth/auth?provider=github&site_id=127.0.0.1&scope=repo';

/** The first step, as the editor's sign-in window asks it: where it leads, and the state cookie. */
async function firstStep(): Promise<{ toGitHub: URL; state: string; cookie: string }> {
  const answer = await get(`${site.origin}${FIRST_STEP}`, { 'Sec-Fetch-Site': 'same-origin' });
  expect(answer.status).toBe(302);
  const toGitHub = new URL(answer.location ?? '');
  const state = toGitHub.searchParams.get('state') ?? '';
  return { toGitHub, state, cookie: `${STATE_COOKIE}=${state}` };
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a window to close; if it stays open, says where it stopped and what it shows. */
async function closed(signInWindow: Page, timeoutMs = 30_000): Promise<void> {
  try {
    await until(() => signInWindow.isClosed(), timeoutMs);
  } catch {
    const shown = await signInWindow
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(nothing readable)');
    throw new Error(
      `The sign-in window was still open after ${timeoutMs / 1000} s, at ${signInWindow.url()}, showing: ${shown}`,
    );
  }
}

/** The data the hand-off page gives its script. */
function handOffData(html: string): { origin: string; handshake: string; message: string } {
  const data = /<script type="application\/json" id="sign-in">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(data ?? 'null') as { origin: string; handshake: string; message: string };
}

describe('over plain HTTP, in Cloudflare’s runtime', () => {
  it('sends the window to GitHub with the app’s client id, the callback, the permissions and a state kept in a cookie', async () => {
    const answer = await get(`${site.origin}${FIRST_STEP}`);
    expect(answer.status).toBe(302);
    const toGitHub = new URL(answer.location ?? '');
    expect(`${toGitHub.origin}${toGitHub.pathname}`).toBe(`${gitHub.origin}/login/oauth/authorize`);
    const state = toGitHub.searchParams.get('state') ?? '';
    expect(Object.fromEntries(toGitHub.searchParams)).toEqual({
      client_id: STAND_IN_APP.clientId,
      redirect_uri: `${site.origin}/oauth/callback`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(answer.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it('finishes a sign-in: the code traded with the app’s secret, the token handed to the site’s own address only', async () => {
    const { toGitHub, state, cookie } = await firstStep();
    const back = await get(toGitHub.href);
    const callback = new URL(back.location ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${site.origin}/oauth/callback`);
    const code = callback.searchParams.get('code') ?? '';
    expect(callback.searchParams.get('state')).toBe(state);

    const answer = await get(callback.href, { Cookie: cookie });
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(gitHub.exchanges.at(-1) ?? [])).toEqual({
      client_id: STAND_IN_APP.clientId,
      client_secret: STAND_IN_APP.clientSecret,
      code,
      redirect_uri: `${site.origin}/oauth/callback`,
    });
    expect(handOffData(answer.body)).toEqual({
      origin: site.origin,
      handshake: 'authorizing:github',
      message: `authorization:github:success:${JSON.stringify({ token: tokenFor(code), provider: 'github' })}`,
    });
    expect(answer.body).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(answer.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; script-src 'sha256-[\w+/=]+'; style-src 'sha256-[\w+/=]+';/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([
      `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it('refuses a state it did not give this browser, and never asks GitHub', async () => {
    const { toGitHub } = await firstStep();
    const other = await firstStep();
    const back = new URL((await get(toGitHub.href)).location ?? '');
    const exchanges = gitHub.exchanges.length;
    for (const cookie of [other.cookie, '']) {
      const answer = await get(back.href, cookie ? { Cookie: cookie } : {});
      expect(answer.status).toBe(403);
      expect(wordsOf(answer.body)).toMatch(
        /^This sign-in could not be confirmed GitHub sent you back here, but not from a sign-in started in this browser in the last ten minutes\..* Open the editor$/,
      );
      expect(answer.body).not.toContain('authorization:github');
    }
    expect(gitHub.exchanges.length).toBe(exchanges);
  });

  it('says what is missing when GitHub sends no code', async () => {
    const { state, cookie } = await firstStep();
    const answer = await get(`${site.origin}/oauth/callback?state=${state}`, { Cookie: cookie });
    expect(answer.status).toBe(400);
    expect(wordsOf(answer.body)).toMatch(
      /^GitHub’s answer was incomplete GitHub sent you back without the code that proves who you are/,
    );
  });

  it('says in words when GitHub refuses the code', async () => {
    const { state, cookie } = await firstStep();
    const answer = await get(`${site.origin}/oauth/callback?code=${REFUSED_CODE}&state=${state}`, {
      Cookie: cookie,
    });
    expect(answer.status).toBe(502);
    expect(gitHub.exchanges.at(-1)?.get('code')).toBe(REFUSED_CODE);
    expect(wordsOf(answer.body)).toMatch(
      /^GitHub did not accept this sign-in GitHub says the sign-in was not finished in time, or was already used\./,
    );
    expect(answer.body).not.toContain('authorization:github');
  });

  it('refuses a sign-in window another website opened', async () => {
    for (const from of ['cross-site', 'same-site']) {
      const answer = await get(`${site.origin}${FIRST_STEP}`, { 'Sec-Fetch-Site': from });
      expect(answer.status).toBe(403);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(wordsOf(answer.body)).toMatch(
        /^This sign-in did not start from the site’s editor Another website opened this window\./,
      );
    }
  });

  it('without the Pages project’s variables, says which to set and where', async () => {
    const answer = await get(`${unset.origin}${FIRST_STEP}`);
    expect(answer.status).toBe(500);
    expect(wordsOf(answer.body)).toMatch(
      /^Signing in is not set up yet The site cannot ask GitHub who you are yet: its settings on Cloudflare Pages lack GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET\. .*Settings → Variables and Secrets/,
    );
  });

  it('leaves every other address to the site’s files, with their headers', async () => {
    const answer = await get(`${site.origin}/oauth/no-such-step`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/<html lang="en"/);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });
});

describe('in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch(browserLaunchOptions());
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    'the editor signs in: Decap’s own sign-in gets the token the site traded for, and the window closes',
    async () => {
      const context = await browser.newContext();
      try {
        // GitHub's API, past the sign-in: the first request shows which token Decap holds.
        const apiRequests: Array<{ path: string; authorization: string | undefined }> = [];
        await context.route('https://api.github.com/**', async (route) => {
          const request = route.request();
          apiRequests.push({
            path: new URL(request.url()).pathname,
            authorization: request.headers().authorization,
          });
          const { pathname } = new URL(request.url());
          if (pathname === '/user')
            return route.fulfill({ json: { login: 'owner', name: 'Owner', avatar_url: '' } });
          return route.fulfill({ status: 404, json: { message: 'Not Found' } });
        });
        const page = await context.newPage();
        // The editor's page waits for Decap's 5 MB script: on a busy machine (the other
        // host tests run beside this one), give it time.
        await page.goto(`${site.origin}/admin/`, { waitUntil: 'commit' });
        const login = page.getByRole('button', { name: /Login with GitHub/i });
        await login.waitFor({ timeout: 90_000 });
        const popup = page.waitForEvent('popup');
        await login.click();
        const signInWindow = await popup;
        // Not waitForEvent('close'): on a busy machine the window can close before
        // this line runs, and Playwright does not replay an event already past.
        await closed(signInWindow);
        await until(() => apiRequests.length > 0);
        const code = gitHub.exchanges.at(-1)?.get('code') ?? '(none traded)';
        expect(apiRequests[0]).toEqual({ path: '/user', authorization: `token ${tokenFor(code)}` });
      } finally {
        await context.close();
      }
    },
    BROWSER_TIMEOUT_MS,
  );

  /** A page of another website that listens to every message it gets. */
  async function anotherSite(page: Page): Promise<() => Promise<string[]>> {
    await page.goto(`${gitHub.origin}/another-site/`);
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      window.addEventListener('message', (event) =>
        heard.push(`${event.origin} ${String(event.data)}`),
      );
    });
    return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  }

  it(
    'another website’s page that opens the sign-in gets nothing: refused at the first step, and never handed a token',
    async () => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const heard = await anotherSite(page);
        // Opening the first step: the browser says another site opened it.
        const opened = page.waitForEvent('popup');
        await page.evaluate(
          (url) => void window.open(url, 'sign-in'),
          `${site.origin}${FIRST_STEP}`,
        );
        const refused = await opened;
        await refused.waitForLoadState('domcontentloaded');
        expect(wordsOf(await refused.content())).toMatch(
          /^This sign-in did not start from the site’s editor/,
        );

        // Even past the first step (as in a browser that does not say who opened the
        // window), the finished sign-in is handed to the site's own address only. The
        // first step in a tab of its own gives this browser its state, up to GitHub's
        // page asking to approve; approved, GitHub sends the person back with a code.
        const tab = await context.newPage();
        gitHub.approveAtOnce = false;
        try {
          await tab.goto(`${site.origin}${FIRST_STEP}`);
        } finally {
          gitHub.approveAtOnce = true;
        }
        expect(tab.url()).toMatch(`${gitHub.origin}/login/oauth/authorize?`);
        const back = (await get(tab.url())).location ?? '';
        const handedOff = page.waitForEvent('popup');
        await page.evaluate((url) => void window.open(url, 'hand-off'), back);
        const handOff = await handedOff;
        await handOff.waitForLoadState('domcontentloaded');
        // The window held a finished sign-in, and waited for an answer from the site's editor.
        const handOffPage = await handOff.content();
        expect(wordsOf(handOffPage)).toMatch(/^Signing you in Signing you in… /);
        expect(handOffData(handOffPage).message).toMatch(/^authorization:github:success:/);
        await handOff.getByText(/^The editor did not answer\./).waitFor({ timeout: 15_000 });
        expect(await heard()).toEqual([]);
      } finally {
        await context.close();
      }
    },
    BROWSER_TIMEOUT_MS,
  );
});

describe('npm run check:live’s sign-in check', () => {
  let project: ProjectCopy;

  beforeAll(() => {
    project = copyProject({
      scope: 'content',
      prefix: 'check-live-sign-in',
      siteYaml: siteYamlWith([
        [['deploy', 'host'], 'cloudflare'],
        [['forms', 'provider'], 'endpoint'],
        [['forms', 'endpoint'], 'https://formspree.io/f/stand-in'],
      ]),
    });
  });

  afterAll(() => project?.remove());

  /** What check:live is told: GitHub's stand-in, and the client id the site should send. */
  const environment = () => ({
    GITHUB_URL_FOR_TESTS: gitHub.origin,
    GITHUB_CLIENT_ID: STAND_IN_APP.clientId,
  });

  it(
    'passes on the site’s sign-in: to GitHub with the app’s client id and a state kept in a cookie',
    async () => {
      const { exitCode, report } = await checkLive(site.origin, {
        dir: copy.dir,
        root: project.root,
        env: environment(),
      });
      expect({ failed: failedChecks(report), exitCode }).toEqual({ failed: {}, exitCode: 0 });
      expect(report.checks.find((check) => check.id === 'sign-in')).toMatchObject({
        status: 'pass',
        summary: `/oauth/auth sends the editor to GitHub’s sign-in for the app ${STAND_IN_APP.clientId}, with a fresh state kept in a cookie`,
      });
    },
    CHECK_LIVE_TIMEOUT_MS,
  );

  it(
    'fails on the same site without its variables, saying what the sign-in answered and what to set',
    async () => {
      const { exitCode, report } = await checkLive(unset.origin, {
        dir: unsetDir,
        root: project.root,
        env: environment(),
      });
      expect(exitCode).toBe(1);
      expect(failedChecks(report)).toEqual({
        'sign-in': [
          `GET ${FIRST_STEP}: expected a redirect to GitHub’s sign-in, got 500: “Signing in is not set up yet”`,
        ],
      });
      expect(report.checks.find((check) => check.id === 'sign-in')?.fix).toMatch(
        /set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET to the Client ID and a client secret of the editor’s GitHub OAuth app/,
      );
    },
    CHECK_LIVE_TIMEOUT_MS,
  );
});
