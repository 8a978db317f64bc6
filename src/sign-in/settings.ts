/**
 * Where the editor's own GitHub sign-in answers on Cloudflare Pages, and what
 * it reads from the Pages project: shared by the handler (this folder), the
 * build that writes it (gatsby/hosts/sign-in-worker.ts), the editor's
 * configuration, `npm run check:live` and the tests.
 */

/** Every address of the sign-in starts here; the host sends only these to the handler. */
export const SIGN_IN_PREFIX = '/oauth/';
/** The editor's sign-in window opens this (Decap's `auth_endpoint`, under the site's address). */
export const AUTH_PATH = '/oauth/auth';
/** GitHub sends the person back here: the OAuth app's "Authorization callback URL". */
export const CALLBACK_PATH = '/oauth/callback';

/** The Pages project's environment variables the handler needs (never in the repository). */
export const CLIENT_ID_VARIABLE = 'GITHUB_CLIENT_ID';
export const CLIENT_SECRET_VARIABLE = 'GITHUB_CLIENT_SECRET';
/**
 * For the project's tests only: the address of a stand-in for GitHub's two
 * sign-in addresses. A published site never sets it, and the handler takes
 * only an address on this machine (127.0.0.1, localhost), so a slip cannot
 * send the client secret anywhere else.
 */
export const TEST_GITHUB_VARIABLE = 'GITHUB_URL_FOR_TESTS';

export const GITHUB_URL = 'https://github.com';
export const AUTHORIZE_PATH = '/login/oauth/authorize';
export const ACCESS_TOKEN_PATH = '/login/oauth/access_token';

/**
 * The `state` the handler sets before sending the person to GitHub, checked
 * when GitHub sends them back. `__Host-`: only this exact host, over HTTPS,
 * can set it, so another site (or a sibling subdomain) cannot plant one.
 */
export const STATE_COOKIE = '__Host-editor-sign-in-state';
/** Ten minutes to approve on GitHub, after which the sign-in starts again. */
export const STATE_LIFETIME_SECONDS = 600;

/** The permissions Decap asks for: `repo`, or `public_repo` for a public repository only. */
export const SCOPES = ['repo', 'public_repo'] as const;
