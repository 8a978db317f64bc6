import { useId, type ReactNode } from 'react';
import * as styles from './Section.module.css';

interface SectionProps {
  heading: string;
  /** A sentence or two under the heading. */
  intro?: string | undefined;
  /** An address on the page (#retail), for links to this section. */
  id?: string | undefined;
  /** Hide the heading visually (it still names the section for screen readers). */
  hiddenHeading?: boolean;
  /**
   * "split": on wide screens the heading and intro stand in a column of their
   * own, beside the content (questions, lists), instead of above it.
   */
  layout?: 'stacked' | 'split';
  className?: string | undefined;
  children: ReactNode;
}

/** A block of a page under its own h2, named by it for assistive technology. */
export function Section({
  heading,
  intro,
  id,
  hiddenHeading = false,
  layout = 'stacked',
  className,
  children,
}: SectionProps) {
  const headingId = `${useId().replace(/:/g, '')}-heading`;
  const classes = [styles.section, layout === 'split' ? styles.split : '', className ?? ''];
  return (
    <section id={id} aria-labelledby={headingId} className={classes.filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <h2 id={headingId} className={hiddenHeading ? 'visually-hidden' : styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
