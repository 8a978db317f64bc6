/**
 * The site's translate function: looks a key up in the page's translation
 * files and fills in its {{values}}. It does what our texts use of i18next
 * and no more, so that no page ships i18next itself (16 KB gzip, a fifth of
 * every page's JavaScript). It keeps i18next's rules, so no text changes:
 *
 * - keys are "namespace:path.to.key"; a key without a namespace is looked
 *   up in the default namespace; the fallback namespaces come next;
 * - each namespace is searched in the page's language, then in the default
 *   language (a text not yet translated shows in English);
 * - an empty text counts as missing, and so does a list or group of empty texts;
 * - with `count`, the plural form of the language comes first ("_one",
 *   "_other"...), then the bare key;
 * - "{{name}}" inserts a value as given (React escapes it), and stays as it
 *   is when no value is given; "{{count, number}}" formats a number the
 *   language's way;
 * - with `returnObjects`, a list or group of texts comes back whole, its
 *   texts filled in;
 * - a missing key gives `defaultValue` when there is one, else the key.
 */
import type { JsonObject, JsonValue } from '../lib/json';

/** A translation file's content: texts, lists and groups of them (JSON with texts for leaves). */
export type TranslationTree = JsonObject<string>;
export type TranslationValue = JsonValue<string>;

/** Texts by language, then namespace. */
export type TranslationResources = Record<string, Record<string, TranslationTree>>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  /** The page's language. */
  language: string;
  /** Its BCP 47 locale for Intl (numbers, the order of a date's parts): es-US, it-IT. */
  locale: string;
  /** A translate function; `namespace` answers keys written without one. */
  fixedT(namespace?: string | null): Translate;
  /** Whether a text exists for `key` (in the page's or the default language). */
  exists(key: string): boolean;
}

export interface TranslatorSettings {
  resources: TranslationResources;
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  fallbackNamespaces?: readonly string[];
  /** For Intl; the language code when absent. US Spanish writes 10,000, Spain 10.000. */
  locale?: string;
}

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /{{\s*([^{},]+?)\s*(?:,\s*([^{}]+?)\s*)?}}/g;

function childOf(node: TranslationValue | undefined, part: string): TranslationValue | undefined {
  if (node === undefined || typeof node === 'string') return undefined;
  return Array.isArray(node) ? node[Number(part)] : node[part];
}

/** The text, list or group at a dotted path of a translation file: "meta.title", "points.0". */
export function valueAt(
  tree: TranslationValue | undefined,
  path: string,
): TranslationValue | undefined {
  let node: TranslationValue | undefined = tree;
  for (const part of path.split(KEY_SEPARATOR)) node = childOf(node, part);
  return node;
}

function readPath(values: TranslateOptions, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split(KEY_SEPARATOR)) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  return value;
}

function format(value: unknown, formatName: string | undefined, locale: string): string {
  if (value === null) return '';
  if (formatName === 'number' && typeof value === 'number') {
    // Grouping always: Italian style writes 1.200, where Intl's default for it-IT
    // groups only from 10.000.
    return new Intl.NumberFormat(locale, { useGrouping: true }).format(value);
  }
  return String(value);
}

function interpolate(text: string, values: TranslateOptions, locale: string): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string, formatName?: string) => {
    const value = readPath(values, name);
    // A value not given leaves its placeholder, as i18next does.
    return value === undefined ? placeholder : format(value, formatName, locale);
  });
}

function interpolateAll(
  value: TranslationValue,
  values: TranslateOptions,
  locale: string,
): TranslationValue {
  if (typeof value === 'string') return interpolate(value, values, locale);
  if (Array.isArray(value)) return value.map((entry) => interpolateAll(entry, values, locale));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, interpolateAll(entry, values, locale)]),
  );
}

/**
 * Nothing to show: no value, an empty text, or a list or group whose texts
 * are all empty (a file of texts laid out but not yet translated, as
 * `npm run new:service` writes the other languages').
 */
function isMissing(value: TranslationValue | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (typeof value === 'string') return false;
  return (Array.isArray(value) ? value : Object.values(value)).every(isMissing);
}

const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();

/** The language's plural suffixes to try for `count`, most specific first. */
function pluralSuffixes(language: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [''];
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  return [`_${rules.select(count)}`, ''];
}

export function createTranslator(settings: TranslatorSettings): Translator {
  const { resources, language, fallbackLanguage, defaultNamespace } = settings;
  const locale = settings.locale ?? language;
  const languages = [...new Set([language, fallbackLanguage])];

  /**
   * The namespace named in the key (or, without one, the function's own),
   * then the fallback namespaces, as i18next searches them.
   */
  function split(key: string, namespace: string | null | undefined) {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const named = separator > 0 ? key.slice(0, separator) : (namespace ?? defaultNamespace);
    const path = separator > 0 ? key.slice(separator + 1) : key;
    return { namespaces: [...new Set([named, ...(settings.fallbackNamespaces ?? [])])], path };
  }

  /** The text (or list) for a key, and the key's path without its namespace. */
  function resolve(key: string, namespace: string | null | undefined, count?: number) {
    const { namespaces, path } = split(key, namespace);
    for (const name of namespaces) {
      for (const code of languages) {
        const tree = resources[code]?.[name];
        for (const suffix of pluralSuffixes(code, count)) {
          const value = valueAt(tree, `${path}${suffix}`);
          if (value !== undefined && !isMissing(value)) return { value, path };
        }
      }
    }
    return { value: undefined, path };
  }

  function fixedT(namespace?: string | null): Translate {
    return (key, options = {}) => {
      const { value, path } = resolve(key, namespace, options.count);
      if (value === undefined) {
        return options.defaultValue === undefined
          ? path
          : interpolate(options.defaultValue, options, locale);
      }
      if (typeof value === 'string') return interpolate(value, options, locale);
      // A list or group is only handed out when asked for (i18next's rule);
      // the caller types it (see structured.ts).
      return options.returnObjects
        ? (interpolateAll(value, options, locale) as unknown as string)
        : path;
    };
  }

  return {
    language,
    locale,
    fixedT,
    exists: (key) => resolve(key, null).value !== undefined,
  };
}
