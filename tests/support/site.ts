/**
 * What the built site must contain, derived from site.yaml (never a second,
 * hand-written list), so that the tests follow the owner's edits. Shared by
 * the build tests (tests/build) and the end-to-end tests (tests/e2e).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { listPages, namespaceOf, type PageSpec } from '../../src/config/pages';
import type { SiteConfig } from '../../src/config/schema';
import { localizedPath } from '../../src/i18n/paths';
import { formattingLocaleOf } from '../../src/i18n/formatting-locale';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');
export const SITE_YAML = path.join(ROOT_DIR, 'site.yaml');
export const LOCALES_DIR = path.join(ROOT_DIR, 'src', 'locales');

type SiteYaml = Pick<
  SiteConfig,
  'siteUrl' | 'languages' | 'routes' | 'venues' | 'redirects' | 'personalSites'
>;

/** One page of the site in one language. */
export interface LocalizedPage {
  page: PageSpec;
  language: string;
  /** Its address in that language: /music/, /es/music/. */
  path: string;
}

/** One legacy address in one language, and where it now leads. */
export interface LegacyRedirect {
  language: string;
  from: string;
  to: string;
}

export interface Site {
  siteUrl: string;
  defaultLanguage: string;
  languages: string[];
  /**
   * How many routes, venues, old addresses and personal sites site.yaml
   * lists, counted in the file itself: the lists below are derived from it,
   * and a test checks they hold every entry (no loop over them runs short).
   * The numbers the specification gives are checked on its frozen copy
   * (tests/unit/config/spec-site.test.ts), not here: the owner changes these.
   */
  routeCount: number;
  venueCount: number;
  redirectCount: number;
  personalSiteCount: number;
  /** The venues of site.yaml, as written there. */
  venues: SiteConfig['venues'];
  pages: PageSpec[];
  localizedPages: LocalizedPage[];
  legacyRedirects: LegacyRedirect[];
  personalSites: Array<{ name: string; url: string; path: string }>;
}

function readSiteYaml(): SiteYaml {
  const data: unknown = parse(fs.readFileSync(SITE_YAML, 'utf8'));
  if (typeof data !== 'object' || data === null) {
    throw new Error(`${SITE_YAML} does not contain a YAML mapping.`);
  }
  const site = data as Partial<SiteYaml>;
  return {
    siteUrl: site.siteUrl ?? '',
    languages: site.languages ?? { default: '', supported: [] },
    routes: site.routes ?? [],
    venues: site.venues ?? [],
    redirects: site.redirects ?? [],
    personalSites: site.personalSites ?? [],
  };
}

let cached: Site | undefined;

export function loadSite(): Site {
  if (cached) return cached;
  const yaml = readSiteYaml();
  const defaultLanguage = yaml.languages.default;
  const languages = yaml.languages.supported.map((language) => language.code);
  const pages = listPages(yaml.routes, yaml.venues);
  const inLanguage = (pagePath: string, language: string) =>
    localizedPath(pagePath, language, defaultLanguage);
  cached = {
    siteUrl: yaml.siteUrl.replace(/\/$/, ''),
    defaultLanguage,
    languages,
    routeCount: yaml.routes.length,
    venueCount: yaml.venues.length,
    redirectCount: yaml.redirects.length,
    personalSiteCount: yaml.personalSites.length,
    venues: yaml.venues,
    pages,
    localizedPages: languages.flatMap((language) =>
      pages.map((page) => ({ page, language, path: inLanguage(page.path, language) })),
    ),
    legacyRedirects: yaml.redirects.flatMap((redirect) =>
      languages.map((language) => ({
        language,
        from: inLanguage(redirect.from, language),
        to: inLanguage(redirect.to, language),
      })),
    ),
    personalSites: yaml.personalSites.map((site) => ({ ...site, path: `/${site.name}/` })),
  };
  return cached;
}

/** The pages of one language. */
export function pagesIn(language: string): LocalizedPage[] {
  return loadSite().localizedPages.filter((page) => page.language === language);
}

/** The page of a kind in a language (the first one when there are several). */
export function pageOfKind(kind: PageSpec['kind'], language: string): LocalizedPage {
  const found = pagesIn(language).find((page) => page.page.kind === kind);
  if (!found) throw new Error(`site.yaml has no page of kind "${kind}" in "${language}".`);
  return found;
}

/** The address of a page in a language. */
/** The locale Intl formats the pages of a language with ("en-US" for en), as the site does. */
export function formattingLocale(language: string): string {
  return formattingLocaleOf(readSiteYaml().languages.supported, language);
}

export function pathIn(pagePath: string, language: string): string {
  return localizedPath(pagePath, language, loadSite().defaultLanguage);
}

/** A translation file of src/locales, parsed. */
export function readLocale(language: string, namespace: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The text of a translation key ("not-found:heading") in a language, straight from the file. */
export function translation(language: string, key: string): string {
  const namespace = namespaceOf(key);
  const keyPath = key.slice(namespace.length + 1);
  let value: unknown = readLocale(language, namespace);
  for (const part of keyPath.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value !== 'string') {
    throw new Error(`No text for "${key}" in src/locales/${language}/${namespace}.json.`);
  }
  return value;
}

/** Every translation key of every namespace, as "ns:a.b" and as "a.b" (what i18next shows when a key is missing). */
export function allTranslationKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (namespace: string, prefix: string, value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) {
        walk(namespace, prefix ? `${prefix}.${name}` : name, child);
      }
      return;
    }
    keys.add(prefix);
    keys.add(`${namespace}:${prefix}`);
  };
  for (const language of fs.readdirSync(LOCALES_DIR)) {
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.replace(/\.json$/, '');
      walk(namespace, '', readLocale(language, namespace));
    }
  }
  return keys;
}

/** The outside websites of site.yaml (links:). */
export function siteLinks(): SiteConfig['links'] {
  return (parse(fs.readFileSync(SITE_YAML, 'utf8')) as Pick<SiteConfig, 'links'>).links;
}
