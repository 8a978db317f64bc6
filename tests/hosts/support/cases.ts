/**
 * The table of cases every host must answer the same way, made from site.yaml:
 * each old address in each language with and without its final slash, unknown
 * addresses in each language, the personal sites, and the pages' headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSite, pageOfKind, ROOT_DIR, type LocalizedPage } from '../../support/site';

export type Expectation =
  /** A permanent redirect (301 or 308) to `to`, after at most one hop that adds the slash. */
  | { kind: 'permanent-redirect'; to: string }
  /** Status 404 with the not-found page written in `language`. */
  | { kind: 'not-found'; language: string }
  /** The forwarding page of a personal site (200), after at most one slash hop. */
  | { kind: 'forwarding-page'; url: string }
  /** A page (200) with the security headers. */
  | { kind: 'page'; language: string }
  /** A file (200) cached for a year, or not. */
  | { kind: 'cached'; immutable: boolean }
  /** A page of the browser editor: kept out of search engines, under the editor's own policy. */
  | { kind: 'editor' };

export interface HostCase {
  path: string;
  expect: Expectation;
}

const site = loadSite();

function withoutSlash(path: string): string {
  return path.replace(/\/$/, '');
}

function prefixOf(language: string): string {
  return language === site.defaultLanguage ? '' : `/${language}`;
}

export function legacyCases(): HostCase[] {
  return site.legacyRedirects.flatMap(({ from, to }) => [
    { path: from, expect: { kind: 'permanent-redirect', to } },
    { path: withoutSlash(from), expect: { kind: 'permanent-redirect', to } },
  ]);
}

/** One old address per language with a query string: campaigns' tags must survive. */
export function legacyWithQueryCases(): HostCase[] {
  return site.languages.flatMap((language) => {
    const redirect = site.legacyRedirects.find((entry) => entry.language === language);
    if (redirect === undefined) return [];
    const query = '?utm_source=flyer';
    return [
      {
        path: `${redirect.from}${query}`,
        expect: { kind: 'permanent-redirect', to: `${redirect.to}${query}` },
      },
    ];
  });
}

export function unknownCases(): HostCase[] {
  return site.languages.flatMap((language) => {
    const prefix = prefixOf(language);
    const expectation: Expectation = { kind: 'not-found', language };
    return [
      `${prefix}/no-such-page-here/`,
      `${prefix}/no-such-page-here`,
      `${prefix}/venues/no-such-venue/`,
    ].map((path) => ({ path, expect: expectation }));
  });
}

export function personalSiteCases(): HostCase[] {
  return site.personalSites.flatMap((personal) => [
    { path: personal.path, expect: { kind: 'forwarding-page', url: personal.url } },
    { path: withoutSlash(personal.path), expect: { kind: 'forwarding-page', url: personal.url } },
  ]);
}

/** One page of each kind in each language. */
export function pageCases(): HostCase[] {
  const kinds = [...new Set(site.pages.map((page) => page.kind))];
  return site.languages.flatMap((language) =>
    kinds.map((kind): HostCase => {
      const page: LocalizedPage = pageOfKind(kind, language);
      return { path: page.path, expect: { kind: 'page', language } };
    }),
  );
}

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');

/** The first file of a folder of the build whose name matches. */
function builtFile(folder: string, name: RegExp): string {
  const found = fs.readdirSync(path.join(PUBLIC_DIR, folder)).find((file) => name.test(file));
  if (found === undefined) throw new Error(`public/${folder} holds no file like ${name}.`);
  return path.posix.join('/', folder, found);
}

/** Content-hashed files are cached for a year; files that keep their name are not. */
export function cachingCases(): HostCase[] {
  return [
    { path: builtFile('', /^app-[0-9a-f]{20}\.js$/), expect: { kind: 'cached', immutable: true } },
    {
      path: builtFile('', /^framework-[0-9a-f]{20}\.js$/),
      expect: { kind: 'cached', immutable: true },
    },
    { path: builtFile('~partytown', /\.js$/), expect: { kind: 'cached', immutable: false } },
    { path: '/admin/editor.js', expect: { kind: 'cached', immutable: false } },
    { path: '/page-data/app-data.json', expect: { kind: 'cached', immutable: false } },
  ];
}

export function editorCases(): HostCase[] {
  return [{ path: '/admin/', expect: { kind: 'editor' } }];
}
