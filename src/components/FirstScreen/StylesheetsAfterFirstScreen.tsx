import { useEffect, useRef } from 'react';
import { FIRST_SCREEN_END } from './first-screen-end';

/** React leaves an element's own HTML alone when it hydrates it: the build's links stay. */
const FILLED_BY_THE_BUILD = { __html: '' };

/**
 * Where a page of a kind that links its stylesheets (venue pages; the home,
 * contact and catalog pages) has them: what comes before this element is its
 * first paint. The build inlines the rules of that part in the head and writes
 * the <link>s in here (gatsby/output-rewrites/first-screen-styles.ts), so it
 * paints without waiting for them and what follows is parsed once they have
 * arrived.
 *
 * React would remove the links with this element when the visitor moves
 * to another page in the browser, and their rules with them, which that
 * page may use too (the site-wide ones): so once the page runs, the head
 * gets its own link to each (the browser has the files already).
 */
export function StylesheetsAfterFirstScreen() {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const links = holder.current?.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    for (const link of links ?? []) {
      const href = link.getAttribute('href');
      if (!href || document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
      const kept = document.createElement('link');
      kept.rel = 'stylesheet';
      kept.href = href;
      document.head.appendChild(kept);
    }
  }, []);
  return (
    <div
      hidden
      ref={holder}
      {...{ [FIRST_SCREEN_END]: '' }}
      dangerouslySetInnerHTML={FILLED_BY_THE_BUILD}
      suppressHydrationWarning
    />
  );
}
