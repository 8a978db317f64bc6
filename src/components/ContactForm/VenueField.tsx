import { useTranslation } from '../../i18n/use-translation';
import { VenueCombobox } from './VenueCombobox';

/**
 * Where the event takes place: one of the venues, or "Other location" (see
 * CustomLocation). A searchable choice that loads the venues when reached
 * (VenueCombobox); a <select> in the HTML for visitors without JavaScript,
 * or, past MOST_VENUES_IN_SERVER_SELECT venues, the location's own fields.
 */
export function VenueField() {
  const { t } = useTranslation('contact');
  return <VenueCombobox label={t('contact:fields.venue')} />;
}
