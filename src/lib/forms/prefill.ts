/**
 * Links from other pages fill in part of the inquiry:
 *   /contact/?venue=<venue slug | other>   preselects the venue
 *   /contact/?event=<event type id>        preselects the type of event
 *   /contact/?service=<service id>         adds "I'm interested in: …" to the message
 *   /contact/?item=<catalog item id>       adds "I'd like to ask about: …" to the message
 *   /contact/?attachment=gobo              shows the design the gobo designer stored
 * Every parameter is optional; an unknown value is ignored without a word.
 */
import { ATTACHMENT_KINDS, ATTACHMENT_PARAM } from './attachment';
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
  /** Translation key of the service's name. */
  serviceLabelKey?: string;
  itemId?: string;
  attachment?: (typeof ATTACHMENT_KINDS)[number];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a link to the contact page can ask for (see the list above). */
export interface PrefillRequest {
  venue?: string;
  event?: string;
  service?: string;
  item?: string;
  attachment?: (typeof ATTACHMENT_KINDS)[number];
}

/**
 * A link to the contact page that fills in the inquiry, for the pages that
 * send visitors there: contactPrefillPath('/contact/', { venue: 'x' }) is
 * '/contact/?venue=x'. Give it to LocalizedLink, which adds the language.
 */
export function contactPrefillPath(contactPath: string, request: PrefillRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return search ? `${contactPath}?${search}` : contactPath;
}

export function parsePrefill(search: string, choices: PrefillChoices): Prefill {
  const query = new URLSearchParams(search);
  const param = (name: string) => query.get(name)?.trim().toLowerCase() ?? '';
  const prefill: Prefill = {};

  const venue = param('venue');
  const isVenue = choices.venues ? choices.venues.includes(venue) : ID.test(venue);
  if (venue === OTHER_VENUE || isVenue) prefill.venue = venue;

  const eventType = param('event');
  if (choices.eventTypes.includes(eventType)) prefill.eventType = eventType;

  const service = param('service');
  if (Object.prototype.hasOwnProperty.call(choices.serviceLabels, service)) {
    prefill.serviceLabelKey = choices.serviceLabels[service];
  }

  const item = param('item');
  if (ID.test(item) && choices.isKnownItem(item)) prefill.itemId = item;

  const attachment = param(ATTACHMENT_PARAM);
  const kind = ATTACHMENT_KINDS.find((candidate) => candidate === attachment);
  if (kind) prefill.attachment = kind;

  return prefill;
}

export interface PrefillValues {
  venue?: string | undefined;
  eventType?: string | undefined;
  /** Sentences for the message, each on its own line. */
  messageLines?: readonly string[];
}

/**
 * Applies a prefill on top of what the visitor already has (a draft): a
 * choice only fills an empty select, and a sentence is added to the message
 * only when it is not there yet, so a reload never repeats it and nothing
 * the visitor chose or wrote is overwritten.
 */
export function applyPrefill(values: InquiryValues, prefill: PrefillValues): InquiryValues {
  const next = { ...values };
  if (prefill.venue && next.venue.trim() === '') next.venue = prefill.venue;
  if (prefill.eventType && next.eventType.trim() === '') next.eventType = prefill.eventType;
  const newLines = (prefill.messageLines ?? [])
    .map((line) => line.trim())
    .filter((line) => line !== '' && !next.message.includes(line));
  if (newLines.length > 0) {
    next.message = [next.message.trimEnd(), ...newLines].filter(Boolean).join('\n');
  }
  return next;
}
