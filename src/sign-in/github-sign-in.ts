/**
 * The editor's GitHub sign-in, run by the site itself on Cloudflare Pages
 * (worker.ts), so that no outside sign-in service sees the editors' tokens.
 * It is GitHub's web application flow
 * (docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps):
 *
 * 1. The editor opens a window on AUTH_PATH. The handler sets a random
 *    `state` in a short-lived cookie and sends the window to GitHub with the
 *    app's client id, the permissions asked and that state.
 * 2. GitHub sends the window back to CALLBACK_PATH with a code and the
 *    state. The handler takes the code only with the state it set in this
 *    browser (so another site cannot finish a sign-in it started), trades it
 *    for a token with the app's secret, and answers a page that gives the
 *    token to the editor on the site's own address only (pages.ts).
 *
 * Every failure is a page in words (words.ts). Pure Web APIs: it runs in
 * Cloudflare's runtime, and in Node for the unit tests.
 */
import { failurePage, handOffPage } from './pages';
import {
  ACCESS_TOKEN_PATH,
  AUTH_PATH,
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  CLIENT_ID_VARIABLE,
  CLIENT_SECRET_VARIABLE,
  GITHUB_URL,
  SCOPES,
  STATE_COOKIE,
  STATE_LIFETIME_SECONDS,
  TEST_GITHUB_VARIABLE,
} from './settings';
import { WORDS, type Explanation } from './words';

/** The Pages project's environment variables (settings.ts). */
export type SignInEnvironment = Partial<Record<string, unknown>>;

type Fetch = (input: URL, init: RequestInit) => Promise<Response>;

interface GitHubApp {
  clientId: string;
  clientSecret: string;
  /** https://github.com, or the tests' stand-in. */
  github: string;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** GitHub's own address, or a stand-in on this machine for the tests; never anything else. */
function gitHubAddress(env: SignInEnvironment): string | Explanation {
  const forTests = textOf(env[TEST_GITHUB_VARIABLE]);
  if (!forTests) return GITHUB_URL;
  let url: URL;
  try {
    url = new URL(forTests);
  } catch {
    return WORDS.testSettingLeftOn(TEST_GITHUB_VARIABLE);
  }
  const onThisMachine = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return onThisMachine ? url.origin : WORDS.testSettingLeftOn(TEST_GITHUB_VARIABLE);
}

function appOf(env: SignInEnvironment): GitHubApp | Explanation {
  const clientId = textOf(env[CLIENT_ID_VARIABLE]);
  const clientSecret = textOf(env[CLIENT_SECRET_VARIABLE]);
  const missing = [
    ...(clientId ? [] : [CLIENT_ID_VARIABLE]),
    ...(clientSecret ? [] : [CLIENT_SECRET_VARIABLE]),
  ];
  if (missing.length > 0) return WORDS.notSetUp(missing);
  const github = gitHubAddress(env);
  return typeof github === 'string' ? { clientId, clientSecret, github } : github;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function newState(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

function stateCookie(value: string, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** Every answer of the callback spends the state: a sign-in is finished once. */
const STATE_SPENT = { 'Set-Cookie': stateCookie('', 0) };

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Compares every character, so that the time taken does not tell how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * A window opened by another website's page (Fetch Metadata, sent by current
 * browsers): the editor opens it from the site's own address.
 */
function openedByAnotherSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}

function callbackOf(url: URL): string {
  return `${url.origin}${CALLBACK_PATH}`;
}

function startSignIn(request: Request, url: URL, app: GitHubApp): Promise<Response> | Response {
  if (openedByAnotherSite(request)) return failurePage(WORDS.wrongOrigin());
  const provider = url.searchParams.get('provider') ?? 'github';
  if (provider !== 'github') return failurePage(WORDS.notGitHub(provider));
  const asked = url.searchParams.get('scope');
  const scope = SCOPES.find((known) => known === asked) ?? 'repo';
  const state = newState();
  const authorize = new URL(AUTHORIZE_PATH, app.github);
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: callbackOf(url),
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      'Set-Cookie': stateCookie(state, STATE_LIFETIME_SECONDS),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** What GitHub answers when it sends the person back with an error instead of a code. */
function explainGitHubError(error: string, description: string, url: URL): Explanation {
  switch (error) {
    case 'access_denied':
      return WORDS.declined();
    case 'redirect_uri_mismatch':
      return WORDS.callbackNotRegistered(url.origin);
    default:
      return WORDS.gitHubRefused(description || error);
  }
}

type Exchange = { token: string } | { refused: Explanation };

/** Trades the code for a token (GitHub's access_token address), with the app's secret. */
async function exchangeCode(
  code: string,
  url: URL,
  app: GitHubApp,
  fetchFromGitHub: Fetch,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetchFromGitHub(new URL(ACCESS_TOKEN_PATH, app.github), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'site-editor-sign-in',
      },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: callbackOf(url),
      }).toString(),
    });
  } catch {
    return { refused: WORDS.gitHubUnreachable() };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const token = textOf(answer.access_token);
  if (response.ok && token) return { token };
  const error = textOf(answer.error);
  switch (error) {
    case 'bad_verification_code':
      return { refused: WORDS.codeNotAccepted() };
    case 'incorrect_client_credentials':
      return { refused: WORDS.appSecretWrong() };
    case 'redirect_uri_mismatch':
      return { refused: WORDS.callbackNotRegistered(url.origin) };
    default:
      return {
        refused: WORDS.gitHubRefused(
          textOf(answer.error_description) || error || `answer ${response.status}`,
        ),
      };
  }
}

async function finishSignIn(
  request: Request,
  url: URL,
  app: GitHubApp,
  fetchFromGitHub: Fetch,
): Promise<Response> {
  const expected = cookieOf(request, STATE_COOKIE);
  const state = url.searchParams.get('state');
  if (!expected || !state || !sameText(state, expected)) {
    return failurePage(WORDS.stateMismatch(), STATE_SPENT);
  }
  const error = url.searchParams.get('error');
  if (error) {
    const description = url.searchParams.get('error_description') ?? '';
    return failurePage(explainGitHubError(error, description, url), STATE_SPENT);
  }
  const code = url.searchParams.get('code');
  if (!code) return failurePage(WORDS.missingCode(), STATE_SPENT);
  const exchange = await exchangeCode(code, url, app, fetchFromGitHub);
  if ('refused' in exchange) return failurePage(exchange.refused, STATE_SPENT);
  return handOffPage(exchange.token, url.origin, STATE_SPENT);
}

/**
 * The answer to a request for one of the sign-in's addresses, or null for any
 * other address (the site's files answer those).
 */
export async function handleSignIn(
  request: Request,
  env: SignInEnvironment,
  fetchFromGitHub: Fetch = (input, init) => fetch(input, init),
): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== AUTH_PATH && url.pathname !== CALLBACK_PATH) return null;
  if (request.method !== 'GET') {
    return failurePage(WORDS.onlyForSigningIn(), { Allow: 'GET' });
  }
  const app = appOf(env);
  if ('status' in app) return failurePage(app);
  return url.pathname === AUTH_PATH
    ? startSignIn(request, url, app)
    : finishSignIn(request, url, app, fetchFromGitHub);
}
