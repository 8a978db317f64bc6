/**
 * The GraphQL type of the Locale nodes (gatsby/locale-nodes.ts), declared
 * rather than inferred, and each file's texts as typed entries for
 * GraphiQL: `entries { key value }` lists "trust.rating.label" and its
 * text, where `data` is the whole file as one JSON string. Pages keep
 * querying `data`, so their page data does not grow.
 */
import type { TranslationTree, TranslationValue } from '../src/i18n/translate';
import type { LocaleNodeFields } from './locale-nodes';

export interface TranslationEntry {
  /** The text's key as pages write it after the namespace: "corporate.points.0". */
  key: string;
  value: string;
}

/** Every text of a file, in the file's order; a list's items are numbered from 0, as i18next reads them. */
export function translationEntries(tree: TranslationTree): TranslationEntry[] {
  const entriesUnder = (value: TranslationValue, key: string): TranslationEntry[] =>
    typeof value === 'string'
      ? [{ key, value }]
      : Object.entries(value).flatMap(([name, child]: [string, TranslationValue]) =>
          entriesUnder(child, key ? `${key}.${name}` : name),
        );
  return entriesUnder(tree, '');
}

/** For createTypes (gatsby/schema-customization.ts); `entries` is resolved by createResolvers below. */
export const LOCALE_TYPE_DEFS = `
  """One translation file: src/locales/<language>/<ns>.json."""
  type Locale implements Node @dontInfer {
    """The folder the file is in: "es"."""
    language: String!
    """The file name, the namespace: "home"."""
    ns: String!
    """The whole file as compact JSON: what pages load."""
    data: String!
    fileAbsolutePath: String!
    """Every text of the file, in its order."""
    entries: [LocaleEntry!]!
  }
  """One text of a translation file."""
  type LocaleEntry {
    """Its key inside the file, the levels joined by dots: "trust.rating.label"."""
    key: String!
    value: String!
  }
`;

export const localeResolvers = {
  Locale: {
    entries: {
      resolve: (source: Pick<LocaleNodeFields, 'data'>): TranslationEntry[] =>
        translationEntries(JSON.parse(source.data) as TranslationTree),
    },
  },
};
