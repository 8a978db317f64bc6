/**
 * The browser tab's own storage (sessionStorage): what the forms keep while
 * the visitor is here (drafts, a gobo design, the visit's source) lives
 * there, and goes when the tab closes. A module of its own: every page
 * notes the visit's source with it, and needs nothing else of the forms.
 */

/** The part of Web Storage the forms use (sessionStorage; a Map in tests). */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's sessionStorage, or null where it is unavailable (blocked, private mode…). */
export function sessionStore(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
