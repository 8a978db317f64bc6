/**
 * The common part of the analytics module: the service's own module
 * (plausible.ts, cloudflare.ts, google.ts), which the build loads in
 * start.ts's place, hands it its tracker. Started when the browser is next
 * idle, it loads the service's script, sends the site's events
 * (events.ts) to it, and reports page changes to a service
 * that cannot see them. With Google Analytics, nothing of Google's loads
 * before consent.
 */
import { languageOfPath } from '../i18n/paths';
import { eventOfClick } from './clicks';
import { CONSENT_CHANGE, SITE_EVENT, type SiteEvent } from './events';
import type { AnalyticsSettings } from './settings';
import type { AnalyticsWindow, Tracker } from './trackers';

// Written by the build from site.yaml (gatsby/analytics.ts); absent from tests and the editor.
declare const __SITE_ANALYTICS__: AnalyticsSettings | null | undefined;

export interface PageLocation {
  pathname: string;
}

export interface Analytics {
  /** A page is shown: the first one of the visit, or a page change inside the site. */
  pageShown(location: PageLocation, first: boolean): void;
  /** Stops listening (the service's script, once loaded, stays). */
  stop(): void;
}

/** Makes the service's tracker, in the page's language. */
export type TrackerOf = (
  win: AnalyticsWindow,
  settings: AnalyticsSettings,
  language: string,
) => Tracker;

/** Runs when the browser is idle (or soon, where it cannot tell). */
function whenIdle(win: Window, run: () => void): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(run, { timeout: 3000 });
  else win.setTimeout(run, 200);
}

/** Analytics for this window: listens at once, loads the service when idle. */
export function startAnalytics(
  settings: AnalyticsSettings,
  win: AnalyticsWindow,
  trackerOf: TrackerOf,
): Analytics {
  const languageOf = (pathname: string) => languageOfPath(pathname, settings.languages);
  let language = languageOf(win.location.pathname);
  let tracker: Tracker | null = null;
  const early: SiteEvent[] = [];
  const send = (event: SiteEvent) => (tracker ? tracker.send(event) : early.push(event));
  const listening = new AbortController();

  win.document.addEventListener(
    'click',
    (click) => {
      const target = click.target instanceof Element ? click.target : null;
      const link = target?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const event = eventOfClick(
        { href: link.href, hreflang: link.hreflang },
        { links: settings.links, language },
      );
      if (event) send(event);
    },
    { capture: true, signal: listening.signal },
  );
  win.addEventListener(SITE_EVENT, (event) => send((event as CustomEvent<SiteEvent>).detail), {
    signal: listening.signal,
  });
  let changeAsked = false;
  win.addEventListener(
    CONSENT_CHANGE,
    () => (tracker?.consentChange ? tracker.consentChange() : (changeAsked = true)),
    { signal: listening.signal },
  );

  whenIdle(win, () => {
    const ready = trackerOf(win, settings, language);
    tracker = ready;
    ready.start();
    for (const event of early.splice(0)) ready.send(event);
    if (changeAsked) ready.consentChange?.();
  });

  return {
    pageShown(location, first) {
      const shownIn = languageOf(location.pathname);
      if (shownIn !== language) {
        language = shownIn;
        tracker?.languageChanged(language);
      }
      // Once the new page has its title (Gatsby sets it just after the page change).
      if (!first) whenIdle(win, () => tracker?.pageChanged());
    },
    stop: () => listening.abort(),
  };
}

/**
 * What a service's module hands gatsby-browser: called on every page shown,
 * the first call starts analytics with the service's tracker.
 */
export function pageShownWith(trackerOf: TrackerOf): Analytics['pageShown'] {
  let started: Analytics | null = null;
  return (location, first) => {
    const settings = typeof __SITE_ANALYTICS__ === 'undefined' ? null : __SITE_ANALYTICS__;
    if (!settings) return;
    started ??= startAnalytics(settings, window as AnalyticsWindow, trackerOf);
    started.pageShown(location, first);
  };
}
