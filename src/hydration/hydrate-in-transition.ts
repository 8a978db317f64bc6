import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Gatsby's wrapper around the page; empty only on client-only routes. */
const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/**
 * How the browser wakes the static HTML up (Gatsby's replaceHydrateFunction).
 *
 * Gatsby hydrates in one task: React treats a plain hydrateRoot as urgent
 * and never yields, so a phone stays unresponsive for as long as the whole
 * page takes. Started inside a transition, React hydrates in slices of a few
 * milliseconds and lets the browser handle input in between; a click that
 * lands before it has finished makes React finish at once and then handles
 * the click. Pages without server-rendered content (client-only routes) are
 * rendered from scratch, as Gatsby does.
 */
export function hydrateInTransition(element: ReactElement, container: Element | null): void {
  if (!container) return;
  const focusWrapper = document.getElementById(FOCUS_WRAPPER_ID);
  if (!focusWrapper?.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
