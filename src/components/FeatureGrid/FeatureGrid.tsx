import type { TitledText } from '../../i18n/structured';
import { COMPACT_CARDS, gridColumnProps } from '../../lib/layout/grid-columns';
import { LinkedText } from '../Mentions/LinkedText';
import * as styles from './FeatureGrid.module.css';

/** What a service offers, as a grid of short titled texts. */
export function FeatureGrid({ features }: { features: readonly TitledText[] }) {
  return (
    <ul className={styles.grid} {...gridColumnProps(features.length, COMPACT_CARDS)}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.feature}>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>
            <LinkedText text={feature.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
