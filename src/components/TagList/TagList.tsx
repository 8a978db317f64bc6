import * as styles from './TagList.module.css';

/**
 * Short labels as a plain list of text: the kinds of events a service is
 * made for, a venue's amenities. `compact`: one column, for a fact box.
 */
export function TagList({
  items,
  compact = false,
}: {
  items: readonly string[];
  compact?: boolean;
}) {
  return (
    <ul className={compact ? `${styles.tags} ${styles.compact}` : styles.tags}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
