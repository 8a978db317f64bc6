import type { GatsbySSR } from 'gatsby';
import { withPageTranslations } from './src/i18n/page-translations';

// The same wrapper as in the browser, so the HTML and the hydrated page agree.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);
