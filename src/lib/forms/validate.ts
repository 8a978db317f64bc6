/**
 * What makes each form valid. The result maps a field's name to the key of
 * its message under `errors` in contact.json, so the rules stay free of
 * any language and can be unit-tested on their own.
 */
import {
  compareDates,
  eventDurationMinutes,
  isEmail,
  isRealDate,
  isTimeSlot,
  normalizeZip,
  parseUsPhone,
  type CalendarDate,
} from './formats';
import {
  DATE_PARTS,
  INQUIRY_TEXT_FIELDS,
  QUICK_FIELDS,
  type InquiryTextField,
  type InquiryValues,
  type QuickField,
  type QuickValues,
} from './fields';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * How a form treats a field left blank: it must be given (`required`), it
 * is one of several of which one must be given (`one-of`), or it may stay
 * empty (`optional`, checked only when given). The forms mark their
 * fields from these same answers (components/ContactForm/Fields.tsx), so a
 * star can never say something the check does not.
 */
export type Requirement = 'required' | 'one-of' | 'optional';

/**
 * What a first contact needs, and nothing more: a name, one way to reply
 * (email or telephone), the date (or "not sure yet") and the type of event.
 * Everything else is optional, checked only when given.
 */
const INQUIRY_REQUIRED: readonly InquiryTextField[] = ['firstName', 'eventType'];

/** The ways to reply: one of them will do. */
export const INQUIRY_REPLY_WAYS = ['email', 'phone'] as const satisfies readonly InquiryTextField[];

/** The answers the detailed inquiry requires, as a visitor counts them. */
export const INQUIRY_REQUIRED_ANSWERS = [
  'firstName',
  'contactWay',
  'eventDate',
  'eventType',
] as const;

const QUICK_REQUIRED: readonly QuickField[] = ['name', 'email', 'message'];

const isOneOf = <Field extends string>(list: readonly Field[], field: string): field is Field =>
  (list as readonly string[]).includes(field);

/**
 * The requirement of a field of the detailed inquiry; the date's depends on
 * the "not sure yet" box, so it takes the values.
 */
export function inquiryRequirement(
  field: string,
  values: Pick<Partial<InquiryValues>, 'dateUndecided'> = {},
): Requirement {
  if (isOneOf(INQUIRY_REQUIRED, field)) return 'required';
  if (isOneOf(DATE_PARTS, field)) return values.dateUndecided ? 'optional' : 'required';
  if (isOneOf(INQUIRY_REPLY_WAYS, field)) return 'one-of';
  return 'optional';
}

export function quickRequirement(field: string): Requirement {
  return isOneOf(QUICK_REQUIRED, field) ? 'required' : 'optional';
}

export function validateQuick(values: Partial<QuickValues>): FieldErrors<QuickField> {
  const errors: FieldErrors<QuickField> = {};
  for (const field of QUICK_FIELDS) {
    if (quickRequirement(field) === 'required' && blank(values[field])) {
      errors[field] = `required.${field}`;
    }
  }
  if (!errors.email && !isEmail(values.email ?? '')) errors.email = 'emailFormat';
  return errors;
}

/**
 * @param today the visitor's date: the event may be today, not before.
 */
export function validateInquiry(
  values: Partial<InquiryValues>,
  today: CalendarDate,
): FieldErrors<InquiryTextField> {
  const errors: FieldErrors<InquiryTextField> = {};
  const value = (field: InquiryTextField) => (values[field] ?? '').trim();

  const requirement = (field: InquiryTextField) => inquiryRequirement(field, values);
  for (const field of INQUIRY_TEXT_FIELDS) {
    if (isOneOf(DATE_PARTS, field)) continue;
    if (requirement(field) === 'required' && blank(values[field])) {
      errors[field] = `required.${field}`;
    }
  }
  // Either way of replying will do: the message sits on the first of the two.
  const [firstWay] = INQUIRY_REPLY_WAYS;
  if (INQUIRY_REPLY_WAYS.every((way) => blank(values[way]))) {
    errors[firstWay] = 'required.contactWay';
  }
  if (DATE_PARTS.some((part) => requirement(part) === 'required')) {
    // Nothing of the date given: one message for the whole date, not three.
    const none = DATE_PARTS.every((part) => blank(values[part]));
    for (const part of DATE_PARTS) {
      if (blank(values[part])) errors[part] = none ? 'required.eventDate' : `required.${part}`;
    }
    Object.assign(errors, dateErrors(values, today, errors));
  }

  const given = (field: InquiryTextField) => !errors[field] && value(field) !== '';
  if (given('email') && !isEmail(value('email'))) errors.email = 'emailFormat';
  if (given('phone') && parseUsPhone(value('phone')) === null) errors.phone = 'phoneFormat';
  if (given('zip') && normalizeZip(value('zip')) === null) errors.zip = 'zipFormat';

  const start = value('startTime');
  const end = value('endTime');
  if (given('startTime') && !isTimeSlot(start)) errors.startTime = 'timeFormat';
  if (given('endTime') && !isTimeSlot(end)) errors.endTime = 'timeFormat';
  if (given('startTime') && given('endTime') && eventDurationMinutes(start, end) === 0) {
    errors.endTime = 'sameTimes';
  }
  return errors;
}

/** The event date as numbers, when its three parts are filled in. */
export function eventDateOf(values: Partial<InquiryValues>): CalendarDate | null {
  const parts = [values.eventYear, values.eventMonth, values.eventDay].map((part) =>
    (part ?? '').trim(),
  );
  if (parts.some((part) => !/^\d+$/.test(part))) return null;
  const [year = 0, month = 0, day = 0] = parts.map(Number);
  return { year, month, day };
}

function dateErrors(
  values: Partial<InquiryValues>,
  today: CalendarDate,
  found: FieldErrors<InquiryTextField>,
): FieldErrors<InquiryTextField> {
  if (found.eventMonth || found.eventDay || found.eventYear) return {};
  if (!/^\d{4}$/.test((values.eventYear ?? '').trim())) return { eventYear: 'yearFormat' };
  const date = eventDateOf(values);
  if (date === null || !isRealDate(date)) return { eventDay: 'dateInvalid' };
  // Reported on the first part of the date, where the visitor starts correcting it.
  if (compareDates(date, today) < 0) return { eventMonth: 'datePast' };
  return {};
}
