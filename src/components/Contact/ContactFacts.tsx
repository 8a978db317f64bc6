import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { Icon } from '../Icon/Icon';
import { unbreakableList } from '../../lib/contact-links';
import { NavLink } from '../Link/NavLink';
import * as styles from './Contact.module.css';

/**
 * Under the contact page's heading: the reply promise, the service area,
 * and the two ways to start without a form (instant quote, consultation).
 */
export function ContactFacts() {
  const { t } = useTranslation('contact');
  const site = useSiteConfig();
  const { business } = site;
  return (
    <>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <Icon name="clock" className={styles.factIcon} />
          {t('contact:facts.promise', { hours: business.responseTimeHours })}
        </li>
        <li className={styles.fact}>
          <Icon name="area" className={styles.factIcon} />
          {t('contact:facts.area', { area: unbreakableList(business.serviceArea) })}
        </li>
      </ul>
      <nav aria-label={t('contact:actions.label')}>
        <ul className={styles.actions}>
          <li className={styles.actionItem}>
            <NavLink
              item={{ label: 'common:nav.instantQuote', link: 'instantQuote' }}
              site={site}
              className={styles.primaryAction}
            />
          </li>
          <li className={styles.actionItem}>
            <NavLink
              item={{ label: 'common:nav.schedule', link: 'scheduling' }}
              site={site}
              className={styles.secondaryAction}
            />
          </li>
        </ul>
      </nav>
    </>
  );
}
