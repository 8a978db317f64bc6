import type { ReactNode } from 'react';
import * as styles from './ContactForm.module.css';

/** One titled part of the inquiry: a fieldset whose fields share the form's grid. */
export function InquirySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.sectionGrid}>{children}</div>
    </fieldset>
  );
}
