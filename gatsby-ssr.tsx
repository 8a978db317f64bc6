import type { GatsbySSR } from 'gatsby';
import { withSharedPagePathScript } from './gatsby/security/page-path-script';
import { venuesForServerRender } from './gatsby/site-files/venue-list';
import { withSiteWideStylesFirst } from './gatsby/styles/stylesheet-order';
import { ServerVenuesContext } from './src/components/ContactForm/venue-list';
import { withPageTranslations } from './src/i18n/page-translations';

// The same wrapper as in the browser, so the HTML and the hydrated page agree.
// The venues go to the HTML only (the contact form's field without JavaScript):
// a context adds no markup, and the browser's copy of the page does without them.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <ServerVenuesContext.Provider value={venuesForServerRender()}>
    {withPageTranslations(element, props)}
  </ServerVenuesContext.Provider>
);

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
