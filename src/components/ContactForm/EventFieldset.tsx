import { useTranslation } from '../../i18n/use-translation';
import { CustomLocation } from './CustomLocation';
import { DateField } from './DateField';
import { SelectField, TextField } from './Fields';
import { InquirySection } from './InquirySection';
import type { InquiryChoices } from './inquiry-choices';
import { VenueField } from './VenueField';

/** The event: its kind (required), date, place and times. */
export function EventFieldset({ choices }: { choices: InquiryChoices }) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.event')}>
      <SelectField
        name="eventType"
        label={t('contact:fields.eventType')}
        placeholder={t('contact:fields.choose')}
        choices={choices.eventTypes}
        required
        wide
      />
      <DateField />
      <VenueField />
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
    </InquirySection>
  );
}
