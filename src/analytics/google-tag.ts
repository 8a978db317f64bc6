/**
 * Google's tag in Partytown's worker, added once the visitor consents
 * (google.ts), as Gatsby's off-main-thread <Script> would add it: a script
 * of type text/partytown holding the tag's setup, then Partytown's snippet
 * from the copy Gatsby ships in /~partytown/. The module also carries what
 * expires Google's cookies: only a visitor who consented can need it, and
 * their page has loaded this module then (one chunk fewer for the site's
 * scripts to know of).
 */
import { googleTagSetupLoading } from './providers';
import type { AnalyticsSettings } from './settings';
import { appendScript, type AnalyticsWindow } from './trackers';

export { expireGoogleCookies } from './google-cookies';

/** Where Gatsby copies Partytown's library (gatsby/dist/internal-plugins/partytown). */
export const PARTYTOWN_SNIPPET = '/~partytown/partytown.js';
/** The calls of the page that Partytown forwards to the worker. */
const FORWARD = ['gtag'];

/** Google's tag in Partytown's worker; `onReady` once the page's forwarding gtag() exists. */
export function loadTag(
  win: AnalyticsWindow,
  settings: AnalyticsSettings,
  onReady: () => void,
): void {
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
