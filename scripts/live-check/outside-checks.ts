// The checks that reach past the site's pages: its public domain (https,
// www and apex, the canonical address itself), the voice widget's script at
// its provider, the editor's sign-in service, and one test inquiry when asked.

import { createHash } from 'node:crypto';
import { detectForms } from '../static-host/forms';
import { editorSignIn } from '../../src/config/editor-sign-in';
import { pathOfKind } from '../../src/config/pages';
import {
  AUTH_PATH,
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  CLIENT_ID_VARIABLE,
  CLIENT_SECRET_VARIABLE,
  GITHUB_URL,
  STATE_COOKIE,
  TEST_GITHUB_VARIABLE,
} from '../../src/sign-in/settings';
import {
  notChecked,
  pass,
  unreachable,
  verdict,
  type LiveCheck,
  type LiveContext,
  type Outcome,
} from './context';
import { ask, describeAnswer, download, PERMANENT, Unreachable, type Answer } from './http';

/**
 * Why the checks of the public domain cannot run here, or null: on a local
 * address, or on another host than siteUrl's (a preview's address).
 */
function notThePublicDomain(context: LiveContext): string | null {
  if (context.local) return 'local address';
  const checked = new URL(context.origin).hostname;
  const domain = new URL(context.site.siteUrl).hostname;
  return checked === domain ? null : `${checked} is not the site’s domain (siteUrl: ${domain})`;
}

/** The other form of the site's host: www.x.com ↔ x.com, or null for another subdomain. */
export function otherForm(hostname: string): string | null {
  if (hostname.startsWith('www.')) return hostname.slice(4);
  return hostname.split('.').length === 2 ? `www.${hostname}` : null;
}

async function answerOrReason(url: string): Promise<Answer | string> {
  try {
    return await ask(url);
  } catch (error) {
    if (error instanceof Unreachable) return error.message;
    throw error;
  }
}

const DOMAIN_FIX =
  'In the host’s dashboard, add both the www and the bare domain to the site and make siteUrl’s form the primary one (Netlify: Domain management; Cloudflare Pages: Custom domains, and a redirect rule for the other form); HTTPS is then served for both.';

export const httpsCheck: LiveCheck = {
  id: 'https',
  title: 'http:// redirects to https://',
  async run(context) {
    const why = notThePublicDomain(context);
    if (why) return notChecked(why);
    const { hostname } = new URL(context.site.siteUrl);
    const answer = await answerOrReason(`http://${hostname}/`);
    const ok =
      typeof answer !== 'string' &&
      PERMANENT.has(answer.status) &&
      answer.location?.startsWith(`https://${hostname}/`) === true;
    const got = typeof answer === 'string' ? answer : describeAnswer(answer, `http://${hostname}`);
    return verdict(
      ok
        ? []
        : [
            `GET http://${hostname}/: expected a permanent redirect to https://${hostname}/, got ${got}`,
          ],
      `http://${hostname}/ redirects to https://`,
      'Turn HTTPS on for the domain in the host’s dashboard (Netlify: Domain management → HTTPS; Cloudflare: SSL/TLS → Edge Certificates → Always Use HTTPS).',
    );
  },
};

export const wwwApexCheck: LiveCheck = {
  id: 'www-apex',
  title: 'The other form of the domain (www or not) redirects to siteUrl’s',
  async run(context) {
    const why = notThePublicDomain(context);
    if (why) return notChecked(why);
    const { hostname } = new URL(context.site.siteUrl);
    const other = otherForm(hostname);
    if (other === null) return notChecked(`${hostname} is a subdomain with no www form`);
    const answer = await answerOrReason(`https://${other}/`);
    const ok =
      typeof answer !== 'string' &&
      PERMANENT.has(answer.status) &&
      answer.location?.startsWith(`${context.site.siteUrl}/`) === true;
    const got = typeof answer === 'string' ? answer : describeAnswer(answer, `https://${other}`);
    return verdict(
      ok
        ? []
        : [
            `GET https://${other}/: expected a permanent redirect to ${context.site.siteUrl}/, got ${got}`,
          ],
      `https://${other}/ redirects to ${context.site.siteUrl}/`,
      DOMAIN_FIX,
    );
  },
};

export const canonicalHostCheck: LiveCheck = {
  id: 'canonical-host',
  title: 'siteUrl itself serves the site (the canonical address does not redirect)',
  async run(context) {
    const why = notThePublicDomain(context);
    if (why) return notChecked(why);
    const answer = await answerOrReason(`${context.site.siteUrl}/`);
    const ok = typeof answer !== 'string' && answer.status === 200;
    const got = typeof answer === 'string' ? answer : describeAnswer(answer, context.site.siteUrl);
    return verdict(
      ok ? [] : [`GET ${context.site.siteUrl}/: expected the home page (200), got ${got}`],
      `${context.site.siteUrl}/ answers 200`,
      `Make ${new URL(context.site.siteUrl).hostname} the site’s primary domain in the host’s dashboard, or write the address the host serves as siteUrl and build again.`,
    );
  },
};

/** sha384-… of some bytes, with the algorithm the expected value names. */
function integrityOf(bytes: Buffer, expected: string): string {
  const algorithm = expected.split('-')[0] ?? 'sha384';
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

export const voiceWidgetCheck: LiveCheck = {
  id: 'voice-widget',
  title: 'The voice widget’s script answers 200 and matches scriptIntegrity',
  async run(context) {
    const voice = context.site.voiceAssistant;
    if (!voice.enabled)
      return notChecked('the voice assistant is switched off (voiceAssistant.enabled: false)');
    const fix =
      'Make the fingerprint again from the file the provider serves (the comments above voiceAssistant in site.yaml say how) and write it as scriptIntegrity, or pin scriptUrl to the version whose fingerprint you have.';
    let file: { status: number; bytes: Buffer };
    try {
      file = await download(voice.scriptUrl);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return unreachable(context, `the widget’s script ${voice.scriptUrl}`, error.reason, fix);
    }
    if (file.status !== 200) {
      return {
        status: 'fail',
        problems: [`GET ${voice.scriptUrl}: expected 200, got ${file.status}`],
        fix,
      };
    }
    if (!voice.scriptIntegrity)
      return pass(`${voice.scriptUrl} answers 200 (no scriptIntegrity to compare)`);
    const actual = integrityOf(file.bytes, voice.scriptIntegrity);
    return verdict(
      actual === voice.scriptIntegrity
        ? []
        : [
            `${voice.scriptUrl} has the fingerprint ${actual}, but scriptIntegrity is ${voice.scriptIntegrity}: browsers refuse the script and the widget never appears`,
          ],
      `${voice.scriptUrl} answers 200 with the fingerprint of scriptIntegrity`,
      fix,
    );
  },
};

/** Where the editor's sign-in starts, by backend (site.yaml editor:). */
function signInEndpoint(context: LiveContext): {
  url: string;
  what: string;
  /** Netlify's own services, which answer for the site published on Netlify only. */
  onSite: boolean;
  fix: string;
} | null {
  const { editor, siteUrl } = context.site;
  const siteHost = new URL(siteUrl).hostname;
  const signIn = editorSignIn(context.site);
  switch (signIn.kind) {
    case 'netlify-identity':
      return {
        url: `${context.origin}/.netlify/identity/settings`,
        what: 'Netlify Identity’s settings',
        onSite: true,
        fix: 'Turn Netlify Identity on for the site (Integrations → Identity: Enable, registration Invite only) and Git Gateway under Identity → Services.',
      };
    case 'github':
      // The site's own sign-in is checked step by step (siteSignInOutcome).
      if (signIn.by === 'site') return null;
      return {
        url: `${signIn.service}${signIn.authPath}?provider=github&site_id=${siteHost}&scope=repo`,
        what: `the GitHub sign-in service at ${signIn.service}`,
        // Netlify's knows the site by its domain: it answers for the published site only.
        onSite: signIn.by === 'netlify',
        fix:
          signIn.by === 'netlify'
            ? 'Register a GitHub OAuth application (callback https://api.netlify.com/auth/done) and add it in Netlify under Access control → OAuth (docs/owner/signing-in.md).'
            : 'Check editor.authUrl: it names the GitHub sign-in service you run.',
      };
    case 'gitlab': {
      const query = new URLSearchParams({
        client_id: editor.appId ?? '',
        redirect_uri: `${siteUrl}/admin/`,
        response_type: 'code',
        scope: 'api',
      });
      return {
        url: `${signIn.server}/oauth/authorize?${query.toString()}`,
        what: `GitLab’s sign-in at ${signIn.server}`,
        onSite: false,
        fix: 'Make an OAuth application in GitLab (scope api, redirect URL <site>/admin/) and write its id as editor.appId; for a self-hosted GitLab, its address as editor.authUrl.',
      };
    }
  }
}

/** The heading of a page in words (the sign-in's failure pages say what is wrong there). */
function headingOf(html: string): string | null {
  const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(html)?.[1]?.trim();
  return heading
    ? heading.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    : null;
}

function cookieNamed(answer: Answer, name: string): { value: string; attributes: string[] } | null {
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
    const [key, ...value] = pair.split('=');
    if (key === name) return { value: value.join('='), attributes };
  }
  return null;
}

const SITE_SIGN_IN_SET_UP = `In the Cloudflare Pages project (Settings → Variables and Secrets), set ${CLIENT_ID_VARIABLE} and ${CLIENT_SECRET_VARIABLE} to the Client ID and a client secret of the editor’s GitHub OAuth app, whose callback is <site>${CALLBACK_PATH}, then deploy again (docs/owner/signing-in.md).`;
const SITE_SIGN_IN_PUBLISHED =
  'Publish the whole of the build made for Cloudflare Pages (deploy.host: cloudflare, editor.backend: github): its _worker.js and _routes.json answer the sign-in.';

/**
 * What the site's own sign-in (Cloudflare Pages, src/sign-in) problems are on
 * its first step: it must send the window to GitHub's sign-in with the app's
 * client id, its own callback and a fresh state, the same state it keeps in a
 * cookie only this site can read.
 */
function siteSignInProblems(
  answer: Answer,
  path: string,
  context: LiveContext,
): { problems: string[]; fix: string; clientId?: string } {
  const environment = context.environment ?? process.env;
  if (answer.location === null) {
    const heading = headingOf(answer.body);
    return {
      problems: [
        `GET ${path}: expected a redirect to GitHub’s sign-in, got ${answer.status}${heading ? `: “${heading}”` : ''}`,
      ],
      fix: answer.status >= 500 ? SITE_SIGN_IN_SET_UP : SITE_SIGN_IN_PUBLISHED,
    };
  }
  const github = environment[TEST_GITHUB_VARIABLE] || GITHUB_URL;
  const location = new URL(answer.location);
  const query = location.searchParams;
  const clientId = query.get('client_id') ?? '';
  const state = query.get('state') ?? '';
  const expectedClient = environment[CLIENT_ID_VARIABLE];
  const cookie = cookieNamed(answer, STATE_COOKIE);
  const problems = [
    ...(answer.status === 302 || answer.status === 303
      ? []
      : [`answered ${answer.status}: a sign-in window expects a plain redirect (302)`]),
    ...(`${location.origin}${location.pathname}` === new URL(AUTHORIZE_PATH, github).href
      ? []
      : [
          `sends the window to ${location.origin}${location.pathname}, not to GitHub’s sign-in (${new URL(AUTHORIZE_PATH, github).href})`,
        ]),
    ...(clientId ? [] : ['names no client id (GitHub would not know which app asks)']),
    ...(expectedClient && clientId && clientId !== expectedClient
      ? [`names the client id ${clientId}, not ${expectedClient} (${CLIENT_ID_VARIABLE} here)`]
      : []),
    ...(query.get('redirect_uri') === `${context.origin}${CALLBACK_PATH}`
      ? []
      : [
          `asks GitHub to come back to ${query.get('redirect_uri') ?? 'nowhere'}, not to ${context.origin}${CALLBACK_PATH}`,
        ]),
    ...(state ? [] : ['sends no state (nothing would tell its own sign-ins from another site’s)']),
    ...(cookie && cookie.value === state && state
      ? []
      : ['keeps no cookie with the state it sent, so no sign-in could be finished']),
    ...['HttpOnly', 'Secure', 'SameSite=Lax']
      .filter((attribute) => cookie && !cookie.attributes.includes(attribute))
      .map((attribute) => `sets its state cookie without ${attribute}`),
  ].map((problem) => `GET ${path}: ${problem}`);
  return { problems, fix: SITE_SIGN_IN_SET_UP, clientId };
}

async function siteSignInOutcome(context: LiveContext): Promise<Outcome> {
  const path = `${AUTH_PATH}?provider=github&site_id=${new URL(context.origin).hostname}&scope=repo`;
  const answer = await context.get(path);
  const { problems, fix, clientId } = siteSignInProblems(answer, path, context);
  return verdict(
    problems,
    `${AUTH_PATH} sends the editor to GitHub’s sign-in for the app ${clientId}, with a fresh state kept in a cookie`,
    fix,
  );
}

export const signInCheck: LiveCheck = {
  id: 'sign-in',
  title: 'The editor’s sign-in is reachable',
  async run(context) {
    const signIn = editorSignIn(context.site);
    const endpoint = signInEndpoint(context);
    if (endpoint === null) return siteSignInOutcome(context);
    // Netlify's services answer for the deployed site only, not for a local server.
    if (endpoint.onSite && context.local)
      return notChecked(`local address: ${endpoint.what} can be checked on the deployed site only`);
    let answer: Answer;
    try {
      answer = await ask(endpoint.url);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return unreachable(context, endpoint.what, error.reason, endpoint.fix);
    }
    const ok =
      signIn.kind === 'netlify-identity'
        ? answer.status === 200 && answer.body.trim().startsWith('{')
        : answer.status < 400;
    return verdict(
      ok ? [] : [`GET ${endpoint.url}: got ${describeAnswer(answer, context.origin)}`],
      `${endpoint.what} answers (${answer.status})`,
      endpoint.fix,
    );
  },
};

const TEST_NAME = 'Test from npm run check:live';

/** Marked as a test where anyone reading the inbox looks first. */
function testMessage(now: Date): string {
  return `TEST inquiry sent by npm run check:live on ${now.toISOString()} to check that inquiries arrive. No answer needed.`;
}

async function postToNetlifyForms(context: LiveContext, now: Date): Promise<Outcome> {
  const contact = pathOfKind(context.site.routes, 'contact');
  if (!contact) return notChecked('site.yaml has no contact page');
  const page = await context.get(contact);
  // The short form (name, email, message) takes a test best; else any form with a message.
  const forms = detectForms(page.body);
  const form =
    forms.find((candidate) =>
      ['name', 'email', 'message'].every((field) => candidate.fields.has(field)),
    ) ?? forms.find((candidate) => candidate.fields.has('message'));
  const fix =
    'Publish the build’s contact page and turn form detection on in Netlify’s dashboard (Forms), or send inquiries to an endpoint (forms.provider: endpoint).';
  if (!form) {
    return {
      status: 'fail',
      problems: [`GET ${contact}: no form with a message field for the host to collect`],
      fix,
    };
  }
  const fields: Record<string, string> = {
    'form-name': form.name,
    name: TEST_NAME,
    email: context.site.business.email,
    message: testMessage(now),
    language: context.site.languages.default,
    referrer: `${context.origin}/`,
  };
  const body = new URLSearchParams(
    Object.entries(fields).filter(([field]) => field === 'form-name' || form.fields.has(field)),
  );
  const answer = await ask(`${context.origin}${contact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const where = context.local
    ? `the local host’s inbox (npm start: .data/inbox.jsonl), form ${form.name}`
    : `Netlify’s dashboard, Forms → ${form.name} (and the form’s notification emails)`;
  return verdict(
    answer.status < 400
      ? []
      : [`POST ${contact} (form ${form.name}): got ${describeAnswer(answer, context.origin)}`],
    `one test inquiry sent (${answer.status}): it should arrive in ${where}, from “${TEST_NAME}”`,
    fix,
  );
}

async function postToEndpoint(context: LiveContext, endpoint: string, now: Date): Promise<Outcome> {
  const fix =
    'Check forms.endpoint against the address your form service gives you, and that the service accepts JSON.';
  let answer: Answer;
  try {
    answer = await ask(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        form: 'quick-question',
        name: TEST_NAME,
        email: context.site.business.email,
        message: testMessage(now),
        language: context.site.languages.default,
        referrer: `${context.origin}/`,
      }),
    });
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    return unreachable(context, `the form service at ${endpoint}`, error.reason, fix);
  }
  return verdict(
    answer.status < 400 ? [] : [`POST ${endpoint}: got ${answer.status}`],
    `one test inquiry sent (${answer.status}): it should arrive in the form service’s inbox at ${endpoint}, from “${TEST_NAME}”`,
    fix,
  );
}

export const inquiryCheck: LiveCheck = {
  id: 'inquiry',
  title: 'An inquiry arrives (--send-test-inquiry)',
  async run(context) {
    if (!context.sendTestInquiry)
      return notChecked('nothing was sent: run with --send-test-inquiry to send one test inquiry');
    const now = new Date();
    const { forms } = context.site;
    return forms.provider === 'endpoint' && forms.endpoint
      ? postToEndpoint(context, forms.endpoint, now)
      : postToNetlifyForms(context, now);
  },
};
