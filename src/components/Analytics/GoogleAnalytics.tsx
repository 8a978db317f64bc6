/**
 * Google Analytics, only with the visitor's consent. Until they answer, a
 * banner asks in the page's language and nothing of Google's is loaded;
 * refusing loads nothing, ever; the answer is kept (lib/analytics/consent)
 * until the visitor changes it.
 * Once accepted, Google's tag runs in a web worker through Partytown, with
 * Gatsby's off-main-thread <Script>, so it never competes with the page.
 *
 * Gatsby injects Partytown's snippet only into pages rendered with such a
 * script on the server (its docs: off-main-thread scripts load on server
 * render only); that would start the worker before anyone consented. So
 * the script is rendered here, once consent is given, and the snippet is
 * loaded from the copy Gatsby ships in /~partytown/, as Gatsby itself does
 * in `gatsby develop`.
 */
import { Script } from 'gatsby';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  expireGoogleCookies,
  forgetConsent,
  keepConsent,
  localStore,
  readConsent,
  type ConsentAnswer,
} from '../../lib/analytics/consent';
import { googleTagSetup } from '../../lib/analytics/providers';
import type { AnalyticsSettings, ConsentTexts } from '../../lib/analytics/settings';
import { appendScript, type AnalyticsWindow, type Tracker } from '../../lib/analytics/trackers';
import { ConsentBanner } from './ConsentBanner';

/** Where Gatsby copies Partytown's library (gatsby/dist/internal-plugins/partytown). */
export const PARTYTOWN_SNIPPET = '/~partytown/partytown.js';
/** The calls of the page that Partytown forwards to the worker. */
const FORWARD = ['gtag'];

interface GoogleAnalyticsProps {
  measurementId: string;
  texts: ConsentTexts;
  language: string;
  answer: ConsentAnswer | null;
  onAnswer: (answer: ConsentAnswer) => void;
  onTagReady: () => void;
}

function GoogleAnalytics({
  measurementId,
  texts,
  language,
  answer,
  onAnswer,
  onTagReady,
}: GoogleAnalyticsProps) {
  if (answer === 'denied') return null;
  if (answer === null)
    return <ConsentBanner texts={texts} language={language} onAnswer={onAnswer} />;
  return <GoogleTag measurementId={measurementId} onReady={onTagReady} />;
}

function GoogleTag({ measurementId, onReady }: { measurementId: string; onReady: () => void }) {
  useEffect(() => {
    const win = window as AnalyticsWindow & { partytown?: { forward: string[] } };
    win.partytown = { forward: FORWARD };
    const snippet = appendScript(document, { src: PARTYTOWN_SNIPPET, attributes: {} });
    // The snippet puts the forwarding gtag() on the page as it runs.
    snippet.addEventListener('load', onReady, { once: true });
    // Once only: Partytown cannot be started twice on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Script id="google-analytics" strategy="off-main-thread" forward={FORWARD}>
      {googleTagSetup(measurementId)}
    </Script>
  );
}

/** The consent texts of a language, else of the default language. */
function textsIn(settings: AnalyticsSettings, language: string): ConsentTexts | undefined {
  const consent = settings.consent ?? {};
  return consent[language] ?? consent[settings.languages.defaultLanguage];
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
  const measurementId = settings.measurementId ?? '';
  let answer = readConsent(localStore());
  let tagReady = false;
  let currentLanguage = language;
  const waiting: unknown[][] = [];
  const container = win.document.createElement('div');
  const root = createRoot(container);

  const gtag = (...args: unknown[]) => {
    if (answer !== 'granted') return;
    if (tagReady && win.gtag) win.gtag(...args);
    else waiting.push(args);
  };
  const onTagReady = () => {
    tagReady = true;
    for (const args of waiting.splice(0)) win.gtag?.(...args);
  };
  const render = () => {
    const texts = textsIn(settings, currentLanguage);
    if (!texts) return;
    root.render(
      <GoogleAnalytics
        measurementId={measurementId}
        texts={texts}
        language={currentLanguage}
        answer={answer}
        onAnswer={(given) => {
          keepConsent(localStore(), given);
          answer = given;
          render();
        }}
        onTagReady={onTagReady}
      />,
    );
  };

  return {
    start() {
      win.document.body.appendChild(container);
      render();
    },
    send: ({ name, props }) => gtag('event', name, { ...props }),
    pageChanged: () =>
      gtag('event', 'page_view', {
        page_location: win.location.href,
        page_title: win.document.title,
      }),
    languageChanged(next) {
      currentLanguage = next;
      render();
    },
    consentChange() {
      const wasGranted = answer === 'granted';
      forgetConsent(localStore());
      answer = null;
      if (wasGranted) {
        expireGoogleCookies(win.document);
        win.location.reload();
      } else {
        render();
      }
    },
  };
}
