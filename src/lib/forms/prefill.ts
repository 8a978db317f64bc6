/**
 * Links from other pages say what the visitor asks about:
 *   /contact/?venue=<venue slug | other>   preselects the venue (and lists the venue)
 *   /contact/?event=<event type id>        preselects the type of event
 *   /contact/?service=<service id>         lists the service in the visitor's event list
 *   /contact/?item=<catalog item id>       lists the rental item in the event list
 * Every parameter is optional; an unknown value is ignored without a word.
 * What goes in the event list is lib/event-list/asked.ts's part; the
 * form's own fields are this module's.
 */
import { OTHER_VENUE, type InquiryValues } from './fields';

export interface PrefillChoices {
  /**
   * Venue slugs of site.yaml. Left out where the page does not hold the list
   * (the contact form loads it later): any slug-shaped value is then kept,
   * for the venue field to check against the list.
   */
  venues?: readonly string[];
  /** Event type ids of site.yaml (forms.eventTypes). */
  eventTypes: readonly string[];
  /** Service id → translation key of its name. */
  serviceLabels: Readonly<Record<string, string>>;
  /** Whether a rental catalog item id has a name in the page's translations. */
  isKnownItem: (id: string) => boolean;
}

export interface Prefill {
  venue?: string;
  eventType?: string;
  serviceId?: string;
  itemId?: string;
}

/** The shape of every id a link carries: lowercase words joined by dashes. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a link to the contact page can ask for (see the list above). */
export interface PrefillRequest {
  venue?: string;
  event?: string;
  service?: string;
  item?: string;
}

/** The query parameters of PrefillRequest, which the contact page reads once. */
export const PREFILL_PARAMS = ['venue', 'event', 'service', 'item'] as const;

/** The id of the inquiry's section: links that ask about something land there. */
export const INQUIRY_ANCHOR = 'inquiry';

/**
 * A link to the contact page that fills in the inquiry, for the pages that
 * send visitors there: contactPrefillPath('/contact/', { venue: 'x' }) is
 * '/contact/?venue=x#inquiry', which lands at the inquiry's section, with
 * or without JavaScript. Give it to LocalizedLink, which adds the language.
 */
export function contactPrefillPath(contactPath: string, request: PrefillRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return search ? `${contactPath}?${search}#${INQUIRY_ANCHOR}` : contactPath;
}

export function parsePrefill(search: string, choices: PrefillChoices): Prefill {
  const query = new URLSearchParams(search);
  const param = (name: string) => query.get(name)?.trim().toLowerCase() ?? '';
  const prefill: Prefill = {};

  const venue = param('venue');
  const isVenue = choices.venues ? choices.venues.includes(venue) : ID_PATTERN.test(venue);
  if (venue === OTHER_VENUE || isVenue) prefill.venue = venue;

  const eventType = param('event');
  if (choices.eventTypes.includes(eventType)) prefill.eventType = eventType;

  const service = param('service');
  if (Object.prototype.hasOwnProperty.call(choices.serviceLabels, service)) {
    prefill.serviceId = service;
  }

  const item = param('item');
  if (ID_PATTERN.test(item) && choices.isKnownItem(item)) prefill.itemId = item;

  return prefill;
}

export interface PrefillValues {
  venue?: string | undefined;
  eventType?: string | undefined;
}

/**
 * Applies a prefill on top of what the visitor already has (a draft): a
 * choice only fills an empty select, so nothing the visitor chose is
 * overwritten.
 */
export function applyPrefill(values: InquiryValues, prefill: PrefillValues): InquiryValues {
  const next = { ...values };
  if (prefill.venue && next.venue.trim() === '') next.venue = prefill.venue;
  if (prefill.eventType && next.eventType.trim() === '') next.eventType = prefill.eventType;
  return next;
}

/**
 * The address without what the page has read from it (the draft and the
 * event list keep it now), so that a reload or a step back in the history
 * never adds again what the visitor removed. The hash stays.
 */
export function withoutPrefill(url: Pick<URL, 'pathname' | 'search' | 'hash'>): string {
  const query = new URLSearchParams(url.search);
  for (const name of PREFILL_PARAMS) query.delete(name);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
