/**
 * The files a browser may keep for a year without asking again: only those
 * whose name carries a hash of their content, so that a changed file always
 * arrives under a new name. Gatsby's webpack writes the browser's scripts as
 * `[name]-[contenthash].js` and its stylesheets as `[name].[contenthash].css`
 * (webpack's hashes: 20 hexadecimal digits), at the top of public/. Scripts
 * that keep their name from build to build (Partytown's in /~partytown/, the
 * editor's in /admin/) must be asked about again, or a visitor could run an
 * old copy against new pages.
 *
 * Each such file gets its own rule in _headers: a pattern such as /*.js
 * would also match those unhashed scripts, and no pattern can say "a name
 * with a hash in it". Cloudflare Pages reads at most 100 rules, so the rules
 * are capped well below that, keeping the largest files.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A name as webpack writes it with Gatsby's `[name]-[contenthash].js` and `[name].[contenthash].css`. */
export const CONTENT_HASHED_NAME = /^[\w~.-]+?(?:-[0-9a-f]{20}\.js|\.[0-9a-f]{20}\.css)$/;

/** Cloudflare Pages ignores the rules of _headers past this many. */
export const HOST_RULE_LIMIT = 100;

/**
 * Room for the file rules: the other rules of _headers (a handful) and the
 * chunks a few new page kinds would add still fit under HOST_RULE_LIMIT.
 */
export const MOST_CONTENT_HASHED_RULES = 70;

export interface BuiltFile {
  /** The file's address on the site, e.g. /app-6eba748f69fcc930255a.js. */
  path: string;
  bytes: number;
}

/** The content-hashed scripts and stylesheets webpack wrote at the top of `publicDir`. */
export function contentHashedFiles(publicDir: string): BuiltFile[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_HASHED_NAME.test(entry.name))
    .map((entry) => ({
      path: `/${entry.name}`,
      bytes: fs.statSync(path.join(publicDir, entry.name)).size,
    }));
}

/**
 * The files that get a rule of their own, at most `most`: the largest, for
 * which a browser's second request costs the most. The others are left to
 * the host's default (asked about again, answered 304 when unchanged).
 */
export function filesCachedForever(
  files: readonly BuiltFile[],
  most = MOST_CONTENT_HASHED_RULES,
): { paths: string[]; left: string[] } {
  // Ties broken by name, so that the same site always gets the same rules.
  const bySize = [...files].sort(
    (a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const byPath = (list: BuiltFile[]) => list.map((file) => file.path).sort();
  return { paths: byPath(bySize.slice(0, most)), left: byPath(bySize.slice(most)) };
}
