/** @jest-environment node */
/**
 * The live checks of the public domain and of outside services, against
 * answers made up here (the tests' hosts are all local, where these checks
 * say "not checked"): https, www/apex, the canonical address, the editor's
 * sign-in; and which addresses count as local.
 */
import { isLocalHost, liveContext } from '../../../scripts/live-check/context';
import {
  canonicalHostCheck,
  httpsCheck,
  otherForm,
  signInCheck,
  wwwApexCheck,
} from '../../../scripts/live-check/outside-checks';
import { REAL_COMPANY, siteYamlWith, validated } from '../launch/support/projects';
import type { Setting } from '../../../scripts/project-copy/yaml-edits';

const SITE_URL = 'https://www.brightnight-events.com';

interface MadeUpAnswer {
  status: number;
  location?: string;
  body?: string;
  cookies?: string[];
}

/** Answers by address; an address not listed has no server (ENOTFOUND). */
function serve(answers: Record<string, MadeUpAnswer>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = answers[url];
    if (!answer)
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    const headers = new Headers(answer.location ? { location: answer.location } : {});
    for (const cookie of answer.cookies ?? []) headers.append('set-cookie', cookie);
    return new Response(answer.body ?? '', { status: answer.status, headers });
  });
}

function context(
  origin: string,
  settings: Setting[] = [],
  strict = false,
  environment: Record<string, string> = {},
) {
  return liveContext({
    origin,
    site: validated(siteYamlWith(REAL_COMPANY, settings)),
    publicDir: 'public',
    strict,
    sendTestInquiry: false,
    environment,
  });
}

afterEach(() => jest.restoreAllMocks());

describe('which addresses are local', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '127.8.0.1',
    '10.0.0.5',
    '192.168.1.20',
    '172.20.0.3',
    '::1',
    '[::1]',
    'site.localhost',
  ])('%s is', (host) => expect(isLocalHost(host)).toBe(true));
  it.each(['www.brightnight-events.com', '8.8.8.8', '172.32.0.1', 'brightnight.netlify.app'])(
    '%s is not',
    (host) => expect(isLocalHost(host)).toBe(false),
  );
});

describe('the public domain’s checks', () => {
  it('say "not checked: local address" on a local address', async () => {
    for (const check of [httpsCheck, wwwApexCheck, canonicalHostCheck]) {
      expect(await check.run(context('http://127.0.0.1:9000'))).toEqual({
        status: 'not-checked',
        reason: 'local address',
      });
    }
  });

  it('are not checked on another host than siteUrl’s (a preview)', async () => {
    expect(await httpsCheck.run(context('https://brightnight.netlify.app'))).toMatchObject({
      status: 'not-checked',
      reason: expect.stringContaining('is not the site’s domain') as string,
    });
  });

  it('pass on a domain set up right', async () => {
    serve({
      'http://www.brightnight-events.com/': { status: 301, location: `${SITE_URL}/` },
      'https://brightnight-events.com/': { status: 301, location: `${SITE_URL}/` },
      [`${SITE_URL}/`]: { status: 200, body: '<html lang="en">' },
    });
    const site = context(SITE_URL);
    for (const check of [httpsCheck, wwwApexCheck, canonicalHostCheck]) {
      expect((await check.run(site)).status).toBe('pass');
    }
  });

  it('fail with the fix on one set up wrong: no https, the bare domain not answering, www redirecting away', async () => {
    serve({
      'http://www.brightnight-events.com/': { status: 200 },
      [`${SITE_URL}/`]: { status: 301, location: 'https://brightnight-events.com/' },
    });
    const site = context(SITE_URL);
    expect(await httpsCheck.run(site)).toMatchObject({
      status: 'fail',
      problems: [
        'GET http://www.brightnight-events.com/: expected a permanent redirect to https://www.brightnight-events.com/, got 200',
      ],
    });
    expect(await wwwApexCheck.run(site)).toMatchObject({
      status: 'fail',
      problems: [
        expect.stringContaining(
          'https://brightnight-events.com/ could not be reached (ENOTFOUND)',
        ) as string,
      ],
    });
    expect(await canonicalHostCheck.run(site)).toMatchObject({
      status: 'fail',
      problems: [
        `GET ${SITE_URL}/: expected the home page (200), got 301 → https://brightnight-events.com/`,
      ],
      fix: expect.stringContaining('primary domain') as string,
    });
  });

  it('the other form of a host', () => {
    expect(otherForm('www.brightnight-events.com')).toBe('brightnight-events.com');
    expect(otherForm('brightnight-events.com')).toBe('www.brightnight-events.com');
    expect(otherForm('events.brightnight.com')).toBeNull();
  });
});

describe('the editor’s sign-in', () => {
  const github: Setting[] = [
    [
      ['editor'],
      {
        backend: 'github',
        repo: 'brightnight/site',
        branch: 'main',
        reviewBeforePublishing: false,
      },
    ],
  ];
  const auth =
    'https://api.netlify.com/auth?provider=github&site_id=www.brightnight-events.com&scope=repo';

  it('Netlify Identity answers on the deployed site only', async () => {
    const identity: Setting[] = [[['editor', 'backend'], 'git-gateway']];
    expect(await signInCheck.run(context('http://127.0.0.1:9000', identity))).toMatchObject({
      status: 'not-checked',
      reason: expect.stringMatching(/^local address/) as string,
    });
    serve({ [`${SITE_URL}/.netlify/identity/settings`]: { status: 404, body: 'Not found' } });
    expect(await signInCheck.run(context(SITE_URL, identity))).toMatchObject({
      status: 'fail',
      fix: expect.stringContaining('Identity') as string,
    });
  });

  it('an outside sign-in service out of reach is "not checked: unreachable", a failure with --strict', async () => {
    serve({});
    expect(await signInCheck.run(context(SITE_URL, github))).toMatchObject({
      status: 'not-checked',
      reason: expect.stringMatching(/^unreachable: the GitHub sign-in service/) as string,
    });
    expect((await signInCheck.run(context(SITE_URL, github, true))).status).toBe('fail');
  });

  it('Netlify’s OAuth service is asked for the published site only', async () => {
    serve({});
    expect(await signInCheck.run(context('http://127.0.0.1:9000', github, true))).toEqual({
      status: 'not-checked',
      reason:
        'local address: the GitHub sign-in service at https://api.netlify.com can be checked on the deployed site only',
    });
  });

  it('GitHub through Netlify’s OAuth service: reachable passes', async () => {
    serve({
      [auth]: { status: 302, location: 'https://github.com/login/oauth/authorize?client_id=x' },
    });
    expect((await signInCheck.run(context(SITE_URL, github))).status).toBe('pass');
  });
});

describe('the editor’s own GitHub sign-in on Cloudflare Pages', () => {
  const cloudflare: Setting[] = [
    [['deploy', 'host'], 'cloudflare'],
    [['forms', 'provider'], 'endpoint'],
    [['forms', 'endpoint'], 'https://formspree.io/f/brightnight'],
  ];
  const LOCAL = 'http://127.0.0.1:9000';
  const first = (origin: string) =>
    `${origin}/oauth/auth?provider=github&site_id=${new URL(origin).hostname}&scope=repo`;
  const toGitHub = (origin: string, overrides: Record<string, string> = {}) =>
    `https://github.com/login/oauth/authorize?${new URLSearchParams({
      client_id: 'Iv1.brightnight',
      redirect_uri: `${origin}/oauth/callback`,
      scope: 'repo',
      state: 'fresh-state',
      ...overrides,
    }).toString()}`;
  const STATE_KEPT =
    '__Host-editor-sign-in-state=fresh-state; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax';

  it('passes when its first step sends the window to GitHub with the app, its callback and a state kept in a cookie, on the live site and locally', async () => {
    for (const origin of [SITE_URL, LOCAL]) {
      serve({
        [first(origin)]: { status: 302, location: toGitHub(origin), cookies: [STATE_KEPT] },
      });
      expect(await signInCheck.run(context(origin, cloudflare))).toEqual({
        status: 'pass',
        summary:
          '/oauth/auth sends the editor to GitHub’s sign-in for the app Iv1.brightnight, with a fresh state kept in a cookie',
      });
      jest.restoreAllMocks();
    }
  });

  it('compares the client id with GITHUB_CLIENT_ID when it is given', async () => {
    serve({
      [first(SITE_URL)]: { status: 302, location: toGitHub(SITE_URL), cookies: [STATE_KEPT] },
    });
    const checked = context(SITE_URL, cloudflare, false, { GITHUB_CLIENT_ID: 'Iv1.another' });
    expect(await signInCheck.run(checked)).toMatchObject({
      status: 'fail',
      problems: [
        expect.stringContaining('names the client id Iv1.brightnight, not Iv1.another') as string,
      ],
    });
  });

  it('says in words what is wrong with a first step set up wrong', async () => {
    serve({
      [first(SITE_URL)]: {
        status: 302,
        location: toGitHub('https://elsewhere.example.net', { state: '' }),
        cookies: ['__Host-editor-sign-in-state=fresh-state; Path=/; Secure; SameSite=Lax'],
      },
    });
    const outcome = await signInCheck.run(context(SITE_URL, cloudflare));
    expect(outcome).toMatchObject({ status: 'fail' });
    const problems = outcome.status === 'fail' ? outcome.problems : [];
    expect(problems.map((problem) => problem.replace(/^GET \S+: /, ''))).toEqual([
      `asks GitHub to come back to https://elsewhere.example.net/oauth/callback, not to ${SITE_URL}/oauth/callback`,
      'sends no state (nothing would tell its own sign-ins from another site’s)',
      'keeps no cookie with the state it sent, so no sign-in could be finished',
      'sets its state cookie without HttpOnly',
    ]);
  });

  it('names the page the sign-in answered instead, with the fix: the variables, or the worker not published', async () => {
    serve({
      [first(SITE_URL)]: {
        status: 500,
        body: '<main><h1>Signing in is not set up yet</h1><p>…</p></main>',
      },
    });
    expect(await signInCheck.run(context(SITE_URL, cloudflare))).toMatchObject({
      status: 'fail',
      problems: [
        `GET ${first(SITE_URL).slice(SITE_URL.length)}: expected a redirect to GitHub’s sign-in, got 500: “Signing in is not set up yet”`,
      ],
      fix: expect.stringContaining('set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET') as string,
    });
    jest.restoreAllMocks();
    serve({ [first(SITE_URL)]: { status: 404, body: '<h1>Page not found</h1>' } });
    expect(await signInCheck.run(context(SITE_URL, cloudflare))).toMatchObject({
      status: 'fail',
      fix: expect.stringContaining('_worker.js and _routes.json') as string,
    });
  });
});
