import type { Translate } from '../../i18n/translate';
import type { TextLine } from '../../lib/forms/encode';
import type { InquiryValues } from '../../lib/forms/fields';
import { isRealDate, normalizeUsPhone } from '../../lib/forms/formats';
import { eventDateOf } from '../../lib/forms/validate';
import type { NamedEntry } from '../../lib/event-list/fields';
import { venueLine } from './describe-inquiry';
import type { InquiryChoices } from './inquiry-choices';

/** June 13, 2027 / 13 de junio de 2027 / 13 giugno 2027: the locale's way. */
function eventDate(values: InquiryValues, t: Translate, locale: string): string {
  const date = eventDateOf(values);
  if (date && isRealDate(date)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(date.year, date.month - 1, date.day),
    );
  }
  return values.dateUndecided ? t('contact:fields.dateUndecidedValue') : '';
}

/**
 * What the thank-you page repeats of a sent inquiry (lib/forms/sent-summary):
 * who, where we reply, the event, and each entry of the event list. Empty
 * lines are left out when stored.
 */
export function summarizeInquiry(
  values: InquiryValues,
  t: Translate,
  choices: InquiryChoices,
  list: readonly NamedEntry[],
  locale: string,
): TextLine[] {
  const field = (name: string) => t(`contact:fields.${name}`);
  const eventType = choices.eventTypes.find((choice) => choice.value === values.eventType);
  return [
    { label: field('name'), value: `${values.firstName} ${values.lastName}` },
    { label: field('email'), value: values.email },
    { label: field('phone'), value: normalizeUsPhone(values.phone) ?? values.phone },
    { label: field('eventType'), value: eventType?.label ?? '' },
    { label: field('eventDate'), value: eventDate(values, t, locale) },
    { label: field('venue'), value: venueLine(values, choices) },
    ...list.map(({ kindLabel, name }) => ({ label: kindLabel, value: name })),
  ];
}
