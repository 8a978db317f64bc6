/**
 * What a click on a link stands for, read from the link alone: a call or
 * an email link, one of site.yaml's outside links (instant quote,
 * scheduling, VIP login), or the page in another language.
 */
import {
  CALL_TAPPED,
  EMAIL_TAPPED,
  INSTANT_QUOTE_FOLLOWED,
  LANGUAGE_SWITCHED,
  SCHEDULING_FOLLOWED,
  VIP_LOGIN_FOLLOWED,
  type EventName,
  type SiteEvent,
} from './events';

/** The site's outside links whose clicks count (site.yaml `links:`). */
export interface OutsideLinks {
  instantQuote: string;
  scheduling: string;
  vipLogin: string;
}

const LINK_EVENTS: ReadonlyArray<[keyof OutsideLinks, EventName]> = [
  ['instantQuote', INSTANT_QUOTE_FOLLOWED],
  ['scheduling', SCHEDULING_FOLLOWED],
  ['vipLogin', VIP_LOGIN_FOLLOWED],
];

/** What a click on a link tells. */
export interface ClickedLink {
  /** The resolved address (HTMLAnchorElement.href). */
  href: string;
  /** The language the link leads to, when it says (hreflang). */
  hreflang: string;
}

/** The same address, give or take a trailing slash, a query or a fragment. */
function leadsTo(href: string, target: string): boolean {
  const base = target.replace(/\/$/, '');
  return href.startsWith(base) && /^\/?(?:[?#].*)?$/.test(href.slice(base.length));
}

/** The event a click on a link stands for, or null. */
export function eventOfClick(
  link: ClickedLink,
  context: { links: OutsideLinks; language: string },
): SiteEvent | null {
  const { href, hreflang } = link;
  if (href.startsWith('tel:')) return { name: CALL_TAPPED };
  if (href.startsWith('mailto:')) return { name: EMAIL_TAPPED };
  const outside = LINK_EVENTS.find(([key]) => leadsTo(href, context.links[key]));
  if (outside) return { name: outside[1] };
  if (hreflang && hreflang !== context.language) {
    return { name: LANGUAGE_SWITCHED, props: { from: context.language, to: hreflang } };
  }
  return null;
}
