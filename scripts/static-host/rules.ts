// The host's own model of `_redirects` and `_headers` rules, compiled from what the Netlify
// parsers return. Kept free of the parsers themselves (see load-rules.ts) because they are
// ESM-only: this module, resolve.ts and their unit tests then run anywhere, Jest included.

import { isRecord } from '../../src/lib/json';
import { compilePathPattern, type PathPattern } from './path-pattern';

export interface RedirectRule {
  readonly from: string;
  /** As written in `_redirects` (URL-encoded), with `:splat` / `:name` tokens. */
  readonly to: string;
  readonly status: number;
  /** Written `301!`: applies even when a file exists at the path. */
  readonly force: boolean;
  /** Query parameters the request must carry; a `:name` value captures the parameter. */
  readonly query: Readonly<Record<string, string>>;
  readonly pattern: PathPattern;
}

export interface HeaderRule {
  readonly for: string;
  readonly values: Readonly<Record<string, string>>;
  readonly pattern: PathPattern;
}

/**
 * Whose reading of the rule files the local host copies (both were checked with the hosts'
 * own runtimes, tests/hosts/):
 * - netlify: a file at the path wins over a rule unless the rule is forced (`301!`); rules
 *   match with or without the trailing slash; not found is `/404.html` unless a rule says more.
 * - cloudflare: every rule wins over files; rules match the path exactly; not found is the
 *   nearest `404.html` up the folder tree; a missing slash is added with 308.
 */
export type HostDialect = 'netlify' | 'cloudflare';

export interface HostRules {
  readonly dialect: HostDialect;
  readonly redirects: readonly RedirectRule[];
  readonly headers: readonly HeaderRule[];
}

export interface Compiled<T> {
  readonly rules: T[];
  /** Human-readable reasons why some rules were left out. */
  readonly warnings: string[];
}

export const NO_RULES: HostRules = { dialect: 'netlify', redirects: [], headers: [] };

/** Each host's status for a `_redirects` line that has none. */
const DEFAULT_REDIRECT_STATUS: Record<HostDialect, number> = { netlify: 301, cloudflare: 302 };

type UnknownRecord = Readonly<Record<string, unknown>>;

/** Compiles the `redirects` array returned by `parseAllRedirects`, keeping the file order. */
export function compileRedirectRules(
  parsed: readonly unknown[],
  dialect: HostDialect = 'netlify',
): Compiled<RedirectRule> {
  const rules: RedirectRule[] = [];
  const warnings: string[] = [];
  for (const entry of parsed) {
    const result = compileRedirectRule(entry, dialect);
    if (typeof result === 'string') warnings.push(result);
    else rules.push(result);
  }
  return { rules, warnings };
}

function compileRedirectRule(entry: unknown, dialect: HostDialect): RedirectRule | string {
  if (!isRecord(entry) || typeof entry.from !== 'string' || typeof entry.to !== 'string') {
    return `Ignored a redirect rule without "from" or "to": ${JSON.stringify(entry)}`;
  }
  const { from, to } = entry;
  const describe = `redirect "${from} ${to}"`;
  if (!from.startsWith('/')) {
    return `Ignored ${describe}: rules for a specific domain never match a local host.`;
  }
  if (isRecord(entry.conditions) && Object.keys(entry.conditions).length > 0) {
    return `Ignored ${describe}: conditions (country, language, role, cookie) are not supported locally.`;
  }
  const status = typeof entry.status === 'number' ? entry.status : DEFAULT_REDIRECT_STATUS[dialect];
  if (dialect === 'cloudflare') {
    const refusal = cloudflareRefusal(status, entry.force === true);
    if (refusal !== null) return `Ignored ${describe}: ${refusal}`;
  }
  if (isAbsoluteUrl(to) && !isRedirectStatus(status)) {
    return `Ignored ${describe}: proxying to another site (status ${status}) is not supported locally.`;
  }
  return {
    from,
    to,
    status,
    force: entry.force === true,
    query: isRecord(entry.query) ? stringValues(entry.query) : {},
    pattern: compilePathPattern(from, {
      caseSensitive: true,
      exactSlash: dialect === 'cloudflare',
    }),
  };
}

/** Cloudflare Pages takes these statuses only, and no `!`: it rejects the line. */
const CLOUDFLARE_STATUSES: ReadonlySet<number> = new Set([200, 301, 302, 303, 307, 308]);

function cloudflareRefusal(status: number, force: boolean): string | null {
  if (!CLOUDFLARE_STATUSES.has(status)) {
    return `Cloudflare Pages takes only the statuses ${[...CLOUDFLARE_STATUSES].join(', ')}.`;
  }
  return force ? 'Cloudflare Pages does not take "!" after the status.' : null;
}

/** Compiles the `headers` array returned by `parseAllHeaders`, keeping the file order. */
export function compileHeaderRules(parsed: readonly unknown[]): Compiled<HeaderRule> {
  const rules: HeaderRule[] = [];
  const warnings: string[] = [];
  for (const entry of parsed) {
    if (isRecord(entry) && typeof entry.for === 'string' && isRecord(entry.values)) {
      rules.push({
        for: entry.for,
        values: stringValues(entry.values),
        // Same as the headers parser's own `forRegExp`.
        pattern: compilePathPattern(entry.for, { caseSensitive: false }),
      });
    } else {
      warnings.push(`Ignored a header rule without "for" or "values": ${JSON.stringify(entry)}`);
    }
  }
  return { rules, warnings };
}

export function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400;
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

function stringValues(record: UnknownRecord): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}
