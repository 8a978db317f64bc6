import { useTranslation } from '../../i18n/use-translation';
import { HTML_PATTERNS, normalizeZip } from '../../lib/forms/formats';
import { SelectField, TextField, type Choice } from './Fields';
import { InquirySection } from './InquirySection';

/** The visitor's postal address, all optional. */
export function AddressFieldset({ states }: { states: readonly Choice[] }) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.address')}>
      <TextField
        name="street"
        label={t('contact:fields.street')}
        autoComplete="address-line1"
        wide
      />
      <TextField
        name="address2"
        label={t('contact:fields.address2')}
        autoComplete="address-line2"
        wide
      />
      <TextField name="city" label={t('contact:fields.city')} autoComplete="address-level2" />
      <SelectField
        name="state"
        label={t('contact:fields.state')}
        placeholder={t('contact:fields.choose')}
        choices={states}
        autoComplete="address-level1"
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
      />
    </InquirySection>
  );
}
