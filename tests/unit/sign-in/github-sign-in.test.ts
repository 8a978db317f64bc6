/** @jest-environment node */
/**
 * The editor's own GitHub sign-in (Cloudflare Pages), as a function of its
 * requests: the first step sets a state and sends the window to GitHub; the
 * callback takes a code only with the state this browser was given, trades it
 * with GitHub (a stand-in function here) and hands the token to the site's
 * own address only; every failure is a page in words. The same handler,
 * bundled, runs in Cloudflare's runtime in tests/hosts/cloudflare-sign-in.test.ts.
 */
import { createHash } from 'node:crypto';
import { handleSignIn } from '../../../src/sign-in/github-sign-in';
import { STATE_COOKIE } from '../../../src/sign-in/settings';

const SITE = 'https://www.brightnight-events.com';
const ENV = { GITHUB_CLIENT_ID: 'Iv1.brightnight', GITHUB_CLIENT_SECRET: 'secret-of-the-app' };

type GitHubAnswer = { status?: number; json?: unknown; text?: string } | 'unreachable';

/** GitHub's access_token address, answering as told, and what it was sent. */
function gitHub(answer: GitHubAnswer = { json: { access_token: 'gho_token', scope: 'repo' } }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchFromGitHub = jest.fn(async (input: URL, init: RequestInit) => {
    calls.push({ url: input.href, init });
    if (answer === 'unreachable') throw new TypeError('fetch failed');
    const body = answer.text ?? JSON.stringify(answer.json);
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchFromGitHub, calls };
}

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, { headers });
}

async function start(headers: Record<string, string> = {}, query = 'provider=github&scope=repo') {
  const response = await handleSignIn(get(`/oauth/auth?${query}&site_id=x`, headers), ENV);
  if (!response) throw new Error('The handler did not answer its own address.');
  return response;
}

function cookieOf(response: Response): string {
  return response.headers.getSetCookie().join('\n');
}

async function callback(query: string, cookie: string | null, answer?: GitHubAnswer) {
  const stub = gitHub(answer);
  const headers: Record<string, string> = cookie === null ? {} : { Cookie: cookie };
  const response = await handleSignIn(
    get(`/oauth/callback?${query}`, headers),
    ENV,
    stub.fetchFromGitHub,
  );
  if (!response) throw new Error('The handler did not answer its own address.');
  return { response, html: await response.text(), calls: stub.calls };
}

/** A page in words: its heading and its paragraphs as text. */
function wordsOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

function expectPrivatePage(response: Response) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
}

describe('the first step: to GitHub, with a state kept in this browser', () => {
  it('sends the window to GitHub’s sign-in with the app’s client id, the permissions asked, the callback and a state it keeps in a cookie', async () => {
    const response = await start();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    const state = location.searchParams.get('state') ?? '';
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: ENV.GITHUB_CLIENT_ID,
      redirect_uri: `${SITE}/oauth/callback`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(response)).toBe(
      `${STATE_COOKIE}=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives each sign-in its own state', async () => {
    const states = await Promise.all(
      [1, 2, 3].map(async () =>
        new URL((await start()).headers.get('location') ?? '').searchParams.get('state'),
      ),
    );
    expect(new Set(states).size).toBe(3);
  });

  it('asks for public_repo when the editor does, and for repo otherwise', async () => {
    const scopeOf = async (query: string) =>
      new URL((await start({}, query)).headers.get('location') ?? '').searchParams.get('scope');
    expect(await scopeOf('provider=github&scope=public_repo')).toBe('public_repo');
    expect(await scopeOf('provider=github&scope=admin:org')).toBe('repo');
    expect(await scopeOf('provider=github')).toBe('repo');
  });

  it('starts from the site’s own pages (or a browser that does not say), never from another site’s', async () => {
    for (const site of ['same-origin', 'none']) {
      expect((await start({ 'Sec-Fetch-Site': site })).status).toBe(302);
    }
    for (const site of ['cross-site', 'same-site']) {
      const response = await start({ 'Sec-Fetch-Site': site });
      expect(response.status).toBe(403);
      expect(cookieOf(response)).toBe('');
      expectPrivatePage(response);
      expect(wordsOf(await response.text())).toMatch(
        /This sign-in did not start from the site’s editor Another website opened this window/,
      );
    }
  });

  it('signs in with GitHub only', async () => {
    const response = await start({}, 'provider=gitlab');
    expect(response.status).toBe(400);
    expect(wordsOf(await response.text())).toMatch(/works with GitHub only.*“gitlab”/);
  });
});

describe('the settings of the Pages project', () => {
  it('names each variable missing, and where to set it', async () => {
    const missingBoth = await handleSignIn(get('/oauth/auth?provider=github'), {});
    expect(missingBoth?.status).toBe(500);
    expectPrivatePage(missingBoth!);
    expect(wordsOf(await missingBoth!.text())).toMatch(
      /Signing in is not set up yet .* lack GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET\. .* Settings → Variables and Secrets/,
    );
    const missingSecret = await handleSignIn(get('/oauth/callback?code=c&state=s'), {
      GITHUB_CLIENT_ID: 'x',
      GITHUB_CLIENT_SECRET: '  ',
    });
    expect(wordsOf(await missingSecret!.text())).toMatch(/lack GITHUB_CLIENT_SECRET\. .* add it /);
  });

  it('takes a stand-in for GitHub only on this machine (the tests’), so the secret never goes elsewhere', async () => {
    const local = await handleSignIn(get('/oauth/auth?provider=github'), {
      ...ENV,
      GITHUB_URL_FOR_TESTS: 'http://127.0.0.1:9/',
    });
    expect(local?.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/login\/oauth\/authorize\?/,
    );
    for (const elsewhere of ['https://github.example.net', 'not an address']) {
      const stub = gitHub();
      const response = await handleSignIn(
        get('/oauth/callback?code=c&state=s', { Cookie: `${STATE_COOKIE}=s` }),
        { ...ENV, GITHUB_URL_FOR_TESTS: elsewhere },
        stub.fetchFromGitHub,
      );
      expect(response?.status).toBe(500);
      expect(wordsOf(await response!.text())).toMatch(
        /set up for tests only .* GITHUB_URL_FOR_TESTS/,
      );
      expect(stub.calls).toEqual([]);
    }
  });
});

describe('the callback: the code, only with this browser’s state', () => {
  const STATE = 'a-state-this-browser-was-given';
  const WITH_STATE = `${STATE_COOKIE}=${STATE}; other=1`;

  it('trades the code with the app’s secret and hands the token to the editor on the site’s own address only', async () => {
    const { response, html, calls } = await callback(`code=the-code&state=${STATE}`, WITH_STATE);
    expect(response.status).toBe(200);
    expectPrivatePage(response);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://github.com/login/oauth/access_token');
    expect(call!.init.method).toBe('POST');
    expect(new Headers(call!.init.headers).get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(String(call!.init.body)))).toEqual({
      client_id: ENV.GITHUB_CLIENT_ID,
      client_secret: ENV.GITHUB_CLIENT_SECRET,
      code: 'the-code',
      redirect_uri: `${SITE}/oauth/callback`,
    });
    const data = /<script type="application\/json" id="sign-in">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      origin: SITE,
      handshake: 'authorizing:github',
      message: 'authorization:github:success:{"token":"gho_token","provider":"github"}',
    });
    // Every message of the page goes to the site's address from its data, never to "*".
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.match(/postMessage\([^)]*\)/g)).toEqual([
      'postMessage(data.message, data.origin)',
      'postMessage(data.handshake, data.origin)',
    ]);
    expect(script).toMatch(/event\.origin !== data\.origin \|\| event\.source !== editor/);
    // The page's one script and one style run under its policy, by their hashes.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    // The state is spent.
    expect(cookieOf(response)).toBe(
      `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('keeps a token that holds "<" inside its data', async () => {
    const { html } = await callback(`code=c&state=${STATE}`, WITH_STATE, {
      json: { access_token: 'gho_</script><script>alert(1)</script>' },
    });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('gho_\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it.each([
    ['another state', `code=c&state=someone-elses`, WITH_STATE],
    [
      'no cookie (started in another browser, or over ten minutes ago)',
      `code=c&state=${STATE}`,
      null,
    ],
    ['no state', 'code=c', WITH_STATE],
    ['a state of another length', `code=c&state=${STATE}x`, WITH_STATE],
  ])('refuses %s, without asking GitHub', async (_case, query, cookie) => {
    const { response, html, calls } = await callback(query, cookie);
    expect(response.status).toBe(403);
    expectPrivatePage(response);
    expect(calls).toEqual([]);
    expect(html).not.toContain('authorization:github');
    expect(wordsOf(html)).toMatch(
      /^This sign-in could not be confirmed: signing in to the site editor This sign-in could not be confirmed GitHub sent you back here, but not from a sign-in started in this browser/,
    );
  });

  it('says what is missing when GitHub sends no code', async () => {
    const { response, html, calls } = await callback(`state=${STATE}`, WITH_STATE);
    expect(response.status).toBe(400);
    expect(calls).toEqual([]);
    expect(wordsOf(html)).toMatch(
      /GitHub’s answer was incomplete .* without the code that proves who you are/,
    );
    expect(cookieOf(response)).toMatch(/Max-Age=0/);
  });

  it('says in words what GitHub answered instead of a code', async () => {
    const declined = await callback(`error=access_denied&state=${STATE}`, WITH_STATE);
    expect(declined.response.status).toBe(403);
    expect(wordsOf(declined.html)).toMatch(/You did not let the editor use your GitHub account/);
    const unknownCallback = await callback(
      `error=redirect_uri_mismatch&state=${STATE}`,
      WITH_STATE,
    );
    expect(wordsOf(unknownCallback.html)).toMatch(
      /GitHub does not know this address .* write https:\/\/www\.brightnight-events\.com\/oauth\/callback as the app’s “Authorization callback URL”/,
    );
    expect([...declined.calls, ...unknownCallback.calls]).toEqual([]);
  });

  it.each<[string, GitHubAnswer, number, RegExp]>([
    [
      'a code it does not take',
      {
        json: {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        },
      },
      502,
      /GitHub did not accept this sign-in .* not finished in time, or was already used/,
    ],
    [
      'a secret that is not the app’s',
      { json: { error: 'incorrect_client_credentials' } },
      502,
      /GitHub did not recognise the site .* GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/,
    ],
    [
      'another refusal, in GitHub’s words',
      {
        json: {
          error: 'unverified_user_email',
          error_description: 'The user must have a verified email.',
        },
      },
      502,
      /GitHub refused the sign-in GitHub said: “The user must have a verified email\.”/,
    ],
    [
      'an answer that is not JSON',
      { status: 503, text: '<html>busy</html>' },
      502,
      /GitHub said: “answer 503”/,
    ],
    ['no answer at all', 'unreachable', 502, /GitHub could not be reached/],
  ])('GitHub refusing: %s', async (_case, answer, status, words) => {
    const { response, html } = await callback(`code=c&state=${STATE}`, WITH_STATE, answer);
    expect(response.status).toBe(status);
    expectPrivatePage(response);
    expect(html).not.toContain('authorization:github');
    expect(wordsOf(html)).toMatch(words);
    expect(html).toContain('<a href="/admin/">Open the editor</a>');
  });
});

describe('its addresses', () => {
  it('answers only its own, and only GET', async () => {
    expect(await handleSignIn(get('/oauth/'), ENV)).toBeNull();
    expect(await handleSignIn(get('/oauth/other'), ENV)).toBeNull();
    expect(await handleSignIn(get('/admin/'), ENV)).toBeNull();
    const post = await handleSignIn(new Request(`${SITE}/oauth/callback`, { method: 'POST' }), ENV);
    expect(post?.status).toBe(405);
    expect(post?.headers.get('allow')).toBe('GET');
  });
});
