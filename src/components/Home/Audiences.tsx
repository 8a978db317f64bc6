import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../Link/LocalizedLink';
import { Section } from '../Section/Section';
import { COMPACT_CARDS, gridColumnProps } from '../../lib/layout/grid-columns';
import * as styles from './Home.module.css';

export interface Audience {
  id: string;
  /** A page of the site, possibly with a #section: /corporate-events/#retail. */
  to: string;
}

/** The four kinds of clients, each leading to the page written for them. */
export function Audiences({ audiences }: { audiences: readonly Audience[] }) {
  const { t } = useTranslation();
  return (
    <Section heading={t('home:audiences.heading')}>
      <ul className={styles.audiences} {...gridColumnProps(audiences.length, COMPACT_CARDS)}>
        {audiences.map((audience) => (
          <li key={audience.id} className={styles.audience} data-audience={audience.id}>
            <h3 className={styles.audienceTitle}>
              <LocalizedLink to={audience.to} className={styles.audienceLink}>
                {t(`home:audiences.${audience.id}.title`)}
              </LocalizedLink>
            </h3>
            <p className={styles.audienceText}>{t(`home:audiences.${audience.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
