/**
 * The page's language facts for components (its language, the default
 * one, every language of the site, and its path in the default language),
 * from the context withPageTranslations (page-translations.tsx) gives every
 * page. They come from the page context gatsby-node sets, so they never
 * change while the page is shown.
 */
import { createContext, useContext } from 'react';

export interface PageLanguage {
  language: string;
  defaultLanguage: string;
  languages: readonly string[];
  /** The current page's path in the default language. */
  originalPath: string;
}

export const PageLanguageContext = createContext<PageLanguage | null>(null);

export function usePageLanguage(): PageLanguage {
  const page = useContext(PageLanguageContext);
  if (!page) {
    throw new Error('usePageLanguage needs a page rendered through withPageTranslations.');
  }
  return page;
}
