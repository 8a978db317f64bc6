/**
 * With Google Analytics on, every page ends its body with the consent
 * banner, hidden, in each language of the site (src/analytics/
 * ConsentBanner.tsx), written by the server render outside the page's React
 * tree: the analytics module only shows it. Any other setting adds no byte
 * to the HTML.
 */
import type { GatsbySSR } from 'gatsby';
import { ConsentBanners } from '../../src/analytics/ConsentBanner';
import type { ConsentBannerSettings } from '../../src/analytics/settings';

// Defined in the HTML renderer's bundle only (gatsby/analytics.ts, consentBannerDefinition).
declare const __SITE_CONSENT_BANNER__: ConsentBannerSettings | null | undefined;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPostBodyComponents }) => {
  const settings = typeof __SITE_CONSENT_BANNER__ === 'undefined' ? null : __SITE_CONSENT_BANNER__;
  if (!settings) return;
  setPostBodyComponents([<ConsentBanners key="consent-banner" settings={settings} />]);
};
