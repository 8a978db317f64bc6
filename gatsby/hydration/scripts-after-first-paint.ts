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

function loaderFor(sources: readonly string[]): string {
  return `<script id="${LOADER_ID}" data-src="${sources.join(' ')}">${AFTER_FIRST_PAINT_LOADER}</script>`;
}

/**
 * The page with Gatsby's async scripts replaced by the loader, where the
 * first of them stood. A page without them (a redirect page) is unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(GATSBY_ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return loaderFor(sources);
  });
}

/** Rewrites every HTML page of the built site; returns how many changed. */
export function deferScriptsOfSite(publicDir: string): number {
  let changed = 0;
  // _gatsby/ holds Gatsby's own pieces (the slice those elements come from), not pages.
  const pages = htmlFilesIn(publicDir).filter((file) => !file.startsWith('_gatsby/'));
  for (const file of pages) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, 'utf8');
    const rewritten = withScriptsAfterFirstPaint(html);
    if (rewritten === html) continue;
    fs.writeFileSync(fullPath, rewritten);
    changed += 1;
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
