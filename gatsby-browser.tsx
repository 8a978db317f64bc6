import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { hydrateInTransition } from './src/hydration/hydrate-in-transition';
import { withPageTranslations } from './src/i18n/page-translations';
import { rememberPreviousPage } from './src/lib/forms/previous-page';
import './src/styles/global.css';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  withPageTranslations(element, props);

// Inquiries say which page the visitor came from; moves inside the site
// never change document.referrer, so each page change notes the page left.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  rememberPreviousPage(prevLocation);
};

// Hydration yields to the browser between slices (see hydrateInTransition).
// Gatsby types this hook with react-dom's legacy render signature, whose
// return value Gatsby never reads.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as Renderer;
