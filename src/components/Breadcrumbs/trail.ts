/**
 * Where a page sits, as the visitor sees it (Breadcrumbs) and as search
 * engines are told it (the head's BreadcrumbList): one trail for both.
 */
import { headingKeyOf } from '../../config/pages';
import type { Translate } from '../../i18n/translate';
import type { PageContext } from '../../templates/page-context';

/** One step of a page's breadcrumbs: a page's heading, and its path in the default language. */
export interface Crumb {
  path: string;
  name: string;
}

/**
 * Home › Preferred venues › Lake Valhalla Club: home, the pages above this
 * one (from its context, set by gatsby-node), then the page itself, each by
 * its heading. `values` fill the page's own heading ({{name}}).
 */
export function pageTrail(
  t: Translate,
  pageContext: Pick<PageContext, 'breadcrumbs' | 'titleKey' | 'originalPath'>,
  values: Record<string, string> = {},
): Crumb[] {
  return [
    { path: '/', name: t('common:home') },
    ...pageContext.breadcrumbs.map((crumb) => ({
      path: crumb.path,
      name: t(headingKeyOf(crumb.titleKey)),
    })),
    { path: pageContext.originalPath, name: t(headingKeyOf(pageContext.titleKey), values) },
  ];
}
