import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import * as styles from './Layout.module.css';

/** The shell around every page: skip link, fixed top bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
