/**
 * Gatsby ends every page with `<script src async>` for its webpack runtime,
 * React and the app. An async script that arrives before the first paint
 * runs before it, and all three download while the page's first pictures
 * do. The pages are complete HTML, every page reachable without JavaScript
 * (tests/build/reachable-without-js.test.ts), so the first paint needs none
 * of it: after the build, this swaps those elements for one small inline
 * loader that asks for the same files, in the same order, once the first
 * contentful paint is on screen.
 *
 * Gatsby 5 writes those elements into every page from a shared "slice"
 * after rendering, out of reach of onPreRenderHTML: so the rewrite works on
 * the built HTML files. The loader is the same text on every page (the
 * files are listed in a data attribute), so one CSP hash allows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from '../site-files/html-files';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

export const LOADER_ID = 'scripts-after-first-paint';

/** A page that has still painted nothing by then loads them anyway. */
export const LONGEST_WAIT_MS = 3000;

/**
 * Runs in the browser. It waits for the browser's first-contentful-paint
 * entry, which arrives once that frame is on screen. Where the browser has
 * no paint timing, a task queued from requestAnimationFrame runs after the
 * next frame is painted. A page opened in a background tab paints nothing
 * until it is shown, so it loads at once.
 */
export const AFTER_FIRST_PAINT_LOADER =
  '(function(l){var done=false;' +
  'function go(){if(done)return;done=true;' +
  'l.getAttribute("data-src").split(" ").forEach(function(u){' +
  'var s=document.createElement("script");s.src=u;s.async=false;document.body.appendChild(s)})}' +
  'if(document.visibilityState==="hidden")return go();' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}' +
  '}).observe({type:"paint",buffered:true});' +
  `setTimeout(go,${LONGEST_WAIT_MS})` +
  '}else requestAnimationFrame(function(){setTimeout(go,0)})' +
  '})(document.currentScript);';

/** `<script src="/…" async></script>` as Gatsby writes it: same-site, nothing else set. */
const GATSBY_ASYNC_SCRIPT = /<script src="(\/(?!\/)[^"]*)" async(?:="")?><\/script>/g;

/** The element Gatsby renders every page into: what tells its pages from the redirect pages. */
const GATSBY_PAGE_ROOT = '<div id="___gatsby">';

export const scriptsAfterFirstPaint: OutputRewrite = {
  name: 'scripts-after-first-paint',
  purpose:
    'Swaps the async <script src> elements Gatsby ends each page with for one inline loader that ' +
    'asks for the same files after the first contentful paint, so the framework never runs before ' +
    'the page is on screen (and one CSP hash allows the loader on every page).',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/issues/25698 (closed, no option added: Gatsby offers no way ' +
    'to delay or replace its own scripts, which it writes from the _gatsby-scripts slice after onPreRenderHTML)',
  patterns: [GATSBY_ASYNC_SCRIPT, GATSBY_PAGE_ROOT],
  mustMatch:
    `every built page Gatsby rendered (an HTML file holding ${GATSBY_PAGE_ROOT}, outside _gatsby/) ` +
    'holds at least one same-site <script src="/…" async></script>, and the site has such pages; ' +
    'pages without that root (the redirect pages) are left alone.',
};

function loaderFor(sources: readonly string[]): string {
  return `<script id="${LOADER_ID}" data-src="${sources.join(' ')}">${AFTER_FIRST_PAINT_LOADER}</script>`;
}

export function isGatsbyPage(html: string): boolean {
  return html.includes(GATSBY_PAGE_ROOT);
}

/**
 * The page with Gatsby's async scripts replaced by the loader, where the
 * first of them stood. A page that is not Gatsby's (a redirect page) is
 * returned as it is; a Gatsby page without them throws.
 */
export function withScriptsAfterFirstPaint(html: string, file: string): string {
  if (!isGatsbyPage(html)) return html;
  const sources = [...html.matchAll(GATSBY_ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) {
    throw new OutputRewriteError(
      scriptsAfterFirstPaint,
      file,
      'a page Gatsby rendered with no <script src="/…" async></script> element.',
    );
  }
  let first = true;
  return html.replace(GATSBY_ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return loaderFor(sources);
  });
}

/** Rewrites every Gatsby page of the built site; returns how many changed. */
export function deferScriptsOfSite(publicDir: string): number {
  let changed = 0;
  // _gatsby/ holds Gatsby's own pieces (the slice those elements come from), not pages.
  const files = htmlFilesIn(publicDir).filter((file) => !file.startsWith('_gatsby/'));
  for (const file of files) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, 'utf8');
    const rewritten = withScriptsAfterFirstPaint(html, file);
    if (rewritten === html) continue;
    fs.writeFileSync(fullPath, rewritten);
    changed += 1;
  }
  if (changed === 0) {
    throw new OutputRewriteError(
      scriptsAfterFirstPaint,
      publicDir,
      `none of its ${files.length} HTML files holds ${GATSBY_PAGE_ROOT}.`,
    );
  }
  return changed;
}

/** The scripts a built page loads by itself, in order: its `<script src>` and the loader's list. */
export function scriptSourcesOfHtml(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = /(?:^|\s)src="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.push(src);
    else if (new RegExp(`\\sid="${LOADER_ID}"`).test(attributes)) {
      const listed = /\sdata-src="([^"]*)"/i.exec(attributes)?.[1] ?? '';
      sources.push(...listed.split(' ').filter(Boolean));
    }
  }
  return sources;
}
