import { useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { sessionStore } from '../../lib/forms/tab-storage';
import {
  parseSentSummaryText,
  sentSummaryText,
  SENT_ROWS_SCRIPT,
  type SentSummary as Summary,
} from '../../lib/forms/sent-summary';
import * as styles from './ThankYou.module.css';

let lastText: string | null = null;
let lastSummary: Summary | null = null;

/** The stored summary, the same object while its text is the same (useSyncExternalStore). */
function storedSummary(): Summary | null {
  const text = sentSummaryText(sessionStore());
  if (text !== lastText) {
    lastText = text;
    lastSummary = parseSentSummaryText(text);
  }
  return lastSummary;
}

/** Not known in the server's HTML, nor while the browser hydrates it. */
const unknown = (): undefined => undefined;
const subscribeToNothing = () => () => undefined;

/**
 * What was just sent, as the form stored it (lib/forms/sent-summary.ts):
 * a few lines the visitor can check, the event list among them. Nothing
 * without a stored summary (a visit without sending, or without
 * JavaScript). Each line is one row of a set height: the inline script
 * before it keeps their room while the page is parsed, so that the rows
 * appear without moving what follows.
 */
export function SentSummary() {
  const { t } = useTranslation('thank-you');
  const summary = useSyncExternalStore(subscribeToNothing, storedSummary, unknown);
  // Until it is known, CSS shows the room the inline script counted.
  const known =
    summary === undefined
      ? {}
      : {
          'data-state': summary ? 'filled' : 'empty',
          style: { '--sent-rows': summary?.rows.length ?? 0 } as CSSProperties,
        };
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SENT_ROWS_SCRIPT }} />
      <section aria-labelledby="sent-heading" className={styles.sent} {...known}>
        <h2 id="sent-heading" className={styles.sentHeading}>
          {t('thank-you:sent.heading')}
        </h2>
        <dl className={styles.sentRows}>
          {summary?.rows.map((row, index) => (
            // Labels repeat (two rental items): the row's place tells them apart.
            <div key={`${index}-${row.label}`} className={styles.sentRow}>
              <dt className={styles.sentLabel}>{row.label}</dt>
              <dd className={styles.sentValue} title={row.value}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
