/**
 * Asks a host for one case of the table over plain HTTP (no JavaScript, no
 * browser) and says in words what is wrong with its answer, or null.
 */
import { SECURITY_HEADERS } from '../../../scripts/live-check/site-checks';
import type { Expectation, HostCase } from './cases';

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

const PERMANENT = new Set([301, 308]);

async function ask(origin: string, pathAndQuery: string): Promise<Answer> {
  const response = await fetch(`${origin}${pathAndQuery}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    // Hosts write Location absolute (netlify dev) or as a path: compare paths.
    location: location === null ? null : pathOf(new URL(location, origin)),
    headers: response.headers,
    body: await response.text(),
  };
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

function describe(answer: Answer): string {
  return answer.location === null ? `${answer.status}` : `${answer.status} → ${answer.location}`;
}

/** Follows one hop that only adds the final slash, as hosts do before their rules. */
async function afterSlashHop(origin: string, path: string, first: Answer): Promise<Answer[]> {
  const [bare, query = ''] = path.split('?');
  const slashed = `${bare}/${query ? `?${query}` : ''}`;
  if (PERMANENT.has(first.status) && first.location === slashed && !bare?.endsWith('/')) {
    return [first, await ask(origin, slashed)];
  }
  return [first];
}

export async function problemWith(origin: string, hostCase: HostCase): Promise<string | null> {
  const first = await ask(origin, hostCase.path);
  const answers = await afterSlashHop(origin, hostCase.path, first);
  const last = answers[answers.length - 1] as Answer;
  const seen = answers.map(describe).join(', then ');
  return judge(hostCase.expect, last, answers.length, seen);
}

function judge(expected: Expectation, last: Answer, hops: number, seen: string): string | null {
  switch (expected.kind) {
    case 'permanent-redirect':
      return PERMANENT.has(last.status) && last.location === expected.to
        ? null
        : `expected a permanent redirect (301/308) to ${expected.to}, got ${seen}`;
    case 'not-found': {
      if (hops > 1 || last.status !== 404) return `expected 404, got ${seen}`;
      const language = htmlLanguage(last.body);
      return language === expected.language
        ? missingSecurityHeaders(last)
        : `expected the not-found page in "${expected.language}", got one in "${language}"`;
    }
    case 'forwarding-page':
      if (last.status !== 200) return `expected the forwarding page (200), got ${seen}`;
      return last.body.includes(`href="${expected.url}"`)
        ? null
        : `the page does not link to ${expected.url}`;
    case 'cached': {
      if (hops > 1 || last.status !== 200) return `expected the file (200), got ${seen}`;
      const cacheControl = last.headers.get('cache-control') ?? '(none)';
      return /\bimmutable\b/.test(cacheControl) === expected.immutable
        ? null
        : `expected ${expected.immutable ? 'an immutable' : 'no immutable'} Cache-Control, got "${cacheControl}"`;
    }
    case 'editor': {
      if (hops > 1 || last.status !== 200) return `expected the editor (200), got ${seen}`;
      const robots = last.headers.get('x-robots-tag') ?? '';
      const policy = last.headers.get('content-security-policy') ?? '';
      if (!/noindex/.test(robots)) return `expected X-Robots-Tag noindex, got "${robots}"`;
      // Only the editor's own policy lets it preview in a frame.
      return /frame-src 'self' blob:/.test(policy)
        ? null
        : `expected the editor's Content-Security-Policy, got "${policy}"`;
    }
    case 'page': {
      if (hops > 1 || last.status !== 200) return `expected the page (200), got ${seen}`;
      const language = htmlLanguage(last.body);
      return language === expected.language
        ? missingSecurityHeaders(last)
        : `expected the page in "${expected.language}", got one in "${language}"`;
    }
  }
}

function htmlLanguage(html: string): string | null {
  return /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? null;
}

function missingSecurityHeaders(answer: Answer): string | null {
  const missing = SECURITY_HEADERS.filter((name) => !answer.headers.has(name));
  return missing.length === 0 ? null : `missing headers: ${missing.join(', ')}`;
}
