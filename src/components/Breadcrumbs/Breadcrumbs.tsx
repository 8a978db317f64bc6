import { useTranslation } from '../../i18n/use-translation';
import type { PageContext } from '../../config/page-context';
import { LocalizedLink } from '../Link/LocalizedLink';
import { pageTrail, type Crumb } from '../../config/pages';
import * as styles from './Breadcrumbs.module.css';

/**
 * Where the page sits: Home › Preferred venues › Lake Valhalla Club. The
 * same trail is given to search engines as a BreadcrumbList.
 */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common:breadcrumb')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {trail.map((crumb) => (
          <li key={crumb.path} className={styles.item}>
            <LocalizedLink to={crumb.path} className={styles.link}>
              {crumb.name}
            </LocalizedLink>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * The breadcrumbs of a page, from what gatsby-node put in its context: home,
 * the pages above it, then the page itself, each by its heading.
 */
export function PageBreadcrumbs({
  pageContext,
  values = {},
}: {
  pageContext: Pick<PageContext, 'breadcrumbs' | 'titleKey' | 'originalPath'>;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const trail = pageTrail(t, pageContext, values);
  const current = trail.pop();
  return <Breadcrumbs trail={trail} current={current?.name ?? ''} />;
}
