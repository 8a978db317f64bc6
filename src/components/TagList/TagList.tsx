import * as styles from './TagList.module.css';

/** Short labels in a row of pills: the kinds of events a service is made for. */
export function TagList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.tags}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
