import { useTranslation } from '../../i18n/use-translation';
import { DateField } from './DateField';
import { SelectField } from './Fields';
import { InquirySection } from './InquirySection';
import type { InquiryChoices } from './inquiry-choices';

/** The event: its kind and its date, both required. */
export function EventFieldset({ choices }: { choices: InquiryChoices }) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.event')}>
      <SelectField
        name="eventType"
        label={t('contact:fields.eventType')}
        placeholder={t('contact:fields.choose')}
        choices={choices.eventTypes}
        wide
      />
      <DateField />
    </InquirySection>
  );
}
