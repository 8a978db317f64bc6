/**
 * The actions that lead to a booking, under one name for every analytics
 * service (Google Analytics 4 allows letters, digits and underscores). Two
 * of them are announced by the code that does them, as a DOM event any
 * listener may hear (`announce`): an inquiry sent and a gobo design
 * requested. The others are link clicks, recognized by what the link leads
 * to (clicks.ts), so no menu, footer or button needs to know about
 * analytics. Nothing here sends anything: the analytics module, loaded only
 * when site.yaml switches analytics on, listens and sends.
 *
 * Each name is a constant of its own: a page that announces one carries
 * that name alone.
 */
export const INQUIRY_SENT = 'inquiry_sent';
export const CALL_TAPPED = 'call_tapped';
export const EMAIL_TAPPED = 'email_tapped';
export const INSTANT_QUOTE_FOLLOWED = 'instant_quote_followed';
export const SCHEDULING_FOLLOWED = 'scheduling_followed';
export const VIP_LOGIN_FOLLOWED = 'vip_login_followed';
export const LANGUAGE_SWITCHED = 'language_switched';
export const GOBO_DESIGN_REQUESTED = 'gobo_design_requested';

export type EventName =
  | typeof INQUIRY_SENT
  | typeof CALL_TAPPED
  | typeof EMAIL_TAPPED
  | typeof INSTANT_QUOTE_FOLLOWED
  | typeof SCHEDULING_FOLLOWED
  | typeof VIP_LOGIN_FOLLOWED
  | typeof LANGUAGE_SWITCHED
  | typeof GOBO_DESIGN_REQUESTED;

/** An event and its details: short texts, never anything the visitor typed. */
export interface SiteEvent {
  name: EventName;
  props?: Readonly<Record<string, string>>;
}

/** The DOM event that carries a SiteEvent, dispatched on window. */
export const SITE_EVENT = 'site-event';

/** Tells whoever listens (the analytics module, when it is on) that something happened. */
export function announce(event: SiteEvent, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<SiteEvent>(SITE_EVENT, { detail: event }));
}

/**
 * Asks the analytics module to let the visitor answer the consent question
 * again: the contact forms' privacy note dispatches it on window.
 */
export const CONSENT_CHANGE = 'analytics-consent-change';
