import { useTranslation } from '../../i18n/use-translation';
import { CustomLocation } from './CustomLocation';
import { SelectField, TextField, type Choice } from './Fields';
import { InquirySection } from './InquirySection';
import type { InquiryChoices } from './inquiry-choices';
import { VenueField } from './VenueField';

/** The event in more detail: where, and from when to when. */
export function PlaceAndTimesFieldset({ choices }: { choices: InquiryChoices }) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.placeAndTimes')}>
      <VenueField />
      <CustomLocation states={choices.states} />
      <SelectField
        name="startTime"
        label={t('contact:fields.startTime')}
        placeholder={t('contact:fields.choose')}
        choices={choices.times}
      />
      <SelectField
        name="endTime"
        label={t('contact:fields.endTime')}
        placeholder={t('contact:fields.choose')}
        choices={choices.times}
        hint={t('contact:hints.endTime')}
      />
    </InquirySection>
  );
}

/** More about the visitor: the last name, the organization (or fiancé(e)), how they found us. */
export function AboutYouFieldset({ referralSources }: { referralSources: readonly Choice[] }) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.aboutYou')}>
      <TextField name="lastName" label={t('contact:fields.lastName')} autoComplete="family-name" />
      <TextField
        name="organization"
        label={t('contact:fields.organization')}
        autoComplete="organization"
      />
      <SelectField
        name="heardAbout"
        label={t('contact:fields.heardAbout')}
        placeholder={t('contact:fields.choose')}
        choices={referralSources}
        wide
      />
    </InquirySection>
  );
}
