import type { Question } from '../../i18n/structured';
import { LinkedText } from '../Mentions/LinkedText';
import * as styles from './Faq.module.css';

/**
 * Questions and answers as disclosure widgets (<details>): they open and
 * close with the keyboard and without JavaScript, and search engines see
 * every answer in the HTML.
 */
export function Faq({ questions }: { questions: readonly Question[] }) {
  return (
    <div className={styles.faq}>
      {questions.map((entry) => (
        <details key={entry.question} className={styles.item}>
          <summary className={styles.question}>{entry.question}</summary>
          <p className={styles.answer}>
            <LinkedText text={entry.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
