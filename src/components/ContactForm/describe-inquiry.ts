import type { Translate } from '../../i18n/translate';
import type { TextLine } from '../../lib/forms/encode';
import { OTHER_VENUE, type InquiryValues } from '../../lib/forms/fields';
import { normalizeUsPhone, normalizeZip } from '../../lib/forms/formats';
import type { Choice } from './Fields';
import type { InquiryChoices } from './inquiry-choices';
import { knownVenueLabel } from './venue-list';

const labelOf = (list: readonly Choice[], value: string) =>
  list.find((choice) => choice.value === value)?.label ?? value;

/** Where the event takes place, as the visitor chose or wrote it. */
export function venueLine(values: InquiryValues, choices: InquiryChoices): string {
  if (values.venue !== OTHER_VENUE) return knownVenueLabel(values.venue) ?? values.venue;
  return [values.locationName, values.locationCity, labelOf(choices.states, values.locationState)]
    .filter(Boolean)
    .join(', ');
}

/** The inquiry as labelled lines, as the visitor saw it, for "Email us instead". */
export function describeInquiry(
  values: InquiryValues,
  t: Translate,
  choices: InquiryChoices,
): TextLine[] {
  const field = (name: string) => t(`contact:fields.${name}`);
  const givenDate =
    values.eventMonth && values.eventDay && values.eventYear
      ? t('contact:fields.dateValue', {
          month: t(`contact:months.${values.eventMonth}`),
          day: values.eventDay,
          year: values.eventYear,
        })
      : '';
  const date = values.dateUndecided
    ? [t('contact:fields.dateUndecidedValue'), givenDate].filter(Boolean).join(' · ')
    : givenDate;
  return [
    { label: field('firstName'), value: values.firstName },
    { label: field('lastName'), value: values.lastName },
    { label: field('email'), value: values.email },
    { label: field('phone'), value: normalizeUsPhone(values.phone) ?? values.phone },
    { label: t('contact:mail.smsConsent'), value: values.smsConsent ? t('contact:mail.yes') : '' },
    { label: field('eventType'), value: labelOf(choices.eventTypes, values.eventType) },
    { label: field('eventDate'), value: date },
    { label: field('venue'), value: venueLine(values, choices) },
    { label: field('startTime'), value: labelOf(choices.times, values.startTime) },
    { label: field('endTime'), value: labelOf(choices.times, values.endTime) },
    { label: field('organization'), value: values.organization },
    { label: field('street'), value: values.street },
    { label: field('address2'), value: values.address2 },
    { label: field('city'), value: values.city },
    { label: field('state'), value: labelOf(choices.states, values.state) },
    { label: field('zip'), value: normalizeZip(values.zip) ?? values.zip },
    { label: field('heardAbout'), value: labelOf(choices.referralSources, values.heardAbout) },
    { label: field('message'), value: values.message },
  ];
}
