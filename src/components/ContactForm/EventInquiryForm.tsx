import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { inquiryFields } from '../../lib/forms/encode';
import { emptyInquiry, INQUIRY_FORM, type InquiryValues } from '../../lib/forms/fields';
import { localToday } from '../../lib/forms/formats';
import { applyPrefill, parsePrefill } from '../../lib/forms/prefill';
import { inquiryRequirement, validateInquiry } from '../../lib/forms/validate';
import { askedEntries } from '../../lib/event-list/asked';
import { eventListFields } from '../../lib/event-list/fields';
import { EventListPanel } from '../EventList/EventListPanel';
import { useNamedEntries } from '../EventList/entry-names';
import { useEventList } from '../EventList/use-event-list';
import { AddressFieldset } from './AddressFieldset';
import { ContactForm, type FormSettings } from './ContactForm';
import { describeInquiry } from './describe-inquiry';
import { AboutYouFieldset, PlaceAndTimesFieldset } from './DetailsFieldsets';
import { EventFieldset } from './EventFieldset';
import { fieldId } from './feedback';
import { useInquiryChoices } from './inquiry-choices';
import { MoreDetails } from './MoreDetails';
import { MoreFieldset } from './MoreFieldset';
import { summarizeInquiry } from './summarize-inquiry';
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

/**
 * The detailed event inquiry (SPEC §3), the page's main form: the visitor's
 * event list on top, then the answers it requires, the message, and the
 * optional answers in a group the visitor opens.
 */
export function EventInquiryForm({
  settings,
  eventTypes,
  referralSources,
  serviceLabels,
  search,
  labelledBy,
}: EventInquiryFormProps) {
  const { t, i18n } = useTranslation('contact');
  const choices = useInquiryChoices(t, settings.language, { eventTypes, referralSources });

  // The venue field checks the venue against the list it loads.
  const asked = useMemo(
    () =>
      parsePrefill(search, {
        eventTypes,
        serviceLabels,
        isKnownItem: (id) => i18n.exists(`catalog-items:${id}.name`),
      }),
    [search, eventTypes, serviceLabels, i18n],
  );
  const askedList = useMemo(() => askedEntries(asked), [asked]);
  const eventList = useEventList(askedList);
  const { named, unknown } = useNamedEntries(eventList.entries, serviceLabels);
  // What the site no longer has (a venue, item or service taken out since it was added) goes.
  const { remove } = eventList;
  useEffect(() => unknown.forEach(remove), [unknown, remove]);

  const prefill = useCallback(
    (values: InquiryValues) =>
      applyPrefill(values, { venue: asked.venue, eventType: asked.eventType }),
    [asked],
  );

  const describe = useCallback(
    (values: InquiryValues) => [
      ...describeInquiry(values, t, choices),
      {
        label: t('contact:eventList.heading'),
        value: named.map(({ kindLabel, name }) => `${kindLabel}: ${name}`).join('\n'),
      },
    ],
    [t, choices, named],
  );

  const summarize = useCallback(
    (values: InquiryValues) => summarizeInquiry(values, t, choices, named, i18n.locale),
    [t, choices, named, i18n],
  );

  const validate = useCallback(
    (values: InquiryValues) => validateInquiry(values, localToday()),
    [],
  );

  // Once the list is empty, the visitor carries on with the form.
  const focusFirstField = useCallback(
    () => document.getElementById(fieldId(INQUIRY_FORM, 'firstName'))?.focus(),
    [],
  );

  return (
    <ContactForm<InquiryValues>
      formName={INQUIRY_FORM}
      settings={settings}
      empty={emptyInquiry()}
      validate={validate}
      requirementOf={inquiryRequirement}
      encode={inquiryFields}
      describe={describe}
      summarize={summarize}
      mailSubject={t('contact:inquiry.mailSubject')}
      submitLabel={t('contact:inquiry.submit')}
      labelledBy={labelledBy}
      prefill={prefill}
      hiddenFields={eventListFields(named)}
      onSent={eventList.clear}
      top={
        <EventListPanel
          named={named}
          known={eventList.known}
          onRemove={eventList.remove}
          onEmptied={focusFirstField}
        />
      }
    >
      <YouFieldset />
      <EventFieldset choices={choices} />
      <MoreFieldset />
      <MoreDetails>
        <PlaceAndTimesFieldset choices={choices} />
        <AboutYouFieldset referralSources={choices.referralSources} />
        <AddressFieldset states={choices.states} />
      </MoreDetails>
    </ContactForm>
  );
}
