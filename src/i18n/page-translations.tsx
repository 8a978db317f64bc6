/**
 * Gives every page its translations: a translator holding the translation
 * files the page queried (its language and the default one, which fills
 * any gap), and the page's language facts (use-page-language.ts).
 *
 * Our own small translator (translate.ts) stands in for i18next and
 * react-i18next, and our own context for gatsby-plugin-react-i18next's:
 * about 17 KB gzip less JavaScript on every page, and no package's
 * internals to follow from release to release (see
 * docs/decisions/0001-no-i18n-plugin.md).
 */
import type { ReactElement } from 'react';
import type { PageContext } from '../config/page-context';
import type { LocaleNode, LocalesData } from './locale-data';
import { pageTranslator } from './translator';
import { PageLanguageContext } from './use-page-language';
import { TranslatorContext } from './use-translation';

/** What Gatsby hands wrapPageElement; pages of other origins may lack both parts. */
export interface PageElementProps {
  data?: unknown;
  pageContext?: Partial<Pick<PageContext, 'i18n' | 'formattingLocale'>>;
}

function localeNodesOf(data: unknown): LocaleNode[] {
  const locales = (data as Partial<LocalesData> | null | undefined)?.locales;
  return locales?.edges.map((edge) => edge.node) ?? [];
}

export function withPageTranslations(element: ReactElement, props: PageElementProps): ReactElement {
  const page = props.pageContext?.i18n;
  if (!page) return element;
  const translator = pageTranslator(
    localeNodesOf(props.data),
    page.language,
    page.defaultLanguage,
    props.pageContext?.formattingLocale,
  );
  return (
    <TranslatorContext.Provider value={translator}>
      <PageLanguageContext.Provider value={page}>{element}</PageLanguageContext.Provider>
    </TranslatorContext.Provider>
  );
}
