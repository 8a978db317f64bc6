/**
 * Where a page lives in each language. Shared by gatsby-node (which creates
 * the pages), the redirect generator and the components (which link to
 * them), so the three can never disagree.
 */
export interface LanguageSettings {
  defaultLanguage: string;
  languages: readonly string[];
}

/** /music/ in Spanish is /es/music/; the default language has no prefix. */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage) return path;
  return `/${language}${path}`;
}

/** The language a path belongs to, judged by its first segment. */
export function languageOfPath(path: string, settings: LanguageSettings): string {
  const first = path.split('/')[1] ?? '';
  return settings.languages.includes(first) && first !== settings.defaultLanguage
    ? first
    : settings.defaultLanguage;
}

/** /es/music/ → /music/: the path without its language prefix. */
export function unlocalizedPath(path: string, settings: LanguageSettings): string {
  const language = languageOfPath(path, settings);
  if (language === settings.defaultLanguage) return path;
  return path.slice(language.length + 1) || '/';
}

/** Turns an absolute site URL and a path into one absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}
