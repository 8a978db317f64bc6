import { useTranslation } from '../../i18n/use-translation';
import { svgPreviewSource, type StoredAttachment } from '../../lib/forms/attachment';
import * as styles from './ContactForm.module.css';

interface AttachmentProps {
  attachment: StoredAttachment;
  onRemove: () => void;
}

/** The design the gobo designer handed over: its name, a small preview and Remove. */
export function Attachment({ attachment, onRemove }: AttachmentProps) {
  const { t } = useTranslation('contact');
  return (
    <div className={styles.attachment}>
      <p className={styles.label}>{t('contact:attachment.label')}</p>
      <div className={styles.attachmentBody}>
        {/* As an image, the SVG can neither run scripts nor load anything. */}
        <img
          className={styles.attachmentPreview}
          src={svgPreviewSource(attachment.svg)}
          alt={t('contact:attachment.preview', { name: attachment.fileName })}
          width={64}
          height={64}
        />
        <span className={styles.attachmentName}>{attachment.fileName}</span>
        <button type="button" className={styles.remove} onClick={onRemove}>
          {t('contact:attachment.remove')}
        </button>
      </div>
    </div>
  );
}
