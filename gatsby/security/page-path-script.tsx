/**
 * Gatsby writes the page's own path into an inline script on every page
 * (`window.pagePath="/music/"`), so every page would need its own CSP hash,
 * and _headers one rule per page. This swaps it, while the HTML is
 * rendered, for one script that is the same on every page and reads the
 * path from its data-page-path attribute: the site then has a handful of
 * inline scripts in all, and one Content-Security-Policy.
 */
import { isValidElement, type ReactNode } from 'react';

const SCRIPT_LOADER_ID = 'gatsby-script-loader';

/** Gatsby 5's script: the page path, then page-independent settings (the build's hash). */
const GATSBY_SCRIPT =
  /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*)\/\*\]\]>\*\/$/;

export const PAGE_PATH_SCRIPT =
  'window.pagePath=document.currentScript.getAttribute("data-page-path");';

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/**
 * The body's closing components with Gatsby's page-path script replaced.
 * A script in another shape (a future Gatsby) is left as it is; the build
 * then reports the extra inline scripts (see on-post-build).
 */
export function withSharedPagePathScript(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<InlineScriptProps>(component)) return component;
    if (component.type !== 'script' || component.props.id !== SCRIPT_LOADER_ID) return component;
    const html = component.props.dangerouslySetInnerHTML?.__html;
    const match = typeof html === 'string' ? GATSBY_SCRIPT.exec(html) : null;
    if (!match) return component;
    const pagePath = JSON.parse(match[1] ?? '""') as string;
    return (
      <script
        key={component.key ?? SCRIPT_LOADER_ID}
        id={SCRIPT_LOADER_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: `${PAGE_PATH_SCRIPT}${match[2] ?? ''}` }}
      />
    );
  });
}
