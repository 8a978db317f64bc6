import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import * as styles from './PageIntro.module.css';

interface PageIntroProps {
  /** Translation file holding `heading` and `intro`. */
  namespace: string;
  values?: Record<string, string>;
  /** The caller's layout for the block (e.g. PageHero's first screen on phones). */
  className?: string;
  children?: ReactNode;
}

/** A page's h1 and opening sentence, from its translation file, as a lit hero block. */
export function PageIntro({ namespace, values = {}, className, children }: PageIntroProps) {
  const { t } = useTranslation(namespace);
  return (
    <section
      aria-labelledby="page-heading"
      className={className ? `${styles.intro} ${className}` : styles.intro}
    >
      <h1 id="page-heading" className={styles.heading}>
        {t(`${namespace}:heading`, values)}
      </h1>
      <p className={`lead ${styles.lead}`}>{t(`${namespace}:intro`, values)}</p>
      {children}
    </section>
  );
}
