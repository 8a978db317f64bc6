/**
 * The two contact forms: their names (what the form host files submissions
 * under), their fields, and the fields every submission carries besides
 * what the visitor typed. The HTML `name` of each field is its key here and
 * in every payload.
 */

import { SOURCE_FIELDS } from './visit-source';

export const INQUIRY_FORM = 'event-inquiry';
export const QUICK_FORM = 'quick-question';
export type FormName = typeof INQUIRY_FORM | typeof QUICK_FORM;

/** Hidden fields the host needs: which form it is, and a trap only bots fill in. */
export const FORM_NAME_FIELD = 'form-name';
export const HONEYPOT_FIELD = 'bot-field';

/**
 * Context added to every submission: the page's language, the page of the
 * site the visitor was on before, the page the form was sent from, and
 * where the visit came from (lib/forms/visit-source.ts).
 */
export const CONTEXT_FIELDS = ['language', 'referrer', 'sentFrom', ...SOURCE_FIELDS] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];
export type SubmissionContext = Record<ContextField, string>;

/** The design sent from the gobo designer, as text. */
export const ATTACHMENT_FIELDS = ['attachmentName', 'attachmentSvg'] as const;

/**
 * The visitor's event list (lib/event-list/): one line per entry, named in
 * the page's language, and the entries' ids (item:…, service:…, venue:…,
 * gobo), the same in every language.
 */
export const EVENT_LIST_FIELDS = ['eventList', 'eventListIds'] as const;

/** What the detailed inquiry sends besides its visible fields: the list and its design. */
export const INQUIRY_LIST_FIELDS = [...EVENT_LIST_FIELDS, ...ATTACHMENT_FIELDS] as const;
export type InquiryListField = (typeof INQUIRY_LIST_FIELDS)[number];

/** The value of "Event venue" that asks for a location of one's own. */
export const OTHER_VENUE = 'other';

export const INQUIRY_TEXT_FIELDS = [
  'eventMonth',
  'eventDay',
  'eventYear',
  'firstName',
  'lastName',
  'organization',
  'email',
  'street',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'startTime',
  'endTime',
  'venue',
  'locationName',
  'locationCity',
  'locationState',
  'eventType',
  'heardAbout',
  'message',
] as const;
export type InquiryTextField = (typeof INQUIRY_TEXT_FIELDS)[number];

/** Boxes of the detailed inquiry; each posts CHECKED_VALUE when ticked, nothing otherwise. */
export const INQUIRY_CHECKBOXES = ['dateUndecided', 'smsConsent'] as const;
export type InquiryCheckbox = (typeof INQUIRY_CHECKBOXES)[number];

export type InquiryValues = Record<InquiryTextField, string> & Record<InquiryCheckbox, boolean>;

export const QUICK_FIELDS = ['name', 'email', 'message'] as const;
export type QuickField = (typeof QUICK_FIELDS)[number];
export type QuickValues = Record<QuickField, string>;

export const DATE_PARTS = ['eventMonth', 'eventDay', 'eventYear'] as const;
export const CUSTOM_LOCATION_FIELDS = ['locationName', 'locationCity', 'locationState'] as const;

export function emptyInquiry(): InquiryValues {
  const values = Object.fromEntries(INQUIRY_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    InquiryTextField,
    string
  >;
  return { ...values, dateUndecided: false, smsConsent: false };
}

export function emptyQuick(): QuickValues {
  return { name: '', email: '', message: '' };
}

/** The value the SMS consent box posts when ticked (as a plain HTML form would). */
export const CHECKED_VALUE = 'yes';
