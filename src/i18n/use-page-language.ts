import { useContext } from 'react';
// The plugin's own context module (not its index, which drags in its Link
// and every react-i18next export): the page's language as set by gatsby-node.
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';

export interface PageLanguage {
  language: string;
  defaultLanguage: string;
  languages: string[];
  /** The current page's path in the default language. */
  originalPath: string;
}

export function usePageLanguage(): PageLanguage {
  const { language, defaultLanguage, languages, originalPath } = useContext(I18nextContext);
  return { language, defaultLanguage, languages, originalPath };
}
