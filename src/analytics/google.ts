/**
 * Google Analytics, only with the visitor's consent. Until they answer, the
 * banner of the page's language asks (the page carries it, hidden, in every
 * language: ConsentBanner.tsx) and nothing of Google's is loaded; refusing
 * loads nothing, ever; the answer is kept (consent.ts) until the
 * visitor changes it.
 * Once accepted, Google's tag runs in a web worker through Partytown
 * (google-tag.ts, loaded then). Gatsby injects Partytown's snippet only into
 * pages rendered with an off-main-thread script on the server (its docs:
 * such scripts load on server render only), which would start the worker
 * before anyone consented; so it is added in the browser, once consent is
 * given. No React: this module is loaded on every first visit, and stays
 * small. It is the analytics module of a site with Google Analytics: the
 * build loads it in start.ts's place.
 */
import { forgetConsent, keepConsent, readConsent, type ConsentAnswer } from './consent';
import type { AnalyticsSettings } from './settings';
import type { AnalyticsWindow, Tracker } from './trackers';
import { pageShownWith } from './start-analytics';
// The banner's look, loaded with this module, before it shows the banner.
import './ConsentBanner.module.css';

/**
 * The Google tracker: events wait for the tag once consent is given, and
 * are dropped without it. The visitor may answer again (the privacy note's
 * button): after a refusal the banner simply asks again; after a consent
 * Google's cookies are expired and the page reloaded, since a running tag
 * cannot be stopped, and nothing of Google's loads until they answer.
 */
export function googleTracker(
  win: AnalyticsWindow,
  settings: AnalyticsSettings,
  language: string,
): Tracker {
  let answer = readConsent();
  let tagLoaded = false;
  let tagReady = false;
  let currentLanguage = language;
  const waiting: unknown[][] = [];

  // Not a spread call: Babel writes one with a helper for the browsers supported.
  const callTag = (args: unknown[]) => {
    if (win.gtag) Reflect.apply(win.gtag, win, args);
  };
  const gtag = (...args: unknown[]) => {
    if (answer !== 'granted') return;
    if (tagReady) callTag(args);
    else waiting.push(args);
  };
  const onTagReady = () => {
    tagReady = true;
    waiting.splice(0).forEach(callTag);
  };
  // Written by the server render outside React's root, they stay from page to page.
  const banners = Array.from(win.document.querySelectorAll<HTMLElement>('[data-consent-banner]'));
  /** The banner of the page's language while unanswered (else the first, the default language's). */
  const showBanner = () => {
    const shown = banners.find((banner) => banner.lang === currentLanguage) || banners[0];
    for (const banner of banners) banner.hidden = answer !== null || banner !== shown;
  };
  const follow = () => {
    showBanner();
    if (answer === 'granted' && !tagLoaded) {
      tagLoaded = true;
      // Its own module, loaded once consent is given: an unanswered first visit does without it.
      void import('./google-tag').then(({ loadTag }) => loadTag(win, settings, onTagReady));
    }
  };

  return {
    start() {
      for (const banner of banners) {
        banner.addEventListener('click', (click) => {
          const button = click.target instanceof Element && click.target.closest('button');
          const given = button && button.getAttribute('data-consent-answer');
          if (given !== 'granted' && given !== 'denied') return;
          keepConsent(given satisfies ConsentAnswer);
          answer = given;
          follow();
        });
      }
      follow();
    },
    send: ({ name, props }) => gtag('event', name, { ...props }),
    pageChanged: () =>
      gtag('event', 'page_view', {
        page_location: win.location.href,
        page_title: win.document.title,
      }),
    languageChanged(next) {
      currentLanguage = next;
      showBanner();
    },
    consentChange() {
      const wasGranted = answer === 'granted';
      forgetConsent();
      answer = null;
      if (wasGranted) {
        void import('./google-tag').then(({ expireGoogleCookies }) => {
          expireGoogleCookies(win.document);
          win.location.reload();
        });
      } else {
        showBanner();
      }
    },
  };
}

export const pageShown = pageShownWith(googleTracker);
