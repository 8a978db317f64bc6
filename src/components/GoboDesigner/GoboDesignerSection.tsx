import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteConfig } from '../../hooks/use-site-config';
import { localizedPath } from '../../i18n/paths';
import { contactPrefillPath } from '../../lib/forms/prefill';
import { usePageLanguage } from '../../i18n/use-page-language';
import { contactPathOf } from '../Header/nav-model';
import { GoboDesignerSkeleton } from './GoboDesignerSkeleton';
import * as styles from './GoboStage.module.css';

// Its own chunk: the designer's code, its faces and the outline reader load
// on this page only, after the page has become interactive.
const GoboDesigner = lazy(() => import('./GoboDesigner'));

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A designer that fails to load (offline, blocked chunk) leaves a way forward. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The designer's place on the page. The server's HTML (and the first
 * client render, so hydration matches) holds the placeholder; once mounted
 * in the browser, the designer loads in its place.
 */
export function GoboDesignerSection() {
  const { t } = useTranslation('gobo-designer');
  const page = usePageLanguage();
  const site = useSiteConfig();
  const [mounted, setMounted] = useState(false);
  // In a transition: the designer's first render runs in slices the browser
  // can interrupt, not in one task as the page becomes interactive.
  useEffect(() => startTransition(() => setMounted(true)), []);

  const contactPath = contactPathOf(site.routes) ?? '/';
  const contactHref = contactPrefillPath(
    localizedPath(contactPath, page.language, page.defaultLanguage),
    { service: 'lighting' },
  );

  return (
    <section aria-labelledby="designer-heading" className={styles.section}>
      <h2 id="designer-heading">{t('gobo-designer:designer.heading')}</h2>
      <noscript>
        <div className={styles.noscript}>
          <p>{t('gobo-designer:designer.noscript')}</p>
          <p>
            <a href={contactHref}>{t('gobo-designer:designer.noscriptLink')}</a>
          </p>
        </div>
      </noscript>
      {mounted ? (
        <LoadBoundary
          fallback={
            <div className={styles.noscript} role="alert">
              <p>{t('gobo-designer:designer.loadFailed')}</p>
              <p>
                <a href={contactHref}>{t('gobo-designer:designer.loadFailedLink')}</a>
              </p>
            </div>
          }
        >
          <Suspense
            fallback={<GoboDesignerSkeleton status={t('gobo-designer:designer.loading')} />}
          >
            <GoboDesigner contactPath={contactPath} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <GoboDesignerSkeleton />
      )}
    </section>
  );
}
