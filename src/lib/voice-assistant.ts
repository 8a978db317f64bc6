/**
 * What the voice-assistant widget (ElevenLabs' <elevenlabs-convai>) is told
 * on each page besides site.yaml's settings: its visible texts in the page's
 * language, from src/locales/<language>/voice-assistant.json, and the page's
 * language. site.yaml's voiceAssistant.attributes keep what is the same in
 * every language (the agent id, colours, placement); the schema refuses
 * there the names the site writes per page, and says where each is written
 * instead, so a text set in site.yaml can never show English on the Spanish
 * page, nor silently lose to the translation.
 *
 * Pure and free of Node APIs: the schema (the build and the browser editor)
 * reads it.
 */

/** The translation file of the widget's texts. */
export const VOICE_ASSISTANT_NAMESPACE = 'voice-assistant';

/**
 * The widget's visible texts: each one's key under `widget` in
 * voice-assistant.json, the attribute ElevenLabs' widget documentation
 * lists for it, and its name in the widget's `text-contents`. The embed
 * site.yaml pins (@elevenlabs/convai-widget-embed 0.5) reads its texts from
 * `text-contents`, a JSON object that wins over the agent's own texts,
 * and no longer the single attributes, which the documentation still lists
 * and earlier embeds read: the page writes both, so either embed shows the
 * page's language. Texts not named here (connecting, mute, feedback…) come
 * from the agent's settings for the language at the provider.
 */
export const WIDGET_TEXTS = [
  { key: 'action', attribute: 'action-text', textContentsKey: 'main_label' },
  { key: 'startCall', attribute: 'start-call-text', textContentsKey: 'start_call' },
  { key: 'endCall', attribute: 'end-call-text', textContentsKey: 'end_call' },
  { key: 'expand', attribute: 'expand-text', textContentsKey: 'expand' },
  { key: 'collapse', attribute: 'collapse-text', textContentsKey: 'collapse' },
  { key: 'listening', attribute: 'listening-text', textContentsKey: 'listening_status' },
  { key: 'speaking', attribute: 'speaking-text', textContentsKey: 'speaking_status' },
] as const;

/** The attribute that carries the widget's texts as one JSON object. */
const TEXT_CONTENTS_ATTRIBUTE = 'text-contents';

/**
 * The page's language, as ElevenLabs' widget documents it: `language`
 * starts the conversation in that language when the agent lists it among
 * its languages (its "additional languages" at the provider), and in the
 * agent's default language otherwise; the widget then asks the agent for it
 * as a language override. `override-language` would force the language
 * whatever the agent allows, and the provider documents that it refuses a
 * conversation carrying an override the agent's security settings do not
 * enable: the site writes `language`, so an agent without Spanish or
 * Italian keeps answering in its own language instead of failing.
 */
const LANGUAGE_ATTRIBUTE = 'language';
const FORCED_LANGUAGE_ATTRIBUTE = 'override-language';

export type WidgetTextKey = (typeof WIDGET_TEXTS)[number]['key'];

/** The key of a widget text in the translation files: "voice-assistant:widget.action". */
export function widgetTextKey(key: WidgetTextKey): string {
  return `${VOICE_ASSISTANT_NAMESPACE}:widget.${key}`;
}

/** The attributes the site writes on a page in `language`, with the widget's `texts` in it. */
export function pageAttributes(
  texts: Readonly<Record<WidgetTextKey, string>>,
  language: string,
): Record<string, string> {
  return {
    ...Object.fromEntries(WIDGET_TEXTS.map(({ key, attribute }) => [attribute, texts[key]])),
    [TEXT_CONTENTS_ATTRIBUTE]: JSON.stringify(
      Object.fromEntries(
        WIDGET_TEXTS.map(({ key, textContentsKey }) => [textContentsKey, texts[key]]),
      ),
    ),
    [LANGUAGE_ATTRIBUTE]: language,
  };
}

/** Why an attribute may not be set in site.yaml, and what to do instead; undefined if it may. */
export function perPageAttributeProblem(
  name: string,
): { problem: string; fix: string } | undefined {
  const text = WIDGET_TEXTS.find((entry) => entry.attribute === name);
  if (text) {
    return {
      problem: `"${name}" is a text the widget shows, and the site writes it on each page in the page's language`,
      fix: `Remove this line. To change the text, edit widget → ${text.key} in src/locales/<language>/${VOICE_ASSISTANT_NAMESPACE}.json (in the browser editor: Texts → ${VOICE_ASSISTANT_NAMESPACE}), once per language.`,
    };
  }
  if (name === TEXT_CONTENTS_ATTRIBUTE) {
    return {
      problem: `"${name}" holds the widget's texts, which the site writes on each page in the page's language`,
      fix: `Remove this line, and change the texts under widget in src/locales/<language>/${VOICE_ASSISTANT_NAMESPACE}.json (in the browser editor: Texts → ${VOICE_ASSISTANT_NAMESPACE}).`,
    };
  }
  if (name === LANGUAGE_ATTRIBUTE || name === FORCED_LANGUAGE_ATTRIBUTE) {
    return {
      problem: `"${name}" is the widget's language, which the site sets on each page to the page's own language`,
      fix: `Remove this line. The agent answers in the page's language when that language is one of the agent's languages in your provider account; add Spanish and Italian there.`,
    };
  }
  return undefined;
}
