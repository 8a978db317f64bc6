import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import type { GoboDesign } from '../../lib/gobo/design';
import { designFromSearch, designToSearch } from '../../lib/gobo/url-state';
import { designReducer, type DesignAction } from './design-state';

/** Typing fast writes the address once it pauses, not on every key. */
const ADDRESS_DELAY_MS = 300;

/** The address of the current page holding `design`. */
export function designUrl(design: GoboDesign): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}?${designToSearch(design)}`;
}

/**
 * The design, started from the page's address (completed with `start`, the
 * example design in the visitor's language) and kept in it (replacing the
 * history entry, so Back leaves the designer instead of undoing keystrokes).
 * Runs only in the browser: the designer is never rendered on the server.
 */
export function useDesignInAddress(start: GoboDesign): [GoboDesign, Dispatch<DesignAction>] {
  const [design, dispatch] = useReducer(designReducer, start, (defaults) =>
    designFromSearch(window.location.search, defaults),
  );

  // "Request this gobo" moves to the contact page while a write may still
  // be pending: the design's address belongs to the designer's page only.
  const designerPath = useRef(window.location.pathname);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.location.pathname !== designerPath.current) return;
      const search = `?${designToSearch(design)}`;
      if (window.location.search !== search) {
        // Keep Gatsby's own history state (its scroll restoration key).
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${search}`,
        );
      }
    }, ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [design]);

  return [design, dispatch];
}
