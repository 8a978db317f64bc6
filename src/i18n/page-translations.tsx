/**
 * Gives every page its translations: a translator holding the translation
 * files the page queried (its language and the default one, which fills
 * any gap), and the page's language facts in the i18n plugin's
 * I18nextContext.
 *
 * This is what gatsby-plugin-react-i18next's wrapPageElement did, minus its
 * browser-language redirect (turned off here) and development warnings, and
 * with our own small translator (translate.ts) in place of i18next and
 * react-i18next: about 17 KB gzip less JavaScript on every page. The
 * plugin's context object is kept, so its Link and useI18next keep working.
 */
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import type { ReactElement } from 'react';
import type { PageContext } from '../templates/page-context';
import type { LocaleNode, LocalesData } from './locale-data';
import { pageTranslator } from './translator';
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
      <I18nextContext.Provider value={page}>{element}</I18nextContext.Provider>
    </TranslatorContext.Provider>
  );
}
