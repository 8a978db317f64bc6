import { useTranslation } from '../../i18n/use-translation';
import {
  trustFacts,
  type StatSource,
  type StatSources,
  type Stats,
  type TrustFact,
} from './trust-facts';
import * as styles from './Home.module.css';

function FactText({ fact }: { fact: TrustFact }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.factValue}>
        {t(`home:trust.${fact.key}.value`, { count: fact.count })}
      </span>
      <span className={styles.factLabel}>{t(`home:trust.${fact.key}.label`)}</span>
    </>
  );
}

/**
 * A fact with a source is a link to it. Its name is what it shows, the
 * source's name and the new-tab warning, all of it visible but the warning:
 * no aria-label, so the spoken name always contains the visible words.
 */
function SourcedFact({ fact, source }: { fact: TrustFact; source: StatSource }) {
  const { t } = useTranslation();
  return (
    <a className={styles.factLink} href={source.link} target="_blank" rel="noopener noreferrer">
      <FactText fact={fact} />
      <span className={styles.factSource}>
        {t(`home:trust.sources.${fact.key}`, { source: source.source })}
      </span>
      <span className="visually-hidden"> {t('common:nav.opensInNewTab')}</span>
    </a>
  );
}

/**
 * 20+ years, 10,000+ events, 5-star rating. The texts format the number the
 * language's way ("{{count, number}}": 10,000 / 10.000). A number whose
 * source site.yaml names links to it.
 */
export function TrustBanner({ stats, sources = null }: { stats: Stats; sources?: StatSources }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trust-heading" className={styles.trust}>
      <h2 id="trust-heading" className="visually-hidden">
        {t('home:trust.heading')}
      </h2>
      <ul className={styles.facts}>
        {trustFacts(stats, sources).map((fact) => (
          <li key={fact.key} className={styles.fact}>
            {fact.source ? (
              <SourcedFact fact={fact} source={fact.source} />
            ) : (
              <FactText fact={fact} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
