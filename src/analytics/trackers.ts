/**
 * One tracker per analytics service: how its script is loaded and how an
 * event reaches it, each the way its documentation says:
 *   - Plausible: its script with data-domain, and window.plausible(name,
 *     { props }), queued in plausible.q until the script runs;
 *   - Cloudflare Web Analytics: its beacon with data-cf-beacon; it counts
 *     visits and page changes itself and has no way to receive events;
 *   - Google Analytics: after the visitor's consent only, in Partytown's
 *     worker (google.tsx); gtag('event', name, params).
 * Page changes inside the site: Plausible's script and Cloudflare's beacon
 * follow history.pushState themselves; Google's tag, in its worker, cannot,
 * so the page reports them.
 */
import type { SiteEvent } from './events';
import type { ProviderScript } from './providers';

export interface Tracker {
  /** Loads the service's script (Google's waits for the visitor's consent). */
  start(): void;
  send(event: SiteEvent): void;
  /** A page change inside the site, for a service that cannot see it. */
  pageChanged(): void;
  /** The page's language changed: texts shown by the tracker follow it. */
  languageChanged(language: string): void;
  /** The visitor asks to answer the consent question again (services that ask only). */
  consentChange?(): void;
}

type PlausibleCall = (name: string, options?: { props?: Record<string, string> }) => void;

export interface AnalyticsWindow extends Window {
  plausible?: PlausibleCall & { q?: unknown[] };
  gtag?: (...args: unknown[]) => void;
}

/** Appends the service's script, asynchronous: a slow or blocked service never holds the page. */
export function appendScript(document: Document, script: ProviderScript): HTMLScriptElement {
  const element = document.createElement('script');
  element.async = true;
  element.src = script.src;
  for (const [name, value] of Object.entries(script.attributes)) {
    element.setAttribute(name, value);
  }
  document.head.appendChild(element);
  return element;
}

export function plausibleTracker(win: AnalyticsWindow, script: ProviderScript): Tracker {
  // Plausible's documented queue: calls made before its script runs are kept in plausible.q.
  win.plausible ??= Object.assign(
    (...args: unknown[]) => {
      const queue = win.plausible as { q?: unknown[] };
      (queue.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
  return {
    start: () => void appendScript(win.document, script),
    send: ({ name, props }) => win.plausible?.(name, props ? { props: { ...props } } : undefined),
    pageChanged: () => undefined,
    languageChanged: () => undefined,
  };
}

export function cloudflareTracker(win: AnalyticsWindow, script: ProviderScript): Tracker {
  return {
    start: () => void appendScript(win.document, script),
    // Cloudflare Web Analytics counts page views only.
    send: () => undefined,
    pageChanged: () => undefined,
    languageChanged: () => undefined,
  };
}
