/**
 * A translate function built from queried translation files, with the same
 * fallback to the default language as the pages use. Needed where the i18n
 * plugin's provider does not reach: Gatsby's Head (where `useTranslation`
 * would return raw keys) and the redirect pages written after the build.
 */
import i18next, { type Resource, type ResourceKey, type TFunction } from 'i18next';
import type { LocaleNode } from './locale-data';

export function createTranslator(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
): TFunction {
  const resources: Resource = {};
  for (const node of nodes) {
    (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data) as ResourceKey;
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  return instance.t;
}
