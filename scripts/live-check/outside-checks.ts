// The checks that reach past the site's pages: its public domain (https,
// www and apex, the canonical address itself), the voice widget's script at
// its provider, the editor's sign-in service, and one test inquiry when asked.

import { createHash } from 'node:crypto';
import { detectForms } from '../static-host/forms';
import { pathOfKind } from '../../src/config/pages';
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
  onSite: boolean;
  fix: string;
} {
  const { editor, siteUrl } = context.site;
  const siteHost = new URL(siteUrl).hostname;
  switch (editor.backend) {
    case 'git-gateway':
      return {
        url: `${context.origin}/.netlify/identity/settings`,
        what: 'Netlify Identity’s settings',
        onSite: true,
        fix: 'Turn Netlify Identity on for the site (Integrations → Identity: Enable, registration Invite only) and Git Gateway under Identity → Services.',
      };
    case 'github': {
      const base = (editor.authUrl ?? 'https://api.netlify.com').replace(/\/$/, '');
      return {
        url: `${base}/auth?provider=github&site_id=${siteHost}&scope=repo`,
        what: `the GitHub sign-in service at ${base}`,
        onSite: false,
        fix: 'Register a GitHub OAuth application and add it to the OAuth service (on Netlify: Access control → OAuth), or correct editor.authUrl.',
      };
    }
    case 'gitlab': {
      const base = (editor.authUrl ?? 'https://gitlab.com').replace(/\/$/, '');
      const query = new URLSearchParams({
        client_id: editor.appId ?? '',
        redirect_uri: `${siteUrl}/admin/`,
        response_type: 'code',
        scope: 'api',
      });
      return {
        url: `${base}/oauth/authorize?${query.toString()}`,
        what: `GitLab’s sign-in at ${base}`,
        onSite: false,
        fix: 'Make an OAuth application in GitLab (scope api, redirect URL <site>/admin/) and write its id as editor.appId; for a self-hosted GitLab, its address as editor.authUrl.',
      };
    }
  }
}

export const signInCheck: LiveCheck = {
  id: 'sign-in',
  title: 'The editor’s sign-in is reachable',
  async run(context) {
    const endpoint = signInEndpoint(context);
    // Netlify Identity answers on the deployed site only, not on a local server.
    if (endpoint.onSite && context.local)
      return notChecked('local address: Netlify Identity answers on the deployed site only');
    let answer: Answer;
    try {
      answer = await ask(endpoint.url);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return unreachable(context, endpoint.what, error.reason, endpoint.fix);
    }
    const ok = endpoint.onSite
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
