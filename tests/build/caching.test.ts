/**
 * The caching rules of public/_headers against the built files: only files
 * whose name changes with their content are cached forever (a host merges
 * every matching rule, so one broad pattern is enough to pin an old copy of
 * a script in visitors' browsers), and there are few enough rules for
 * Cloudflare Pages to read them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_HASHED_NAME, HOST_RULE_LIMIT } from '../../gatsby/security/content-hashed-files';
import { assertBuilt, PUBLIC_DIR, readPublic } from './public';

interface Rule {
  path: string;
  headers: Map<string, string>;
}

function rulesOfHeadersFile(): Rule[] {
  const rules: Rule[] = [];
  for (const line of readPublic('_headers').split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: new Map() });
      continue;
    }
    const colon = line.indexOf(':');
    rules[rules.length - 1]?.headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      line.slice(colon + 1).trim(),
    );
  }
  return rules;
}

/** Netlify's and Cloudflare's `*`: any characters, `/` included. */
function matcher(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** The address of every file of public/. */
function publicAddresses(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicAddresses(absolute);
    return [`/${path.relative(PUBLIC_DIR, absolute).split(path.sep).join('/')}`];
  });
}

/**
 * A name that changes with the content: webpack's [name]-[contenthash].js
 * and [name].[contenthash].css at the top; in /static/, a file in a folder
 * Gatsby names by its content's hash (pictures, files of the data), or one
 * webpack names [name]-[hash].[ext] (the fonts the stylesheets import).
 */
function isContentAddressed(address: string): boolean {
  if (/^\/static\/[0-9a-f]{32}\//.test(address)) return true;
  if (/^\/static\/[^/]+-[0-9a-f]{32}\.[a-z0-9]+$/.test(address)) return true;
  return /^\/[^/]+$/.test(address) && CONTENT_HASHED_NAME.test(address.slice(1));
}

describe('caching in _headers', () => {
  beforeAll(assertBuilt);

  const immutableRules = () =>
    rulesOfHeadersFile().filter((rule) => rule.headers.get('cache-control')?.includes('immutable'));

  it('caches forever only files whose name carries a hash of their content', () => {
    const addresses = publicAddresses();
    const wrong = immutableRules().flatMap((rule) =>
      addresses
        .filter((address) => matcher(rule.path).test(address) && !isContentAddressed(address))
        .map((address) => `${rule.path} matches ${address}`),
    );
    expect(wrong).toEqual([]);
  });

  it('never makes Partytown’s or the editor’s files immutable', () => {
    const kept = publicAddresses().filter((address) => /^\/(~partytown|admin)\//.test(address));
    expect(kept.some((address) => address.startsWith('/~partytown/'))).toBe(true);
    expect(kept.some((address) => address.startsWith('/admin/'))).toBe(true);
    const rules = immutableRules();
    const immutable = kept.filter((address) =>
      rules.some((rule) => matcher(rule.path).test(address)),
    );
    expect(immutable).toEqual([]);
  });

  it('caches forever every script and stylesheet webpack named by its content', () => {
    const hashed = publicAddresses().filter(
      (address) => /^\/[^/]+$/.test(address) && CONTENT_HASHED_NAME.test(address.slice(1)),
    );
    expect(hashed.some((address) => /^\/app-[0-9a-f]{20}\.js$/.test(address))).toBe(true);
    const cached = new Set(immutableRules().map((rule) => rule.path));
    expect(hashed.filter((address) => !cached.has(address))).toEqual([]);
  });

  it('never caches page data', () => {
    const pageData = rulesOfHeadersFile().find((rule) => rule.path === '/page-data/*');
    expect(pageData?.headers.get('cache-control')).toMatch(/max-age=0.*must-revalidate/);
  });

  it('has few enough rules for Cloudflare Pages, with room to spare', () => {
    expect(rulesOfHeadersFile().length).toBeLessThanOrEqual(HOST_RULE_LIMIT * 0.75);
  });
});
