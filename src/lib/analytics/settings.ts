/**
 * What the browser's analytics module is handed by the build: everything it
 * needs from site.yaml and the translations, decided once at build time.
 * With analytics off there are none, and no page carries any of it
 * (gatsby/analytics.ts, the build's only writer of these settings).
 */
import type { OutsideLinks } from './clicks';
import type { AnalyticsProvider, ProviderScript } from './providers';

/** The consent banner's texts in one language. */
export interface ConsentTexts {
  /** The banner's name for assistive technology. */
  label: string;
  question: string;
  accept: string;
  refuse: string;
}

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  script: ProviderScript;
  /** google: the measurement id, for the tag set up in Partytown's worker. */
  measurementId?: string;
  links: OutsideLinks;
  languages: { defaultLanguage: string; languages: string[] };
  /** google: the banner's texts by language (the default language fills any gap). */
  consent?: Record<string, ConsentTexts>;
}
