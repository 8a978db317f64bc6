import type { GatsbySSR } from 'gatsby';
import { withSharedPagePathScript } from './gatsby/security/page-path-script';
import { withPageTranslations } from './src/i18n/page-translations';

// The same wrapper as in the browser, so the HTML and the hydrated page agree.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);

// One inline script for every page instead of one per page: see page-path-script.tsx.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents()));
};
