// Decides how the host answers one request. Pure: the file system is reached only through
// the `exists` callback, so every rule of the host can be unit-tested without a server.
//
// Order, as on Netlify:
//   1. content at the path (a file, `dir/index.html`, `name.html`) wins over the rules…
//   2. …except forced rules (`301!`), tried in file order, which win over everything;
//   3. otherwise the first matching rule (file order) applies ("shadowing");
//   4. otherwise the site's `/404.html` with status 404.
// As on Cloudflare Pages (the `cloudflare` dialect, see rules.ts): every rule comes before
// content, and not found is the nearest `404.html` up the folder tree.
// `_headers` rules matching the request path apply to whatever the answer is.

import { encodePath, safeDecode, substitutePlaceholders } from './path-pattern';
import {
  isAbsoluteUrl,
  isRedirectStatus,
  type HeaderRule,
  type HostDialect,
  type HostRules,
  type RedirectRule,
} from './rules';

export type ResponseHeaders = Readonly<Record<string, string>>;

export interface FileDecision {
  readonly kind: 'file';
  readonly status: number;
  /** Relative to the site folder, `/`-separated, decoded. */
  readonly file: string;
  readonly headers: ResponseHeaders;
}

export interface RedirectDecision {
  readonly kind: 'redirect';
  readonly status: number;
  readonly location: string;
  readonly headers: ResponseHeaders;
}

export interface TextDecision {
  readonly kind: 'text';
  readonly status: number;
  readonly body: string;
  readonly headers: ResponseHeaders;
}

export type Decision = FileDecision | RedirectDecision | TextDecision;

export interface ResolveInput {
  readonly method: string;
  /** The request target as received: path plus optional query string. */
  readonly url: string;
  readonly rules: HostRules;
  /** Whether a regular file exists at this site-relative, `/`-separated, decoded path. */
  readonly exists: (relativePath: string) => boolean;
}

export const NOT_FOUND_PAGE = '404.html';
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/**
 * The rule files are configuration, never content; so are Cloudflare Pages'
 * worker and its routes (the editor's sign-in), which Pages never serves as
 * files.
 */
const HIDDEN_FILES: ReadonlySet<string> = new Set([
  '_redirects',
  '_headers',
  '_worker.js',
  '_routes.json',
]);

/** Netlify ignores custom values for these: its servers must set them. */
const RESTRICTED_HEADERS: ReadonlySet<string> = new Set([
  'accept-ranges',
  'age',
  'allow',
  'alt-svc',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'date',
  'location',
  'server',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

type ContentMatch =
  { readonly kind: 'file'; readonly file: string } | { readonly kind: 'add-slash' };

interface RuleMatch {
  readonly rule: RedirectRule;
  /** Placeholder, splat and query-parameter values captured from the request. */
  readonly values: Readonly<Record<string, string>>;
}

export function resolveRequest(input: ResolveInput): Decision {
  if (!isAllowedMethod(input.method)) {
    return text(405, 'Method not allowed', { Allow: ALLOWED_METHODS.join(', ') });
  }
  const { rawPath, search } = splitRequestTarget(input.url);
  const path = decodeRequestPath(rawPath);
  if (path === null) return text(400, 'Bad request', {});

  const headers = headersForPath(input.rules.headers, path);
  const content = findContent(path, input.exists, { addSlash: true });
  const { dialect } = input.rules;
  const ruleMatch = findRedirectRule(input.rules.redirects, path, search, {
    forcedOnly: dialect === 'netlify' && content !== null,
  });

  if (ruleMatch !== null) return applyRedirectRule(ruleMatch, search, headers, input);
  if (content?.kind === 'file') return { kind: 'file', status: 200, file: content.file, headers };
  if (content?.kind === 'add-slash') {
    // Leading slashes collapsed: `//evil.example` must not become a protocol-relative Location.
    const location = `/${rawPath.replace(/^\/+/, '')}/${search}`;
    return { kind: 'redirect', status: ADD_SLASH_STATUS[dialect], location, headers };
  }
  return notFound(path, headers, input);
}

const ADD_SLASH_STATUS: Record<HostDialect, number> = { netlify: 301, cloudflare: 308 };

function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase());
}

/** Splits `/path?query` into the raw path and the query string with its `?` ('' when none). */
export function splitRequestTarget(url: string): { rawPath: string; search: string } {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return { rawPath: url, search: '' };
  const search = url.slice(queryStart);
  return { rawPath: url.slice(0, queryStart), search: search === '?' ? '' : search };
}

/**
 * Decodes a request path, or returns null when it is malformed or tries to leave the site
 * folder: `.`/`..` segments (also written `%2e%2e`, or hidden behind `%2f`) and NUL bytes.
 */
export function decodeRequestPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  return isSafePath(decoded) ? decoded : null;
}

function isSafePath(decodedPath: string): boolean {
  if (decodedPath.includes('\0')) return false;
  return decodedPath.split(/[/\\]/).every((segment) => segment !== '.' && segment !== '..');
}

function findContent(
  path: string,
  exists: (relativePath: string) => boolean,
  options: { addSlash: boolean },
): ContentMatch | null {
  const relative = path.replace(/^\/+/, '');
  const isServable = (file: string): boolean => !HIDDEN_FILES.has(file) && exists(file);

  if (relative === '' || relative.endsWith('/')) {
    const index = `${relative}index.html`;
    return isServable(index) ? { kind: 'file', file: index } : null;
  }
  if (isServable(relative)) return { kind: 'file', file: relative };
  const index = `${relative}/index.html`;
  if (isServable(index)) {
    // Pages live at `/x/`; a visitor at `/x` is sent there so relative links keep working.
    return options.addSlash ? { kind: 'add-slash' } : { kind: 'file', file: index };
  }
  const htmlFile = `${relative}.html`;
  return isServable(htmlFile) ? { kind: 'file', file: htmlFile } : null;
}

function findRedirectRule(
  rules: readonly RedirectRule[],
  path: string,
  search: string,
  options: { forcedOnly: boolean },
): RuleMatch | null {
  const query = new URLSearchParams(search);
  for (const rule of rules) {
    if (options.forcedOnly && !rule.force) continue;
    const pathMatch = rule.pattern.match(path);
    if (pathMatch === null) continue;
    const queryValues = matchQuery(rule.query, query);
    if (queryValues === null) continue;
    const values: Record<string, string> = { ...queryValues, ...pathMatch.params };
    if (pathMatch.splat !== undefined) values.splat = pathMatch.splat;
    return { rule, values };
  }
  return null;
}

/** A rule's query conditions: every listed parameter must be present; `:name` captures it. */
function matchQuery(
  expected: Readonly<Record<string, string>>,
  actual: URLSearchParams,
): Record<string, string> | null {
  const captured: Record<string, string> = {};
  for (const [key, expectedValue] of Object.entries(expected)) {
    const value = actual.get(key);
    if (value === null) return null;
    if (expectedValue.startsWith(':')) captured[expectedValue.slice(1)] = value;
    else if (value !== expectedValue) return null;
  }
  return captured;
}

function applyRedirectRule(
  { rule, values }: RuleMatch,
  search: string,
  headers: ResponseHeaders,
  input: ResolveInput,
): Decision {
  const { exists } = input;
  if (isRedirectStatus(rule.status)) {
    const target = substitutePlaceholders(rule.to, values, encodePath);
    return { kind: 'redirect', status: rule.status, location: withQuery(target, search), headers };
  }
  if (isAbsoluteUrl(rule.to)) {
    // rules.ts skips proxy rules; kept so that a hand-made rule cannot reach the file system.
    return text(502, 'Proxying to another site is not supported by the local host', headers);
  }
  // A rewrite (200) or a custom error page (404, 410…): serve the target with the rule's status.
  const targetPath = substitutePlaceholders(safeDecode(stripQueryAndHash(rule.to)), values);
  const content = isSafePath(targetPath)
    ? findContent(targetPath, exists, { addSlash: false })
    : null;
  if (content?.kind === 'file')
    return { kind: 'file', status: rule.status, file: content.file, headers };
  return notFound(targetPath, headers, input);
}

/** Netlify passes the request's query string on, unless the rule's target sets its own. */
function withQuery(target: string, search: string): string {
  if (search === '' || target.includes('?')) return target;
  const hashStart = target.indexOf('#');
  return hashStart === -1
    ? target + search
    : target.slice(0, hashStart) + search + target.slice(hashStart);
}

function stripQueryAndHash(target: string): string {
  return target.replace(/[?#].*$/, '');
}

function notFound(path: string, headers: ResponseHeaders, input: ResolveInput): Decision {
  const candidates =
    input.rules.dialect === 'cloudflare' ? notFoundPagesUpTheTree(path) : [NOT_FOUND_PAGE];
  const page = candidates.find((file) => input.exists(file));
  return page === undefined
    ? text(404, 'Not found', headers)
    : { kind: 'file', status: 404, file: page, headers };
}

/** `es/venues/x` → es/venues/404.html, es/404.html, 404.html (the folders of the path). */
function notFoundPagesUpTheTree(path: string): string[] {
  const folders = path.split('/').filter(Boolean);
  // The last segment of a path without a final slash names a page, not a folder.
  if (!path.endsWith('/')) folders.pop();
  const pages: string[] = [];
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    pages.push([...folders.slice(0, depth), NOT_FOUND_PAGE].join('/'));
  }
  return pages;
}

/**
 * Headers of every `_headers` rule matching the path, in file order. A header set by several
 * matching rules gets all their values joined with ", " (as on Netlify's CDN); names are
 * compared case-insensitively and keep the spelling of their first appearance.
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): ResponseHeaders {
  const merged = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (rule.pattern.match(path) === null) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (RESTRICTED_HEADERS.has(key)) continue;
      const previous = merged.get(key);
      merged.set(
        key,
        previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value },
      );
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, value }) => [name, value]));
}

function text(status: number, body: string, headers: ResponseHeaders): TextDecision {
  return { kind: 'text', status, body, headers };
}
