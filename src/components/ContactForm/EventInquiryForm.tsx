import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Translate } from '../../i18n/translate';
import { FORM_CHOICE_KEY_PREFIX } from '../../config/constants';
import {
  readStoredAttachment,
  removeStoredAttachment,
  type StoredAttachment,
} from '../../lib/forms/attachment';
import { sessionStore } from '../../lib/forms/draft';
import { inquiryFields, type TextLine } from '../../lib/forms/encode';
import {
  emptyInquiry,
  INQUIRY_FORM,
  OTHER_VENUE,
  type InquiryValues,
} from '../../lib/forms/fields';
import {
  HTML_PATTERNS,
  localToday,
  normalizeUsPhone,
  normalizeZip,
  TIME_SLOTS,
  timeLabel,
  type ClockWords,
} from '../../lib/forms/formats';
import { applyPrefill, parsePrefill } from '../../lib/forms/prefill';
import { US_STATE_CODES } from '../../lib/forms/us-states';
import { validateInquiry } from '../../lib/forms/validate';
import { Attachment } from './Attachment';
import { ContactForm, type FormSettings } from './ContactForm';
import { DateField } from './DateField';
import { CheckboxField, SelectField, TextField, type Choice } from './Fields';
import { VenueCombobox } from './VenueCombobox';
import { knownVenueLabel } from './venue-list';
import * as styles from './ContactForm.module.css';

export interface EventInquiryFormProps {
  settings: FormSettings;
  eventTypes: readonly string[];
  referralSources: readonly string[];
  /** Service id → translation key of its name, for ?service=<id> (see lib/forms/services). */
  serviceLabels: Readonly<Record<string, string>>;
  /** The page address's query string, which may prefill the form (see lib/forms/prefill). */
  search: string;
  labelledBy: string;
}

function clockWords(t: Translate): ClockWords {
  return {
    clock: t('contact:time.clock') === '24' ? '24' : '12',
    am: t('contact:time.am'),
    pm: t('contact:time.pm'),
    noon: t('contact:time.noon'),
    midnight: t('contact:time.midnight'),
  };
}

/** The states by name in the page's language. */
function stateChoices(t: Translate, language: string): Choice[] {
  return US_STATE_CODES.map((code) => ({ value: code, label: t(`contact:states.${code}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}

/** The detailed event inquiry (SPEC §3), the page's main form. */
export function EventInquiryForm({
  settings,
  eventTypes,
  referralSources,
  serviceLabels,
  search,
  labelledBy,
}: EventInquiryFormProps) {
  const { t, i18n } = useTranslation('contact');
  const [attachment, setAttachment] = useState<StoredAttachment | null>(null);
  const [removedNotice, setRemovedNotice] = useState(false);

  const choices = useMemo(() => {
    const words = clockWords(t);
    return {
      times: TIME_SLOTS.map((slot) => ({ value: slot, label: timeLabel(slot, words) })),
      states: stateChoices(t, settings.language),
      eventTypes: eventTypes.map((id) => ({
        value: id,
        label: t(`${FORM_CHOICE_KEY_PREFIX.eventTypes}.${id}`),
      })),
      referralSources: referralSources.map((id) => ({
        value: id,
        label: t(`${FORM_CHOICE_KEY_PREFIX.referralSources}.${id}`),
      })),
    };
  }, [t, settings.language, eventTypes, referralSources]);

  const prefill = useCallback(
    (values: InquiryValues): InquiryValues => {
      // The venue field checks the venue against the list it loads.
      const asked = parsePrefill(search, {
        eventTypes,
        serviceLabels,
        isKnownItem: (id) => i18n.exists(`catalog-items:${id}.name`),
      });
      const stored = asked.attachment ? readStoredAttachment(sessionStore()) : null;
      setAttachment(stored);
      return applyPrefill(values, {
        venue: asked.venue,
        eventType: asked.eventType,
        messageLines: [
          asked.serviceLabelKey
            ? t('contact:prefill.service', { service: t(asked.serviceLabelKey) })
            : '',
          asked.itemId
            ? t('contact:prefill.item', { item: t(`catalog-items:${asked.itemId}.name`) })
            : '',
          stored?.summary ?? '',
        ],
      });
    },
    [search, eventTypes, serviceLabels, i18n, t],
  );

  const describe = useCallback(
    (values: InquiryValues) => [
      ...describeInquiry(values, t, choices),
      { label: t('contact:mail.attachment'), value: attachment?.fileName ?? '' },
    ],
    [t, choices, attachment],
  );

  const validate = useCallback(
    (values: InquiryValues) => validateInquiry(values, localToday()),
    [],
  );

  const removeAttachment = () => {
    removeStoredAttachment(sessionStore());
    setAttachment(null);
    setRemovedNotice(true);
    // The button is gone: focus goes to the message, where the design was described.
    document.getElementById(`${INQUIRY_FORM}-message`)?.focus();
  };

  const forgetAttachment = useCallback(() => removeStoredAttachment(sessionStore()), []);

  return (
    <ContactForm<InquiryValues>
      formName={INQUIRY_FORM}
      settings={settings}
      empty={emptyInquiry()}
      validate={validate}
      encode={inquiryFields}
      describe={describe}
      mailSubject={t('contact:inquiry.mailSubject')}
      submitLabel={t('contact:inquiry.submit')}
      labelledBy={labelledBy}
      prefill={prefill}
      attachment={
        attachment ? { attachmentName: attachment.fileName, attachmentSvg: attachment.svg } : null
      }
      onSent={forgetAttachment}
    >
      {/* The few answers a first contact needs come first; the rest is marked optional. */}
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('contact:inquiry.you')}</legend>
        <div className={styles.sectionGrid}>
          <TextField
            name="firstName"
            label={t('contact:fields.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            name="lastName"
            label={t('contact:fields.lastName')}
            autoComplete="family-name"
            optional
          />
          <TextField
            name="email"
            type="email"
            label={t('contact:fields.email')}
            hint={t('contact:hints.email')}
            autoComplete="email"
          />
          <TextField
            name="phone"
            type="tel"
            label={t('contact:fields.phone')}
            hint={t('contact:hints.phone')}
            autoComplete="tel"
            pattern={HTML_PATTERNS.phone}
            normalizeOnBlur={normalizeUsPhone}
          />
          <CheckboxField name="smsConsent" label={t('contact:fields.smsConsent')} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('contact:inquiry.event')}</legend>
        <div className={styles.sectionGrid}>
          <SelectField
            name="eventType"
            label={t('contact:fields.eventType')}
            placeholder={t('contact:fields.choose')}
            choices={choices.eventTypes}
            required
            wide
          />
          <DateField />
          <VenueCombobox label={t('contact:fields.venue')} />
          <CustomLocation states={choices.states} />
          <SelectField
            name="startTime"
            label={t('contact:fields.startTime')}
            placeholder={t('contact:fields.choose')}
            choices={choices.times}
            optional
          />
          <SelectField
            name="endTime"
            label={t('contact:fields.endTime')}
            placeholder={t('contact:fields.choose')}
            choices={choices.times}
            hint={t('contact:hints.endTime')}
            optional
          />
          <TextField
            name="organization"
            label={t('contact:fields.organization')}
            autoComplete="organization"
            optional
            wide
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('contact:inquiry.address')}</legend>
        <div className={styles.sectionGrid}>
          <TextField
            name="street"
            label={t('contact:fields.street')}
            autoComplete="address-line1"
            optional
            wide
          />
          <TextField
            name="address2"
            label={t('contact:fields.address2')}
            autoComplete="address-line2"
            optional
            wide
          />
          <TextField
            name="city"
            label={t('contact:fields.city')}
            autoComplete="address-level2"
            optional
          />
          <SelectField
            name="state"
            label={t('contact:fields.state')}
            placeholder={t('contact:fields.choose')}
            choices={choices.states}
            autoComplete="address-level1"
            optional
          />
          <TextField
            name="zip"
            label={t('contact:fields.zip')}
            hint={t('contact:hints.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            pattern={HTML_PATTERNS.zip}
            maxLength={10}
            normalizeOnBlur={normalizeZip}
            optional
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('contact:inquiry.more')}</legend>
        <div className={styles.sectionGrid}>
          <SelectField
            name="heardAbout"
            label={t('contact:fields.heardAbout')}
            placeholder={t('contact:fields.choose')}
            choices={choices.referralSources}
            optional
            wide
          />
          <TextField
            name="message"
            label={t('contact:fields.message')}
            hint={t('contact:hints.message')}
            optional
            multiline
          />
          <div className={styles.wide}>
            {attachment && <Attachment attachment={attachment} onRemove={removeAttachment} />}
            <p role="status" className={styles.notice}>
              {removedNotice && !attachment ? t('contact:attachment.removed') : ''}
            </p>
          </div>
        </div>
      </fieldset>
    </ContactForm>
  );
}

/**
 * Name, city and state of a location that is not on the list. Always in the
 * page, shown by CSS only while "Other location" is chosen, so it works
 * the same before the page's script runs, after it, and without it.
 */
function CustomLocation({ states }: { states: readonly Choice[] }) {
  const { t } = useTranslation('contact');
  return (
    <fieldset className={styles.customLocation}>
      <legend className={styles.label}>{t('contact:fields.customLocation')}</legend>
      <p className={styles.hint}>{t('contact:hints.customLocation')}</p>
      <div className={styles.sectionGrid}>
        <TextField name="locationName" label={t('contact:fields.locationName')} optional wide />
        <TextField name="locationCity" label={t('contact:fields.locationCity')} optional />
        <SelectField
          name="locationState"
          label={t('contact:fields.locationState')}
          placeholder={t('contact:fields.choose')}
          choices={states}
          optional
        />
      </div>
    </fieldset>
  );
}

interface InquiryChoices {
  times: Choice[];
  states: Choice[];
  eventTypes: Choice[];
  referralSources: Choice[];
}

/** The inquiry as labelled lines, as the visitor saw it, for "Email us instead". */
function describeInquiry(values: InquiryValues, t: Translate, choices: InquiryChoices): TextLine[] {
  const labelOf = (list: readonly Choice[], value: string) =>
    list.find((choice) => choice.value === value)?.label ?? value;
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
  const isOther = values.venue === OTHER_VENUE;
  const location = isOther
    ? [values.locationName, values.locationCity, labelOf(choices.states, values.locationState)]
        .filter(Boolean)
        .join(', ')
    : '';
  return [
    { label: field('firstName'), value: values.firstName },
    { label: field('lastName'), value: values.lastName },
    { label: field('email'), value: values.email },
    { label: field('phone'), value: normalizeUsPhone(values.phone) ?? values.phone },
    { label: t('contact:mail.smsConsent'), value: values.smsConsent ? t('contact:mail.yes') : '' },
    { label: field('eventType'), value: labelOf(choices.eventTypes, values.eventType) },
    { label: field('eventDate'), value: date },
    {
      label: field('venue'),
      value: isOther ? location : (knownVenueLabel(values.venue) ?? values.venue),
    },
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
