import { useTranslation } from '../../i18n/use-translation';
import type { StoredAttachment } from '../../lib/forms/attachment';
import { Attachment } from './Attachment';
import { SelectField, TextField, type Choice } from './Fields';
import { InquirySection } from './InquirySection';
import * as styles from './ContactForm.module.css';

interface MoreFieldsetProps {
  referralSources: readonly Choice[];
  /** The gobo designer's design, when the visitor came from there with one. */
  attachment: StoredAttachment | null;
  /** Whether the visitor removed the design (announced in the status line). */
  attachmentRemoved: boolean;
  onRemoveAttachment: () => void;
}

/** Anything else: how they heard of us, the message and the gobo design, if any. */
export function MoreFieldset({
  referralSources,
  attachment,
  attachmentRemoved,
  onRemoveAttachment,
}: MoreFieldsetProps) {
  const { t } = useTranslation('contact');
  return (
    <InquirySection title={t('contact:inquiry.more')}>
      <SelectField
        name="heardAbout"
        label={t('contact:fields.heardAbout')}
        placeholder={t('contact:fields.choose')}
        choices={referralSources}
        optional
        wide
      />
      <TextField
        name="message"
        label={t('contact:fields.message')}
        hint={t('contact:hints.message')}
        optional
        multiline
      />
      <div className={styles.wide}>
        {attachment && <Attachment attachment={attachment} onRemove={onRemoveAttachment} />}
        <p role="status" className={styles.notice}>
          {attachmentRemoved && !attachment ? t('contact:attachment.removed') : ''}
        </p>
      </div>
    </InquirySection>
  );
}
