// Reads `_redirects` and `_headers` from the site folder with Netlify's own parsers, so that
// the local host accepts and rejects exactly the lines the real host does.

import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import {
  compileHeaderRules,
  compileRedirectRules,
  type HostDialect,
  type HostRules,
  type RedirectRule,
} from './rules';

export const REDIRECTS_FILE = '_redirects';
export const HEADERS_FILE = '_headers';

export interface LoadRulesOptions {
  /** Plain mode: behave like a host that knows nothing about `_redirects`. */
  readonly plain?: boolean;
  /** Whose reading of the files to copy; Netlify's by default. */
  readonly dialect?: HostDialect;
}

export interface LoadedRules {
  readonly rules: HostRules;
  /** One human-readable message per problem found; the offending rules are skipped. */
  readonly warnings: readonly string[];
}

export async function loadHostRules(
  dir: string,
  options: LoadRulesOptions = {},
): Promise<LoadedRules> {
  const dialect = options.dialect ?? 'netlify';
  const [redirects, headers] = await Promise.all([
    options.plain ? { rules: [] as RedirectRule[], warnings: [] } : loadRedirectRules(dir, dialect),
    loadHeaderRules(dir),
  ]);
  return {
    rules: { dialect, redirects: redirects.rules, headers: headers.rules },
    warnings: [...redirects.warnings, ...headers.warnings],
  };
}

async function loadRedirectRules(dir: string, dialect: HostDialect) {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(dir, REDIRECTS_FILE)],
    configRedirects: [],
    minimal: false,
  });
  const compiled = compileRedirectRules(redirects, dialect);
  return {
    rules: compiled.rules,
    warnings: [...errors.map(errorMessage), ...compiled.warnings].map(
      (message) => `${REDIRECTS_FILE}: ${message}`,
    ),
  };
}

async function loadHeaderRules(dir: string) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(dir, HEADERS_FILE)],
    configHeaders: [],
    minimal: true,
  });
  const compiled = compileHeaderRules(headers);
  return {
    rules: compiled.rules,
    warnings: [...errors.map(errorMessage), ...compiled.warnings].map(
      (message) => `${HEADERS_FILE}: ${message}`,
    ),
  };
}

// The redirect parser types its errors as `any[]`.
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
