/**
 * "The page of the site the visitor came from", for the inquiry's payload.
 * Moving between pages of the site happens in the browser, where
 * document.referrer stays the page of the first visit; so every page change
 * records the page left, and a fresh page load forgets it (then
 * document.referrer is right, when it is a page of this site). Another
 * site's address is not sent here: the visit's source keeps its host only
 * (visit-source.ts).
 */
const KEY = 'contact:previous-page';

interface RouteLocation {
  href?: string;
  pathname: string;
  search?: string;
}

/** Called on every page change (gatsby-browser's onRouteUpdate). */
export function rememberPreviousPage(previous: RouteLocation | null | undefined): void {
  try {
    if (previous) {
      const url =
        previous.href ?? `${window.location.origin}${previous.pathname}${previous.search ?? ''}`;
      window.sessionStorage.setItem(KEY, url);
    } else {
      window.sessionStorage.removeItem(KEY);
    }
  } catch {
    // Without storage the payload falls back to document.referrer.
  }
}

/** The previous page of the site, else the page of the site that linked here, else ''. */
export function previousPage(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? ownPageReferrer();
  } catch {
    return ownPageReferrer();
  }
}

function ownPageReferrer(): string {
  const referrer = document.referrer;
  return referrer.startsWith(`${window.location.origin}/`) ? referrer : '';
}
