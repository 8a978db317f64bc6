import type { ConsentAnswer } from '../../lib/analytics/consent';
import type { ConsentTexts } from '../../lib/analytics/settings';
import * as styles from './ConsentBanner.module.css';

interface ConsentBannerProps {
  texts: ConsentTexts;
  language: string;
  onAnswer: (answer: ConsentAnswer) => void;
}

/**
 * Asks whether Google Analytics may measure the visit. A named region of
 * its own, not a dialog: it never takes focus or blocks the page, and the
 * page works the same whether or not it is answered.
 */
export function ConsentBanner({ texts, language, onAnswer }: ConsentBannerProps) {
  return (
    <section className={styles.banner} aria-label={texts.label} lang={language}>
      <p className={styles.question}>{texts.question}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.answer} onClick={() => onAnswer('granted')}>
          {texts.accept}
        </button>
        <button type="button" className={styles.answer} onClick={() => onAnswer('denied')}>
          {texts.refuse}
        </button>
      </div>
    </section>
  );
}
