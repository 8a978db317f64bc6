/**
 * Where a visit came from, so that each inquiry can say which ad, listing
 * or post brought it. The first page of the visit notes it in
 * sessionStorage (this browser tab only: gone when the tab closes, no
 * cookie, nothing sent); a form sends it along with the visitor's message,
 * and nothing else ever reads it (inquiry-source.ts reads it back).
 *
 * What is kept is reduced to what the owner needs: the referring site's
 * host (never its full address), the three campaign tags an ad link
 * carries (utm_source, utm_medium, utm_campaign), and an ad network's
 * click id reduced to the network's name (the id itself is an identifier
 * and is not kept).
 */
import type { TabStorage } from './tab-storage';

export const VISIT_SOURCE_KEY = 'contact:visit-source';

/** The fields an inquiry carries about its visit's source, in the order they are posted. */
export const SOURCE_FIELDS = [
  'source',
  'landingPage',
  'referringSite',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'adClick',
] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type VisitSource = Record<SourceField, string>;

/** The source of a visit nothing led to: typed or bookmarked, or from an app that hides it. */
export const DIRECT = 'direct';

/** Click ids that ad networks add to their links, by the network that adds them. */
const AD_CLICK_IDS: ReadonlyArray<readonly [param: string, network: string]> = [
  ['gclid', 'Google Ads'],
  // Google Ads' click ids for iOS apps and web-to-app, where gclid is not allowed.
  ['gbraid', 'Google Ads'],
  ['wbraid', 'Google Ads'],
  ['fbclid', 'Meta Ads'],
];

const CAMPAIGN_TAGS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;

/** Long enough for any real tag or path; an address stuffed with more is cut. */
const MAX_LENGTH = 200;

export interface LandingLocation {
  pathname: string;
  search: string;
  host: string;
}

export const clip = (value: string) => value.trim().slice(0, MAX_LENGTH);

/** The referring page's host, or '' when there is none, it is not a web page, or it is this site. */
export function referringHostOf(referrer: string, ownHost: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.host.toLowerCase();
  return host === ownHost.toLowerCase() ? '' : clip(host);
}

/**
 * The source of a visit from its first page and the page that linked to it.
 * `source` sums it up: the ad link's own utm_source first (the owner named
 * it), else the ad network whose click id the address carries, else the
 * referring site, else "direct".
 */
export function visitSourceOf(landing: LandingLocation, referrer: string): VisitSource {
  const query = new URLSearchParams(landing.search);
  const tag = (name: string) => clip(query.get(name) ?? '');
  const campaign = Object.fromEntries(
    CAMPAIGN_TAGS.map(([param, field]) => [field, tag(param)]),
  ) as Pick<VisitSource, 'utmSource' | 'utmMedium' | 'utmCampaign'>;
  const adClick = AD_CLICK_IDS.find(([param]) => tag(param) !== '')?.[1] ?? '';
  const referringSite = referringHostOf(referrer, landing.host);
  return {
    source: campaign.utmSource || adClick || referringSite || DIRECT,
    landingPage: clip(landing.pathname),
    referringSite,
    ...campaign,
    adClick,
  };
}

/**
 * Called as every page of the site starts in the browser: the first page of
 * the visit (of this tab) notes where it came from; later pages, reloads
 * included, leave that note as it is.
 */
export function recordVisitSource(
  storage: TabStorage | null,
  landing: LandingLocation,
  referrer: string,
): void {
  try {
    if (!storage || storage.getItem(VISIT_SOURCE_KEY) !== null) return;
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(visitSourceOf(landing, referrer)));
  } catch {
    // Without storage the inquiry goes without its source, as without JavaScript.
  }
}
