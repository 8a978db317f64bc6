import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/use-site-config';
import { Footer } from '../Footer/Footer';
import { LocalizedLink } from '../Link/LocalizedLink';
import * as styles from './Layout.module.css';

/** The shell around every page: skip link, top bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { business } = useSiteConfig();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className={styles.header}>
        <LocalizedLink to="/" className={styles.logo}>
          {business.name}
        </LocalizedLink>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
