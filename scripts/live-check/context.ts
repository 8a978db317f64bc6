// What every live check is given: the address checked, site.yaml, the build,
// and one shared way of asking the site (each address asked once).

import { isIP } from 'node:net';
import type { SiteConfig } from '../../src/config/schema';
import { ask, type Answer } from './http';

export type CheckStatus = 'pass' | 'fail' | 'not-checked';

export type Outcome =
  | { status: 'pass'; summary: string }
  | { status: 'fail'; problems: string[]; fix: string }
  | { status: 'not-checked'; reason: string };

export interface LiveCheck {
  id: string;
  title: string;
  run(context: LiveContext): Promise<Outcome>;
}

export interface LiveContext {
  /** The site checked: https://www.example.com or http://127.0.0.1:9000 (no slash at the end). */
  origin: string;
  /** A loopback or private address: the checks of the public domain cannot run. */
  local: boolean;
  site: SiteConfig;
  /** The built site (public/), which the live one should be. */
  publicDir: string;
  /** An outside service out of reach is a failure, not "not checked". */
  strict: boolean;
  sendTestInquiry: boolean;
  /**
   * The environment variables some checks read (process.env by default): the
   * editor's sign-in on Cloudflare Pages compares the client id it sends
   * with GITHUB_CLIENT_ID when set (src/sign-in/settings.ts).
   */
  environment?: Readonly<Record<string, string | undefined>>;
  /** GET a path of the site checked, without following redirects; asked once per path. */
  get(path: string): Promise<Answer>;
}

/** Loopback, private and link-local addresses, and the names that mean this machine. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 6) return name === '::1' || /^f[cd]|^fe80/.test(name);
  if (isIP(name) !== 4) return false;
  const [a, b] = name.split('.').map(Number) as [number, number];
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 192 && b === 168) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 169 && b === 254)
  );
}

export function liveContext(options: Omit<LiveContext, 'get' | 'local'>): LiveContext {
  const answers = new Map<string, Promise<Answer>>();
  return {
    ...options,
    local: isLocalHost(new URL(options.origin).hostname),
    get(path) {
      let answer = answers.get(path);
      if (!answer) {
        answer = ask(`${options.origin}${path}`);
        answers.set(path, answer);
      }
      return answer;
    },
  };
}

export function pass(summary: string): Outcome {
  return { status: 'pass', summary };
}

export function notChecked(reason: string): Outcome {
  return { status: 'not-checked', reason };
}

/** Passes when there is no problem, else fails with the problems and the fix. */
export function verdict(problems: readonly string[], summary: string, fix: string): Outcome {
  return problems.length === 0 ? pass(summary) : { status: 'fail', problems: [...problems], fix };
}

/** An outside service that does not answer: not checked, or a failure with --strict. */
export function unreachable(
  context: LiveContext,
  what: string,
  reason: string,
  fix: string,
): Outcome {
  return context.strict
    ? { status: 'fail', problems: [`${what} could not be reached: ${reason}`], fix }
    : notChecked(`unreachable: ${what} (${reason})`);
}
