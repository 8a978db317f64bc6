import { useTranslation } from '../../i18n/use-translation';
import { trustFacts, type StatSources, type Stats } from '../Home/trust-facts';
import { Reviews } from '../Reviews/Reviews';
import type { ReviewData } from '../../config/content/reviews';
import * as styles from './ThankYou.module.css';

interface ProofProps {
  stats: Stats;
  sources: StatSources;
  /** The reviews of data/reviews.yaml to repeat here, newest first; none is fine. */
  reviews: readonly ReviewData[];
  translations: Readonly<Record<string, string>>;
}

/**
 * Why the visitor chose well: the owner's own numbers (site.yaml's
 * business.stats, each linked to where it can be checked when
 * statSources says) and the newest real reviews, if there are any.
 * Nothing here is written by the site itself.
 */
export function Proof({ stats, sources, reviews, translations }: ProofProps) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="proof-heading" className={styles.proof}>
        <h2 id="proof-heading" className={styles.proofHeading}>
          {t('home:trust.heading')}
        </h2>
        <ul className={styles.facts}>
          {trustFacts(stats, sources).map((fact) => {
            const text = (
              <>
                <span className={styles.factValue}>
                  {t(`home:trust.${fact.key}.value`, { count: fact.count })}
                </span>{' '}
                <span className={styles.factLabel}>{t(`home:trust.${fact.key}.label`)}</span>
              </>
            );
            return (
              <li key={fact.key} className={styles.fact}>
                {fact.source ? (
                  <a
                    className={styles.factLink}
                    href={fact.source.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {text}
                    <span className={styles.factSource}>
                      {t(`home:trust.sources.${fact.key}`, { source: fact.source.source })}
                    </span>
                    <span className="visually-hidden"> {t('common:nav.opensInNewTab')}</span>
                  </a>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <Reviews reviews={reviews} translations={translations} />
    </>
  );
}
