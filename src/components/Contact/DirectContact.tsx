import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { mailtoHref, nonBreaking, telHref } from '../../lib/contact-links';
import { Icon } from '../Icon/Icon';
import * as styles from './Contact.module.css';

interface DirectContactProps {
  /** Translation file holding `phone` and `email` labels under `keyPrefix`. */
  keyPrefix: string;
}

/** The phone number (tel:) and the email address (mailto:) as large links. */
export function DirectContact({ keyPrefix }: DirectContactProps) {
  const { t } = useTranslation();
  const { business } = useSiteConfig();
  return (
    <address className={styles.direct}>
      <a className={styles.directLink} href={telHref(business.phone)}>
        <Icon name="phone" className={styles.directIcon} />
        <span>
          <span className={styles.directLabel}>{t(`${keyPrefix}.phone`)}</span>
          <span className={`${styles.directValue} ${styles.directNumber}`}>
            {nonBreaking(business.phone)}
          </span>
        </span>
      </a>
      <a className={styles.directLink} href={mailtoHref(business.email)}>
        <Icon name="email" className={styles.directIcon} />
        <span>
          <span className={styles.directLabel}>{t(`${keyPrefix}.email`)}</span>
          <span className={styles.directValue}>{business.email}</span>
        </span>
      </a>
    </address>
  );
}
