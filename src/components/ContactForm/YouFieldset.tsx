import { useTranslation } from '../../i18n/use-translation';
import { HTML_PATTERNS, normalizeUsPhone } from '../../lib/forms/formats';
import { useFormFeedback } from './feedback';
import { CheckboxField, LabelText, TextField } from './Fields';
import { InquirySection } from './InquirySection';
import * as styles from './ContactForm.module.css';

/**
 * Who is asking: the first name, then a way to reply (email or telephone:
 * one of the two is required, so the pair carries the mark), and whether
 * we may text.
 */
export function YouFieldset() {
  const { t } = useTranslation('contact');
  const { requirementOf } = useFormFeedback();
  return (
    <InquirySection title={t('contact:inquiry.you')}>
      <TextField
        name="firstName"
        label={t('contact:fields.firstName')}
        autoComplete="given-name"
        wide
      />
      <fieldset className={`${styles.group} ${styles.pair} ${styles.wide}`}>
        <legend className={styles.label}>
          <LabelText
            label={t('contact:fields.contactWay')}
            requirement={requirementOf('email') === 'optional' ? 'optional' : 'required'}
          />
        </legend>
        <div className={styles.sectionGrid}>
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
        </div>
      </fieldset>
    </InquirySection>
  );
}
