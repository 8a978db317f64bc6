import * as styles from './GoboStage.module.css';

/** Groups of the settings panel the placeholder sketches: legend plus rows. */
const PLACEHOLDER_GROUPS = [2, 1, 2, 2, 1, 1];

/**
 * The designer's frame before its code has arrived (and in the static
 * HTML): the empty dance floor, the artwork disc and the settings panel at
 * their final sizes, so the loaded designer takes their place without
 * moving anything.
 */
export function GoboDesignerSkeleton({ status }: { status?: string }) {
  return (
    <div className={styles.layout}>
      <div className={styles.previewColumn}>
        <div className={styles.stage} data-surface="floor">
          <div className={styles.surface} />
        </div>
        <div className={styles.previewFooter} aria-hidden="true">
          <span className={styles.artworkDisc} />
          <span className={`${styles.placeholder} ${styles.placeholderTools}`} />
        </div>
      </div>
      <div className={`${styles.panel} ${styles.placeholderPanel}`}>
        {status && (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
        {PLACEHOLDER_GROUPS.map((rows, group) => (
          <span key={group} className={styles.placeholderGroup} aria-hidden="true">
            <span className={`${styles.placeholder} ${styles.placeholderLegend}`} />
            {Array.from({ length: rows }, (_, row) => (
              <span key={row} className={`${styles.placeholder} ${styles.placeholderRow}`} />
            ))}
          </span>
        ))}
      </div>
    </div>
  );
}
