/**
 * Gatsby writes the page's own path into an inline script on every page
 * (`window.pagePath="/music/"`), so every page would need its own CSP hash,
 * and _headers one rule per page. This swaps it, while the HTML is
 * rendered, for one script that is the same on every page and reads the
 * path from its data-page-path attribute: the site then has a handful of
 * inline scripts in all, and one Content-Security-Policy.
 */
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

const SCRIPT_LOADER_ID = 'gatsby-script-loader';

/** Gatsby 5's script: the page path, then page-independent settings (the build's hash). */
const GATSBY_SCRIPT =
  /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*)\/\*\]\]>\*\/$/;

export const PAGE_PATH_SCRIPT =
  'window.pagePath=document.currentScript.getAttribute("data-page-path");';

export const pagePathScript: OutputRewrite = {
  name: 'page-path-script',
  purpose:
    'Replaces the inline script in which Gatsby writes each page its own path (window.pagePath) by ' +
    'one that reads the path from a data attribute, so the script is the same on every page and the ' +
    'Content-Security-Policy allows it with one hash instead of one per page.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/pull/29600 (this very change, closed without being merged)',
  patterns: [`<script id="${SCRIPT_LOADER_ID}">`, GATSBY_SCRIPT],
  mustMatch:
    `every page the build renders ends its body with one <script id="${SCRIPT_LOADER_ID}"> whose text ` +
    'is /*<![CDATA[*/window.pagePath="…";…/*]]>*/.',
};

interface InlineScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

function isScriptLoader(component: ReactNode): component is ReactElement<InlineScriptProps> {
  return (
    isValidElement<InlineScriptProps>(component) &&
    component.type === 'script' &&
    component.props.id === SCRIPT_LOADER_ID
  );
}

function sharedScriptFor(loader: ReactElement<InlineScriptProps>, page: string): ReactNode {
  const text = loader.props.dangerouslySetInnerHTML?.__html;
  const match = typeof text === 'string' ? GATSBY_SCRIPT.exec(text) : null;
  if (!match) {
    const found = typeof text === 'string' ? JSON.stringify(text.slice(0, 120)) : String(text);
    throw new OutputRewriteError(pagePathScript, page, `a script loader whose text is ${found}.`);
  }
  const pagePath = JSON.parse(match[1] ?? '""') as string;
  return createElement('script', {
    key: loader.key ?? SCRIPT_LOADER_ID,
    id: SCRIPT_LOADER_ID,
    'data-page-path': pagePath,
    dangerouslySetInnerHTML: { __html: `${PAGE_PATH_SCRIPT}${match[2] ?? ''}` },
  });
}

/**
 * The body's closing components with Gatsby's page-path script replaced,
 * everything else as it was. `page` (the page's path) names the page in an error.
 */
export function withSharedPagePathScript(
  components: readonly ReactNode[],
  page: string,
): ReactNode[] {
  const loaders = components.filter(isScriptLoader);
  if (loaders.length !== 1) {
    throw new OutputRewriteError(
      pagePathScript,
      `the page ${page}`,
      `${loaders.length} <script id="${SCRIPT_LOADER_ID}"> elements among the ${components.length} after the body.`,
    );
  }
  return components.map((component) =>
    isScriptLoader(component) ? sharedScriptFor(component, `the page ${page}`) : component,
  );
}
