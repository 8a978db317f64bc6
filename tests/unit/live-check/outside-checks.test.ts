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

/** Answers by address; an address not listed has no server (ENOTFOUND). */
function serve(answers: Record<string, { status: number; location?: string; body?: string }>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = answers[url];
    if (!answer)
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    return new Response(answer.body ?? '', {
      status: answer.status,
      headers: answer.location ? { location: answer.location } : {},
    });
  });
}

function context(origin: string, settings: Setting[] = [], strict = false) {
  return liveContext({
    origin,
    site: validated(siteYamlWith(REAL_COMPANY, settings)),
    publicDir: 'public',
    strict,
    sendTestInquiry: false,
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
    expect(await signInCheck.run(context('http://127.0.0.1:9000'))).toMatchObject({
      status: 'not-checked',
      reason: expect.stringMatching(/^local address/) as string,
    });
    serve({ [`${SITE_URL}/.netlify/identity/settings`]: { status: 404, body: 'Not found' } });
    expect(await signInCheck.run(context(SITE_URL))).toMatchObject({
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

  it('GitHub through Netlify’s OAuth service: reachable passes', async () => {
    serve({
      [auth]: { status: 302, location: 'https://github.com/login/oauth/authorize?client_id=x' },
    });
    expect((await signInCheck.run(context(SITE_URL, github))).status).toBe('pass');
  });
});
