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
  OTHER_VENUE,
  type InquiryTextField,
  type InquiryValues,
  type QuickField,
  type QuickValues,
} from './fields';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** Fields of the detailed inquiry that must not be left empty, in the order they appear. */
const INQUIRY_REQUIRED: readonly InquiryTextField[] = [
  'eventMonth',
  'eventDay',
  'eventYear',
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'startTime',
  'endTime',
  'venue',
  'eventType',
];

const QUICK_REQUIRED: readonly QuickField[] = ['name', 'email', 'message'];

export function validateQuick(values: Partial<QuickValues>): FieldErrors<QuickField> {
  const errors: FieldErrors<QuickField> = {};
  for (const field of QUICK_REQUIRED) {
    if (blank(values[field])) errors[field] = `required.${field}`;
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

  for (const field of INQUIRY_REQUIRED) {
    if (blank(values[field])) errors[field] = `required.${field}`;
  }
  // Nothing of the date given: one message for the whole date, not three.
  if (DATE_PARTS.every((part) => blank(values[part]))) {
    for (const part of DATE_PARTS) errors[part] = 'required.eventDate';
  }
  if (value('venue') === OTHER_VENUE) {
    for (const field of ['locationName', 'locationCity', 'locationState'] as const) {
      if (blank(values[field])) errors[field] = `required.${field}`;
    }
  }

  if (!errors.email && !isEmail(value('email'))) errors.email = 'emailFormat';
  if (!errors.phone && parseUsPhone(value('phone')) === null) errors.phone = 'phoneFormat';
  if (!errors.zip && normalizeZip(value('zip')) === null) errors.zip = 'zipFormat';

  Object.assign(errors, dateErrors(values, today, errors));

  const start = value('startTime');
  const end = value('endTime');
  if (!errors.startTime && !isTimeSlot(start)) errors.startTime = 'timeFormat';
  if (!errors.endTime && !isTimeSlot(end)) errors.endTime = 'timeFormat';
  if (!errors.startTime && !errors.endTime && eventDurationMinutes(start, end) === 0) {
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
