/**
 * Each page kind's template, in src/templates/. Its own module, because the
 * HTML renderer's bundle (gatsby-ssr, for linked-stylesheets.ts) reads it
 * too, without the page-assembly code of site-pages.ts.
 */
import type { PageKind } from './constants';

export const TEMPLATE_BY_KIND: Record<PageKind, string> = {
  home: 'home-page.tsx',
  services: 'services-page.tsx',
  service: 'service-page.tsx',
  catalog: 'catalog-page.tsx',
  venues: 'venues-page.tsx',
  venue: 'venue-page.tsx',
  'gobo-designer': 'gobo-designer-page.tsx',
  contact: 'contact-page.tsx',
  'thank-you': 'thank-you-page.tsx',
  'not-found': 'not-found-page.tsx',
};
