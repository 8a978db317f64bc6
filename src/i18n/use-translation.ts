/**
 * The page's texts, for components: `t` and the page's translator, from
 * the context page-translations.tsx gives every page. A page's texts are
 * all loaded before it renders and its language never changes in place
 * (switching language opens the other page), so this is a plain lookup
 * with nothing to load or re-render.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Translate, Translator } from './translate';

export const TranslatorContext = createContext<Translator | null>(null);

export interface Translation {
  t: Translate;
  i18n: Translator;
}

/** `namespace` answers keys written without one; the site's keys name theirs ("contact:…"). */
export function useTranslation(namespace?: string): Translation {
  const translator = useContext(TranslatorContext);
  if (!translator) {
    throw new Error('useTranslation needs a page rendered through withPageTranslations.');
  }
  const t = useMemo(() => translator.fixedT(namespace ?? null), [translator, namespace]);
  return { t, i18n: translator };
}
