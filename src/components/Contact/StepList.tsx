import * as styles from './Contact.module.css';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps, lit like cue numbers on a show's running order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
