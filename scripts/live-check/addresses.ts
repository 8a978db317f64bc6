// The addresses the live checks ask for, from site.yaml: old addresses and
// personal sites (the build's own plan of them), a page of each kind in each
// language, and addresses that exist nowhere.

import { planRedirects } from '../../gatsby/redirects/legacy-redirects';
import { listPages } from '../../src/config/pages';
import type { SiteConfig } from '../../src/config/schema';
import { localizedPath } from '../../src/i18n/paths';

export interface LocalizedAddress {
  path: string;
  language: string;
}

function languagesOf(site: SiteConfig): { languages: string[]; defaultLanguage: string } {
  return {
    languages: site.languages.supported.map((language) => language.code),
    defaultLanguage: site.languages.default,
  };
}

export function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Every old address in every language, and the page it leads to. */
export function oldAddresses(
  site: SiteConfig,
): Array<{ from: string; to: string; language: string }> {
  return planRedirects({ ...site, ...languagesOf(site) }).filter(
    (redirect) => redirect.kind === 'legacy',
  );
}

/** Each performer's address on this site, and their own site. */
export function personalSites(site: SiteConfig): Array<{ from: string; to: string }> {
  return planRedirects({ ...site, ...languagesOf(site) }).filter(
    (redirect) => redirect.kind === 'personal',
  );
}

/** The first page of each kind, in each language. */
export function pageOfEachKind(site: SiteConfig): Array<LocalizedAddress & { kind: string }> {
  const { languages, defaultLanguage } = languagesOf(site);
  const pages = listPages(site.routes, site.venues).filter((page) => page.kind !== 'not-found');
  const firstOfKind = pages.filter(
    (page, index) => pages.findIndex((other) => other.kind === page.kind) === index,
  );
  return languages.flatMap((language) =>
    firstOfKind.map((page) => ({
      kind: page.kind,
      language,
      path: localizedPath(page.path, language, defaultLanguage),
    })),
  );
}

/** Addresses no site has, in each language: with and without the slash, and under the venues. */
export function unknownAddresses(site: SiteConfig): LocalizedAddress[] {
  const { languages, defaultLanguage } = languagesOf(site);
  const venueList = site.routes.find((route) => route.kind === 'venues')?.path ?? '/';
  return languages.flatMap((language) =>
    [
      '/no-such-page-check-live/',
      '/no-such-page-check-live',
      `${venueList}no-such-venue-check-live/`,
    ].map((path) => ({ language, path: localizedPath(path, language, defaultLanguage) })),
  );
}
