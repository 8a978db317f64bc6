import { useTranslation } from '../../i18n/use-translation';
import { SelectField, TextField, type Choice } from './Fields';
import * as styles from './ContactForm.module.css';

/**
 * Name, city and state of a location that is not on the list. Always in the
 * page, shown by CSS only while "Other location" is chosen, so it works
 * the same before the page's script runs, after it, and without it (where
 * a list too long for a <select> leaves "Other location" chosen: see
 * VenueCombobox). A place typed in the venue field that is not on the list
 * lands here too.
 */
export function CustomLocation({ states }: { states: readonly Choice[] }) {
  const { t } = useTranslation('contact');
  return (
    <fieldset className={styles.customLocation}>
      <legend className={styles.label}>{t('contact:fields.customLocation')}</legend>
      <p className={styles.hint}>{t('contact:hints.customLocation')}</p>
      <div className={styles.sectionGrid}>
        <TextField name="locationName" label={t('contact:fields.locationName')} wide />
        <TextField name="locationCity" label={t('contact:fields.locationCity')} />
        <SelectField
          name="locationState"
          label={t('contact:fields.locationState')}
          placeholder={t('contact:fields.choose')}
          choices={states}
        />
      </div>
    </fieldset>
  );
}
