/**
 * Google Analytics, only with the visitor's consent. Until they answer, the
 * banner of the page's language asks (the page carries it, hidden, in every
 * language: ConsentBanner.tsx) and nothing of Google's is loaded; refusing
 * loads nothing, ever; the answer is kept (lib/analytics/consent) until the
 * visitor changes it.
 * Once accepted, Google's tag runs in a web worker through Partytown, as
 * Gatsby's off-main-thread <Script> would run it: a script of type
 * text/partytown holding the tag's setup, then Partytown's snippet from the
 * copy Gatsby ships in /~partytown/. Gatsby injects that snippet only into
 * pages rendered with such a script on the server (its docs: off-main-thread
 * scripts load on server render only), which would start the worker before
 * anyone consented; so both are added here, once consent is given, without
 * React: this module is loaded on every first visit, and stays small.
 * It is the analytics module of a site with Google Analytics (start.ts).
 */
import {
  forgetConsent,
  keepConsent,
  readConsent,
  type ConsentAnswer,
} from '../../lib/analytics/consent';
import { googleTagSetupLoading } from '../../lib/analytics/providers';
import type { AnalyticsSettings } from '../../lib/analytics/settings';
import { appendScript, type AnalyticsWindow, type Tracker } from '../../lib/analytics/trackers';
import { pageShownWith } from './start';
// The banner's look, loaded with this module, before it shows the banner.
import './ConsentBanner.module.css';

/** Where Gatsby copies Partytown's library (gatsby/dist/internal-plugins/partytown). */
export const PARTYTOWN_SNIPPET = '/~partytown/partytown.js';
/** The calls of the page that Partytown forwards to the worker. */
const FORWARD = ['gtag'];

/** Google's tag in Partytown's worker; `onReady` once the page's forwarding gtag() exists. */
function loadTag(win: AnalyticsWindow, settings: AnalyticsSettings, onReady: () => void): void {
  const { document } = win;
  (win as AnalyticsWindow & { partytown?: { forward: string[] } }).partytown = { forward: FORWARD };
  // What <Script strategy="off-main-thread"> renders.
  const setup = document.createElement('script');
  setup.type = 'text/partytown';
  setup.id = 'google-analytics';
  setup.dataset.strategy = 'off-main-thread';
  setup.textContent = googleTagSetupLoading(settings.measurementId || '', settings.script.src);
  document.body.appendChild(setup);
  // The snippet puts the forwarding gtag() on the page as it runs.
  appendScript(document, { src: PARTYTOWN_SNIPPET, attributes: {} }).addEventListener(
    'load',
    onReady,
    { once: true },
  );
}

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

  // Not win.gtag?.(...args): an optional spread call needs a helper in the browsers supported.
  const callTag = (args: unknown[]) => {
    if (win.gtag) win.gtag(...args);
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
      loadTag(win, settings, onTagReady);
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
        void import('../../lib/analytics/google-cookies').then(({ expireGoogleCookies }) => {
          expireGoogleCookies(win.document);
          win.location.reload();
        });
      } else {
        showBanner();
      }
    },
  };
}

/** The analytics module with Google Analytics (see start.ts): gatsby-browser loads it when site.yaml names it. */
export const pageShown = pageShownWith(googleTracker);
