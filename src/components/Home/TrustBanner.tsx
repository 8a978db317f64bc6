import { useTranslation } from '../../i18n/use-translation';
import type { SiteConfig } from '../../config/schema';
import * as styles from './Home.module.css';

type Stats = SiteConfig['business']['stats'];

/** The banner's three facts, from site.yaml's business.stats. */
export function trustFacts(stats: Stats): Array<{ key: string; count: number }> {
  return [
    { key: 'years', count: stats.yearsInBusiness },
    { key: 'events', count: stats.eventsProduced },
    { key: 'rating', count: stats.starRating },
  ];
}

/**
 * 20+ years, 10,000+ events, 5-star rating. The texts format the number the
 * language's way ("{{count, number}}": 10,000 / 10.000).
 */
export function TrustBanner({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trust-heading" className={styles.trust}>
      <h2 id="trust-heading" className="visually-hidden">
        {t('home:trust.heading')}
      </h2>
      <ul className={styles.facts}>
        {trustFacts(stats).map(({ key, count }) => (
          <li key={key} className={styles.fact}>
            <span className={styles.factValue}>{t(`home:trust.${key}.value`, { count })}</span>
            <span className={styles.factLabel}>{t(`home:trust.${key}.label`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
