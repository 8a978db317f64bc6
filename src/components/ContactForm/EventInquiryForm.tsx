import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  readStoredAttachment,
  removeStoredAttachment,
  type StoredAttachment,
} from '../../lib/forms/attachment';
import { sessionStore } from '../../lib/forms/draft';
import { inquiryFields } from '../../lib/forms/encode';
import { emptyInquiry, INQUIRY_FORM, type InquiryValues } from '../../lib/forms/fields';
import { localToday } from '../../lib/forms/formats';
import { applyPrefill, parsePrefill } from '../../lib/forms/prefill';
import { validateInquiry } from '../../lib/forms/validate';
import { AddressFieldset } from './AddressFieldset';
import { ContactForm, type FormSettings } from './ContactForm';
import { describeInquiry } from './describe-inquiry';
import { EventFieldset } from './EventFieldset';
import { useInquiryChoices } from './inquiry-choices';
import { MoreFieldset } from './MoreFieldset';
import { YouFieldset } from './YouFieldset';

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
  const [attachmentRemoved, setAttachmentRemoved] = useState(false);

  const choices = useInquiryChoices(t, settings.language, { eventTypes, referralSources });

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
    setAttachmentRemoved(true);
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
      <YouFieldset />
      <EventFieldset choices={choices} />
      <AddressFieldset states={choices.states} />
      <MoreFieldset
        referralSources={choices.referralSources}
        attachment={attachment}
        attachmentRemoved={attachmentRemoved}
        onRemoveAttachment={removeAttachment}
      />
    </ContactForm>
  );
}
