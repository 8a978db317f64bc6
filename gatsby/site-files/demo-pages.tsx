/**
 * A demo (site.yaml deploy.demo: true) is published on purpose with example
 * values, and no search engine should list it: every page's HTML says
 * noindex, also on a plain static host that sends no X-Robots-Tag header
 * (_headers sends one too, gatsby/security/headers-file.ts). The tag is
 * written by the server render only, outside the page's React tree: a site
 * that is not a demo gets no byte more, in its HTML or its scripts.
 */
import type { GatsbySSR } from 'gatsby';
import { isKeptOutOfSearch, type PageKind } from '../../src/config/constants';

/** The name the server render knows the switch by: defined in the HTML renderer's bundle only. */
export const DEMO_SITE = '__DEMO_SITE__';

declare const __DEMO_SITE__: boolean | undefined;

/** The webpack DefinePlugin definition that hands the switch to the server render. */
export function demoSiteDefinition(demo: boolean | undefined): Record<string, string> {
  return { [DEMO_SITE]: JSON.stringify(demo === true) };
}

/** Pages that say noindex by their kind already (PageHead): one tag is enough. */
function saysNoindexItself(
  loadPageDataSync: (pathname: string) => { result: Record<string, unknown> },
  pathname: string,
): boolean {
  try {
    const { pageContext } = loadPageDataSync(pathname).result as {
      pageContext?: { kind?: PageKind };
    };
    return isKeptOutOfSearch(pageContext?.kind);
  } catch {
    return false;
  }
}

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
}) => {
  if (typeof __DEMO_SITE__ === 'undefined' || !__DEMO_SITE__) return;
  if (saysNoindexItself(loadPageDataSync, pathname)) return;
  setHeadComponents([<meta key="demo-noindex" name="robots" content="noindex" />]);
};
