import { Script } from 'gatsby';
import { createElement, useEffect, useMemo, useState } from 'react';
import { usePageLanguage } from '../../i18n/use-page-language';
import { useTranslation } from '../../i18n/use-translation';
import {
  pageAttributes,
  WIDGET_TEXTS,
  widgetTextKey,
  type WidgetTextKey,
} from '../../lib/voice-assistant';
import { useVoiceAssistantConfig, type VoiceAssistantConfig } from './use-voice-assistant-config';
import * as styles from './VoiceAssistant.module.css';

/** Gatsby's Script registers each script once per visit under this id. */
export const VOICE_ASSISTANT_SCRIPT_ID = 'voice-assistant';

/** True once the window's load event has passed (images, fonts and all). */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** What counts as the visitor's first interaction with the page. */
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'];

/** True once the visitor has moved, tapped, typed or scrolled. */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const onInteraction = () => setInteracted(true);
    const options = { once: true, passive: true, capture: true };
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onInteraction, options);
    return () => {
      for (const type of INTERACTION_EVENTS) {
        window.removeEventListener(type, onInteraction, options);
      }
    };
  }, []);
  return interacted;
}

/**
 * Subresource Integrity: the browser runs the script only if its bytes
 * match site.yaml's fingerprint. It needs a CORS request (crossorigin),
 * which the npm CDNs answer for anyone, without cookies.
 */
function integrityAttributes(
  config: VoiceAssistantConfig,
): { integrity: string; crossOrigin: 'anonymous' } | Record<string, never> {
  return config.scriptIntegrity
    ? { integrity: config.scriptIntegrity, crossOrigin: 'anonymous' }
    : {};
}

/**
 * The provider's voice-assistant widget, as site.yaml describes it. Its
 * element sits in a fixed corner from the first paint, so the widget takes
 * no room and moves nothing when it appears. The provider's script (large,
 * and busy once it runs) is requested only when the page has loaded and
 * the visitor has first moved, tapped, typed or scrolled, and then when the
 * browser is next idle: it never competes with the page's own content, and
 * a visitor who only reads never pays for it. If the script is blocked,
 * fails, or does not match its fingerprint, the corner is removed and the
 * page carries on.
 */
export function VoiceAssistantWidget({
  config,
  perPage = {},
}: {
  config: VoiceAssistantConfig;
  /** What the page adds to site.yaml's settings: its texts and language (see pageAttributes). */
  perPage?: Readonly<Record<string, string>>;
}) {
  const pageLoaded = usePageLoaded();
  const interacted = useFirstInteraction();
  const [failed, setFailed] = useState(false);
  if (!config.enabled || failed) return null;

  // site.yaml's schema refuses the names the page writes, so neither overrides the other.
  const attributes = {
    ...Object.fromEntries(config.attributes.map(({ name, value }) => [name, value])),
    ...perPage,
  };
  return (
    <div className={styles.corner} data-voice-assistant="">
      {createElement(config.element, attributes)}
      {pageLoaded && interacted && (
        <Script
          id={VOICE_ASSISTANT_SCRIPT_ID}
          src={config.scriptUrl}
          {...integrityAttributes(config)}
          strategy="idle"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

/**
 * The widget configured in site.yaml (renders nothing when it is switched
 * off), with its texts and language in the page's language: in the HTML the
 * server writes, so the provider's script finds them when it starts.
 */
export function VoiceAssistant() {
  const texts = useWidgetTexts();
  const { language } = usePageLanguage();
  const perPage = useMemo(() => pageAttributes(texts, language), [texts, language]);
  return <VoiceAssistantWidget config={useVoiceAssistantConfig()} perPage={perPage} />;
}

/** The widget's texts in the page's language (voice-assistant.json → widget). */
function useWidgetTexts(): Record<WidgetTextKey, string> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(WIDGET_TEXTS.map(({ key }) => [key, t(widgetTextKey(key))])) as Record<
        WidgetTextKey,
        string
      >,
    [t],
  );
}
