import { useTranslation } from '../../i18n/use-translation';
import * as styles from './GoboControls.module.css';

const NS = 'gobo-designer';

interface DesignActionsProps {
  onDownloadSvg: () => void;
  onDownloadPng: () => void;
  onCopyLink: () => void;
  onRequest: () => void;
  /** The outcome of the last action, read out politely. */
  message: { text: string; tone: 'info' | 'error' } | null;
}

/** Downloads, the shareable link and the request: the design's ways out. */
export function DesignActions({
  onDownloadSvg,
  onDownloadPng,
  onCopyLink,
  onRequest,
  message,
}: DesignActionsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.actions}>
      <h3 className="visually-hidden">{t(`${NS}:actions.heading`)}</h3>
      <button
        type="button"
        className={styles.primary}
        onClick={onRequest}
        aria-describedby="gobo-request-hint"
      >
        {t(`${NS}:actions.request`)}
      </button>
      <p id="gobo-request-hint" className={styles.hint}>
        {t(`${NS}:actions.requestHint`)}
      </p>
      <div className={styles.secondaryRow}>
        <button type="button" className={styles.secondary} onClick={onDownloadSvg}>
          {t(`${NS}:actions.downloadSvg`)}
        </button>
        <button type="button" className={styles.secondary} onClick={onDownloadPng}>
          {t(`${NS}:actions.downloadPng`)}
        </button>
        <button type="button" className={styles.secondary} onClick={onCopyLink}>
          {t(`${NS}:actions.copyLink`)}
        </button>
      </div>
      <p
        className={message?.tone === 'error' ? styles.error : styles.hint}
        role="status"
        data-testid="gobo-action-status"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
