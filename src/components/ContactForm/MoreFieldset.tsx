import { useTranslation } from '../../i18n/use-translation';
import { TextField } from './Fields';
import { InquirySection } from './InquirySection';

/** Anything else: the visitor's own words, always in view. */
export function MoreFieldset() {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.more')}>
      <TextField
        name="message"
        label={t('contact:fields.message')}
        hint={t('contact:hints.message')}
        multiline
      />
    </InquirySection>
  );
}
