/**
 * The translation files (src/locales/<language>/<namespace>.json) as the
 * checks see them: key lookups and translation coverage. Reading them from
 * disk is src/config/read-files.ts's job, so this also runs in the browser.
 */
import type { TranslationResources, TranslationTree, TranslationValue } from '../i18n/translate';

// The editor's checks still import it from here (src/editor/checks/project-state.ts).
export type { TranslationTree };
/** language → namespace → its JSON */
export type LocaleFiles = TranslationResources;

/** Every leaf key as "namespace:a.b.c"; with `textsOnly`, those holding a text (not ""). */
export function flattenKeys(
  namespaces: Record<string, TranslationTree>,
  { textsOnly = false } = {},
): string[] {
  const keys: string[] = [];
  const walk = (tree: TranslationValue, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = `${prefix}${key}`;
      if (typeof value !== 'string') walk(value, `${full}.`);
      else if (!textsOnly || value !== '') keys.push(full);
    }
  };
  for (const [namespace, tree] of Object.entries(namespaces)) walk(tree, `${namespace}:`);
  return keys;
}

/** The keys under `value` that have a text ("a.b.c"; an empty text has none). */
function textKeys(value: TranslationValue, prefix = ''): string[] {
  if (typeof value === 'string') return value === '' ? [] : [prefix];
  const children: Array<[string, TranslationValue]> = Object.entries(value);
  return children.flatMap(([key, child]) => textKeys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The namespaces in which `language` lacks some text of the default
 * language: a page in that language needs the default language's file of
 * each (shown in its place); for the others, its own file is enough.
 */
export function namespacesNeedingFallback(
  files: TranslationResources,
  defaultLanguage: string,
  language: string,
): Set<string> {
  const needing = new Set<string>();
  if (language === defaultLanguage) return needing;
  for (const [namespace, reference] of Object.entries(files[defaultLanguage] ?? {})) {
    const own = new Set(textKeys(files[language]?.[namespace] ?? {}));
    if (textKeys(reference).some((key) => !own.has(key))) needing.add(namespace);
  }
  return needing;
}

export function keyExistsIn(files: LocaleFiles, language: string): (key: string) => boolean {
  const keys = new Set(flattenKeys(files[language] ?? {}));
  return (key) => keys.has(key);
}

export interface TranslationCoverage {
  language: string;
  total: number;
  translated: number;
  missing: string[];
}

/** How many of the default language's texts each other language has (an empty text counts as missing, as it shows in the default language). */
export function translationCoverage(
  files: LocaleFiles,
  defaultLanguage: string,
  languages: readonly string[],
): TranslationCoverage[] {
  const reference = flattenKeys(files[defaultLanguage] ?? {});
  return languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => {
      const present = new Set(flattenKeys(files[language] ?? {}, { textsOnly: true }));
      const missing = reference.filter((key) => !present.has(key));
      return {
        language,
        total: reference.length,
        translated: reference.length - missing.length,
        missing,
      };
    });
}

export function formatCoverage(coverage: readonly TranslationCoverage[]): string[] {
  return coverage.map(({ language, total, translated, missing }) => {
    const percent = total === 0 ? 100 : Math.floor((translated / total) * 1000) / 10;
    const head = `Translations ${language}: ${translated}/${total} keys (${percent}%)`;
    return missing.length === 0
      ? `${head}, complete.`
      : `${head}; missing, shown in English: ${missing.join(', ')}`;
  });
}
