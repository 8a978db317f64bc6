import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { hydrateInTransition } from './src/hydration/hydrate-in-transition';
import { withPageTranslations } from './src/i18n/page-translations';
import { sessionStore } from './src/lib/forms/tab-storage';
import { rememberPreviousPage } from './src/lib/forms/previous-page';
import { recordVisitSource } from './src/lib/forms/visit-source';
import './src/styles/global.css';

// Where the visit came from, noted by its first page in this tab only and
// sent with an inquiry, never on its own (src/lib/forms/visit-source.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  recordVisitSource(sessionStore(), window.location, document.referrer);
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);

// Written by the build: whether site.yaml switches analytics on (gatsby/analytics.ts).
declare const __SITE_ANALYTICS_ON__: boolean | undefined;

// Inquiries say which page the visitor came from; moves inside the site
// never change document.referrer, so each page change notes the page left.
// With analytics on, the analytics module hears of each page shown; the
// first one, after the first paint, loads it. Off, webpack drops the import.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  rememberPreviousPage(prevLocation);
  if (typeof __SITE_ANALYTICS_ON__ !== 'undefined' && __SITE_ANALYTICS_ON__) {
    void import('./src/analytics/start').then((analytics) =>
      analytics.pageShown(location, !prevLocation),
    );
  }
};

// Hydration yields to the browser between slices (see hydrateInTransition).
// Gatsby types this hook with react-dom's legacy render signature, whose
// return value Gatsby never reads.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as Renderer;
