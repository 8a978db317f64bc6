/**
 * The page's translate function. It reads the i18next instance that
 * page-translations.tsx gives every page (react-i18next's context) and does
 * no more: a page's texts are all loaded before it renders and its language
 * never changes in place (switching language opens the other page), so
 * react-i18next's own hook, which also loads namespaces on demand and
 * re-renders on language events, is code no page needs. Leaving it out keeps
 * about 3 KB gzip of JavaScript off every page.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** `namespace` answers keys written without one; the site's keys name theirs ("contact:…"). */
export function useTranslation(namespace?: string): Translation {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n;
  if (!i18n) {
    throw new Error('useTranslation needs a page rendered through withPageTranslations.');
  }
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null), [i18n, namespace]);
  return { t, i18n };
}
