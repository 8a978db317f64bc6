import { COMPACT_CARDS, gridColumnProps } from '../../lib/layout/grid-columns';
import { LinkedText } from '../Mentions/LinkedText';
import * as styles from './Steps.module.css';

export interface Step {
  /** A short name of the step; some processes only need the sentence. */
  title?: string | undefined;
  text: string;
}

/** A numbered process: how working with us goes, step by step. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps} {...gridColumnProps(steps.length, COMPACT_CARDS)}>
      {steps.map((step) => (
        <li key={step.title ?? step.text} className={styles.step}>
          {step.title && <h3 className={styles.title}>{step.title}</h3>}
          <p className={styles.text}>
            <LinkedText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
