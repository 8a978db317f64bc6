import type { GatsbyBrowser } from 'gatsby';
import { withPageTranslations } from './src/i18n/page-translations';
import './src/styles/global.css';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);
