/**
 * Which translation files each page carries in its page data: its own
 * language's file of each of its namespaces, plus the default language's
 * file only where its language still lacks a text (a fully translated
 * Spanish page no longer ships the English copy of every text it shows).
 */
import { namespacesNeedingFallback } from './locales';
import { resourcesOf } from '../i18n/translator';

export interface LocaleNodeSummary {
  id: string;
  ns: string;
  language: string;
  /** The file's JSON, as a string. */
  data: string;
}

export type LocaleSelector = (namespaces: readonly string[], language: string) => string[];

/** A function giving the ids of the Locale nodes a page in `language` with `namespaces` needs. */
export function localeSelector(
  nodes: readonly LocaleNodeSummary[],
  defaultLanguage: string,
): LocaleSelector {
  const files = resourcesOf(nodes);
  const needingFallback = new Map<string, Set<string>>();
  const fallbackNeeds = (language: string) => {
    let needs = needingFallback.get(language);
    if (!needs) {
      needs = namespacesNeedingFallback(files, defaultLanguage, language);
      needingFallback.set(language, needs);
    }
    return needs;
  };
  return (namespaces, language) =>
    nodes
      .filter(
        (node) =>
          namespaces.includes(node.ns) &&
          (node.language === language ||
            (node.language === defaultLanguage && fallbackNeeds(language).has(node.ns))),
      )
      .map((node) => node.id);
}
