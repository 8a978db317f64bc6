/**
 * Which redirects the site needs: every legacy path of site.yaml in every
 * language, and every personal site. Pure data, so it is easy to test.
 */
import { localizedPath } from '../../src/i18n/paths';

export interface RedirectSource {
  redirects: ReadonlyArray<{ from: string; to: string }>;
  personalSites: ReadonlyArray<{ name: string; url: string }>;
  languages: readonly string[];
  defaultLanguage: string;
}

export interface PlannedRedirect {
  /** The old address, in the language's form: /dj/, /es/dj/. */
  from: string;
  /** Where it now leads: a path of this site or, for personal sites, a URL. */
  to: string;
  language: string;
  kind: 'legacy' | 'personal';
}

export function planRedirects(source: RedirectSource): PlannedRedirect[] {
  const legacy = source.redirects.flatMap((redirect) =>
    source.languages.map((language): PlannedRedirect => ({
      from: localizedPath(redirect.from, language, source.defaultLanguage),
      to: localizedPath(redirect.to, language, source.defaultLanguage),
      language,
      kind: 'legacy',
    })),
  );
  // Personal sites are not translated: /{name}/ only, in the default language.
  const personal = source.personalSites.map((site): PlannedRedirect => ({
    from: `/${site.name}/`,
    to: site.url,
    language: source.defaultLanguage,
    kind: 'personal',
  }));
  return [...legacy, ...personal];
}

/** public/dj/index.html for /dj/. */
export function outputFileFor(fromPath: string): string {
  return `${fromPath.replace(/^\//, '')}index.html`;
}
