import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/use-site-config';
import { NavLink } from '../Link/NavLink';
import * as styles from './Footer.module.css';

/** Footer columns from site.yaml (nav.footer) and the business constants. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const { business } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {site.nav.footer.map((group) => (
          <nav key={group.label} aria-label={t(group.label)}>
            <h2 className={styles.heading}>{t(group.label)}</h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={`${item.label}-${item.to ?? item.link ?? item.contact}`}>
                  <NavLink item={item} site={site} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.facts}>
        {t('common:footer.serviceArea', { area: business.serviceArea.join(' · ') })}{' '}
        {t('common:footer.responsePromise', { hours: business.responseTimeHours })}
      </p>
      <p className={styles.copyright}>
        {t('common:footer.copyright', { year: new Date().getFullYear(), name: business.name })}
      </p>
    </footer>
  );
}
