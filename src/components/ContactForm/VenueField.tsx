import type { Translate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/use-translation';
import { OTHER_VENUE } from '../../lib/forms/fields';
import { SelectField, type Choice } from './Fields';

/** A venue of site.yaml as the inquiry offers it. */
export interface VenueChoice {
  slug: string;
  name: string;
  locality: string;
  region: string;
}

/** The venues by name and place, then "Other location". */
export function venueChoices(venues: readonly VenueChoice[], t: Translate): Choice[] {
  return [
    ...venues.map((venue) => ({
      value: venue.slug,
      label: t('contact:fields.venueOption', { ...venue }),
    })),
    { value: OTHER_VENUE, label: t('contact:fields.otherVenue') },
  ];
}

/** Where the event takes place: one of the venues, or "Other location" (see CustomLocation). */
export function VenueField({ choices }: { choices: readonly Choice[] }) {
  const { t } = useTranslation('contact');
  return (
    <SelectField
      name="venue"
      label={t('contact:fields.venue')}
      placeholder={t('contact:fields.choose')}
      choices={choices}
      optional
      wide
    />
  );
}
