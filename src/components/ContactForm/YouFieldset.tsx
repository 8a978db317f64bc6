import { useTranslation } from '../../i18n/use-translation';
import { HTML_PATTERNS, normalizeUsPhone } from '../../lib/forms/formats';
import { CheckboxField, TextField } from './Fields';
import { InquirySection } from './InquirySection';

/** Who is asking: the name (the one answer required here), then how to reach them. */
export function YouFieldset() {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.you')}>
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
    </InquirySection>
  );
}
