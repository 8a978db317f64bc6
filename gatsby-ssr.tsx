import type { GatsbySSR } from 'gatsby';
import { withSharedPagePathScript } from './gatsby/security/page-path-script';
import { withSiteWideStylesFirst } from './gatsby/styles/stylesheet-order';
import { withPageTranslations } from './src/i18n/page-translations';

// The same wrapper as in the browser, so the HTML and the hydrated page agree.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);

// One inline script for every page instead of one per page (page-path-script.tsx);
// global styles before each page kind's own (stylesheet-order.ts).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withSiteWideStylesFirst(getHeadComponents()));
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents()));
};
