import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/use-site-config';
import { LocalizedLink } from '../Link/LocalizedLink';
import { NavLink } from '../Link/NavLink';
import { Logo } from '../Logo/Logo';
import { LanguageMenu } from './LanguageMenu';
import { MobileDrawer } from './MobileDrawer';
import { contactPathOf, navItemKey } from './nav-model';
import { ServicesMenu } from './ServicesMenu';
import * as styles from './Header.module.css';

/**
 * The fixed top bar, entirely from site.yaml: logo, the Services drop-down
 * (nav.services), the header links (nav.header), the language menu
 * (languages) and the "Receive More Info" button to the contact page.
 * Below 60rem, CSS (never JS, so server and browser render the same HTML)
 * collapses it to the logo, the button and the drawer's menu button.
 */
export function Header() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const contactPath = contactPathOf(site.routes);
  return (
    // right-scroll-bar-position: the drawer's scroll lock keeps this fixed bar
    // aligned with the page when it hides the scrollbar.
    <header className={`${styles.header} right-scroll-bar-position`}>
      <div className={styles.inner}>
        <LocalizedLink to="/" className={styles.logo}>
          <Logo className={styles.brand} />
        </LocalizedLink>
        <nav aria-label={t('common:nav.primary')} className={styles.desktopOnly}>
          <ul className={styles.navList}>
            <li>
              <ServicesMenu group={site.nav.services} site={site} className={styles.navButton} />
            </li>
            {site.nav.header.map((item) => (
              <li key={navItemKey(item)}>
                <NavLink item={item} site={site} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguageMenu languages={site.languages.supported} className={styles.languageButton} />
          </div>
          {contactPath && (
            <LocalizedLink to={contactPath} className={styles.cta}>
              {t('common:nav.moreInfo')}
            </LocalizedLink>
          )}
          <div className={styles.mobileOnly}>
            <MobileDrawer site={site} className={styles.menuButton} />
          </div>
        </div>
      </div>
    </header>
  );
}
