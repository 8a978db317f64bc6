import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { Icon } from '../Icon/Icon';
import { unbreakableList } from '../../lib/contact-links';
import { NavLink } from '../Link/NavLink';
import * as styles from './Contact.module.css';

/** Under the contact page's heading: the reply promise and the service area. */
export function ContactFacts() {
  const { t } = useTranslation('contact');
  const { business } = useSiteConfig();
  return (
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
  );
}

/**
 * The two ways to start outside this page (instant quote, consultation),
 * beside the forms: secondary to the inquiry, the page's own action.
 */
export function OtherWaysToStart({ labelledBy }: { labelledBy: string }) {
  const site = useSiteConfig();
  return (
    <nav aria-labelledby={labelledBy}>
      <ul className={styles.actions}>
        <li className={styles.actionItem}>
          <NavLink
            item={{ label: 'common:nav.instantQuote', link: 'instantQuote' }}
            site={site}
            className={styles.secondaryAction}
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
  );
}
