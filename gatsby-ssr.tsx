import type { GatsbySSR } from 'gatsby';
import { withLinkedStylesheets } from './gatsby/output-rewrites/linked-stylesheets';
import { withSharedPagePathScript } from './gatsby/output-rewrites/page-path-script';
import { withSiteWideStylesFirst } from './gatsby/output-rewrites/stylesheet-order';
import { ServerVenuesContext, type VenueChoice } from './src/components/ContactForm/venue-list';
import { withPageTranslations } from './src/i18n/page-translations';
import { onRenderBody as consentBanner } from './gatsby/site-files/consent-banner';
import { onRenderBody as demoNoindex } from './gatsby/site-files/demo-pages';

// Defined in the HTML renderer's bundle (gatsby/site-files/venue-list.ts).
declare const __SERVER_VENUE_LIST__: VenueChoice[] | undefined;
const serverVenues = typeof __SERVER_VENUE_LIST__ === 'undefined' ? null : __SERVER_VENUE_LIST__;

// The same wrapper as in the browser, so the HTML and the hydrated page agree.
// The venues go to the HTML only (the contact form's field without JavaScript):
// a context adds no markup, and the browser's copy of the page does without them.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <ServerVenuesContext.Provider value={serverVenues}>
    {withPageTranslations(element, props)}
  </ServerVenuesContext.Provider>
);

// Rewrites of Gatsby's output (gatsby/output-rewrites/): one inline script for
// every page instead of one per page; global styles before each page kind's own;
// linked, not inlined, stylesheets on the page kinds there are many of (venues).
// Only the production build inlines stylesheets and writes the page-path
// script; `gatsby develop` renders its shell without them, so it is left alone.
// A rewrite that no longer matches throws, and the build stops on that page.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  if (process.env.NODE_ENV !== 'production') return;
  replaceHeadComponents(
    withLinkedStylesheets(withSiteWideStylesFirst(getHeadComponents(), pathname), pathname),
  );
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents(), pathname));
};

// A demo site (site.yaml deploy.demo: true) says noindex on every page; with Google
// Analytics on, every page carries the consent banner, hidden until the browser shows it.
export const onRenderBody: GatsbySSR['onRenderBody'] = (args, options) => {
  demoNoindex?.(args, options);
  consentBanner?.(args, options);
};
