import type { TitledText } from '../../i18n/structured';
import * as styles from './Steps.module.css';

/** A numbered process: how working with us goes, step by step. */
export function Steps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
