import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { usePageLanguage } from '../../i18n/use-page-language';
import { mailtoHref, nonBreaking, telHref, unbreakableList } from '../../lib/contact-links';
import { LocalizedLink } from '../Link/LocalizedLink';
import { NavLink } from '../Link/NavLink';
import { Logo } from '../Logo/Logo';
import { Icon } from '../Icon/Icon';
import { sourced } from '../../config/graphql/sourced';
import * as styles from './Footer.module.css';

/**
 * The year of the build, for the copyright line. Not `new Date()`: the
 * HTML is made at build time and a visitor's clock may say another year,
 * which would break hydration.
 */
function useBuildYear(): string {
  const { site } = useStaticQuery<Queries.FooterBuildYearQuery>(graphql`
    query FooterBuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  return sourced(site?.buildTime, 'build time');
}

/**
 * The site footer: brand, contact facts, the footer menus of site.yaml
 * (nav.footer), language links and copyright. Every link is a plain <a>,
 * so every page stays reachable without JavaScript.
 */
export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const { business } = site;
  const page = usePageLanguage();
  const buildYear = useBuildYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <div className={styles.identity}>
              <LocalizedLink to="/" className={styles.brandLink}>
                <Logo wrapsName />
              </LocalizedLink>
              <p className={styles.tagline}>{t('common:footer.tagline')}</p>
            </div>
            <div className={styles.reach}>
              <address className={styles.contact}>
                <a className={styles.contactLink} href={telHref(business.phone)}>
                  <Icon name="phone" className={styles.icon} />
                  <span className="visually-hidden">{t('common:footer.phone')}: </span>
                  {nonBreaking(business.phone)}
                </a>
                <a className={styles.contactLink} href={mailtoHref(business.email)}>
                  <Icon name="email" className={styles.icon} />
                  <span className="visually-hidden">{t('common:footer.email')}: </span>
                  {business.email}
                </a>
              </address>
              <ul className={styles.facts}>
                <li className={styles.fact}>
                  <Icon name="area" className={styles.icon} />
                  <span>
                    {t('common:footer.serviceArea', {
                      area: unbreakableList(business.serviceArea),
                    })}
                  </span>
                </li>
                <li className={styles.fact}>
                  <Icon name="clock" className={styles.icon} />
                  <span>
                    {t('common:footer.responsePromise', { hours: business.responseTimeHours })}
                  </span>
                </li>
              </ul>
            </div>
          </div>
          <div className={styles.groups}>
            {site.nav.footer.map((group) => (
              <nav key={group.label} className={styles.group} aria-label={t(group.label)}>
                <h2 className={styles.heading}>{t(group.label)}</h2>
                <ul className={styles.list}>
                  {group.items.map((item) => (
                    <li key={`${item.label}-${item.to ?? item.link ?? item.contact}`}>
                      <NavLink item={item} site={site} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className={styles.bottom}>
          <nav aria-label={t('common:footer.languages')}>
            <ul className={styles.languageList}>
              {site.languages.supported.map(({ code, name }) => (
                <li key={code}>
                  <LocalizedLink
                    to={page.originalPath}
                    language={code}
                    lang={code}
                    hrefLang={code}
                    className={styles.language}
                    {...(code === page.language ? { 'aria-current': 'true' as const } : {})}
                  >
                    {name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>
            {t('common:footer.copyright', { year: buildYear, name: business.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
