import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { nonBreaking, telHref } from '../../lib/contact-links';
import { EventListCount } from '../EventList/EventListCount';
import { Icon } from '../Icon/Icon';
import { LocalizedLink } from '../Link/LocalizedLink';
import { NavLink } from '../Link/NavLink';
import { Logo } from '../Logo/Logo';
import { DeferredTrigger } from './DeferredTrigger';
import { contactPathOf, navItemKey } from './nav-model';
import { onDemand } from './on-demand';
import { useDrawerFace, useLanguageFace, useServicesFace } from './trigger-faces';
import * as styles from './Header.module.css';

// The popups' code (Radix, their entries) loads when a visitor reaches for them.
const servicesMenu = onDemand(
  () => import(/* webpackChunkName: "services-menu" */ './ServicesMenu'),
);
const languageMenu = onDemand(
  () => import(/* webpackChunkName: "language-menu" */ './LanguageMenu'),
);
const mobileDrawer = onDemand(
  () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer'),
);

/** Fetches the code of all three popups now (for tests that are not about the stand-ins). */
export function preloadHeaderPopups(): Promise<unknown> {
  return Promise.all([servicesMenu.load(), languageMenu.load(), mobileDrawer.load()]);
}

/**
 * The fixed top bar, entirely from site.yaml: logo, the Services drop-down
 * (nav.services), the header links (nav.header), the call link
 * (business.phone), the language menu (languages) and the "Receive More
 * Info" button to the contact page.
 * Below 60rem, CSS (never JS, so server and browser render the same HTML)
 * collapses it to the logo, the call button, the contact button and the
 * drawer's menu button.
 * The two drop-downs and the drawer load their code on demand (see
 * DeferredTrigger): until then their buttons are plain stand-ins.
 */
export function Header() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const contactPath = contactPathOf(site.routes);
  const servicesFace = useServicesFace(site.nav.services.label);
  const languageFace = useLanguageFace(site.languages.supported);
  const drawerFace = useDrawerFace();
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
              <DeferredTrigger
                module={servicesMenu}
                opensOn="menu"
                standIn={{ className: styles.navButton, ...servicesFace }}
                render={({ ServicesMenu }, triggerRef) => (
                  <ServicesMenu
                    group={site.nav.services}
                    site={site}
                    className={styles.navButton}
                    triggerRef={triggerRef}
                  />
                )}
              />
            </li>
            {site.nav.header.map((item) => (
              <li key={navItemKey(item)}>
                <NavLink item={item} site={site} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {/*
            The number as visitors read it; the hidden words make the link's name say it calls.
            On phones the link is a round phone button (the number stays its name): a call is
            one tap away on every page's first screen, without JavaScript.
          */}
          <a className={styles.phone} href={telHref(site.business.phone)}>
            <Icon name="phone" className={styles.phoneIcon} />
            <span className="visually-hidden">{nonBreaking(t('common:nav.callUs'))}: </span>
            <span className={styles.phoneNumber}>{nonBreaking(site.business.phone)}</span>
          </a>
          <div className={styles.desktopOnly}>
            <DeferredTrigger
              module={languageMenu}
              opensOn="menu"
              standIn={{ className: styles.languageButton, ...languageFace }}
              render={({ LanguageMenu }, triggerRef) => (
                <LanguageMenu
                  languages={site.languages.supported}
                  className={styles.languageButton}
                  triggerRef={triggerRef}
                />
              )}
            />
          </div>
          {contactPath && (
            <LocalizedLink to={contactPath} className={styles.cta}>
              {t('common:nav.moreInfo')}
              <EventListCount contactPath={contactPath} />
            </LocalizedLink>
          )}
          <div className={styles.mobileOnly}>
            <DeferredTrigger
              module={mobileDrawer}
              opensOn="dialog"
              standIn={{ className: styles.menuButton, ...drawerFace }}
              render={({ MobileDrawer }, triggerRef) => (
                <MobileDrawer site={site} className={styles.menuButton} triggerRef={triggerRef} />
              )}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
