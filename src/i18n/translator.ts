/**
 * A translate function built from queried translation files, with the same
 * fallback to the default language as the pages use. Needed where the
 * page's translation context does not reach: Gatsby's Head (where
 * `useTranslation` would return raw keys) and the redirect pages written
 * after the build.
 */
import type { LocaleNode } from './locale-data';
import {
  createTranslator,
  type TranslationResources,
  type TranslationTree,
  type Translate,
  type Translator,
} from './translate';

/** Texts by language and namespace, from the plugin's locale nodes. */
export function resourcesOf(nodes: readonly LocaleNode[]): TranslationResources {
  const resources: TranslationResources = {};
  for (const node of nodes) {
    (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data) as TranslationTree;
  }
  return resources;
}

/**
 * The translator of a page: the first namespace answers keys written
 * without one and the others are searched next (gatsby-plugin-react-i18next's rule,
 * kept so no existing text changes).
 */
export function pageTranslator(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
  locale?: string,
): Translator {
  const namespaces = [...new Set(nodes.map((node) => node.ns))];
  const [defaultNamespace = 'translation', ...fallbackNamespaces] = namespaces;
  return createTranslator({
    resources: resourcesOf(nodes),
    language,
    fallbackLanguage: defaultLanguage,
    defaultNamespace,
    fallbackNamespaces,
    ...(locale ? { locale } : {}),
  });
}

/**
 * A translate function for keys that name their namespace ("contact:…"),
 * as the head and the redirect pages write them: a missing key shows as a
 * key (and fails the build's checks) instead of borrowing another file's.
 */
export function translateFromNodes(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
  locale?: string,
): Translate {
  return createTranslator({
    resources: resourcesOf(nodes),
    language,
    fallbackLanguage: defaultLanguage,
    defaultNamespace: 'translation',
    ...(locale ? { locale } : {}),
  }).fixedT();
}
