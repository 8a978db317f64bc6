import { useTranslation } from '../../i18n/use-translation';
import { headingKeyOf } from '../../config/pages';
import type { PageContext } from '../../templates/page-context';
import { LocalizedLink } from '../Link/LocalizedLink';
import * as styles from './Breadcrumbs.module.css';

export interface Crumb {
  /** Path in the default language. */
  path: string;
  name: string;
}

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
  pageContext: Pick<PageContext, 'breadcrumbs' | 'titleKey'>;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const trail: Crumb[] = [
    { path: '/', name: t('common:home') },
    ...pageContext.breadcrumbs.map((crumb) => ({
      path: crumb.path,
      name: t(headingKeyOf(crumb.titleKey)),
    })),
  ];
  return <Breadcrumbs trail={trail} current={t(headingKeyOf(pageContext.titleKey), values)} />;
}
