/**
 * What the build hands the browser's analytics module and the HTML
 * renderer: everything they need from site.yaml and the translations,
 * decided once at build time. With analytics off there are none, and no
 * page carries any of it (gatsby/analytics.ts, the build's only writer of
 * these settings).
 */
import type { TranslationResources } from '../i18n/translate';
import type { OutsideLinks } from './clicks';
import type { AnalyticsProvider, ProviderScript } from './providers';

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  script: ProviderScript;
  /** google: the measurement id, for the tag set up in Partytown's worker. */
  measurementId?: string;
  links: OutsideLinks;
  languages: { defaultLanguage: string; languages: string[] };
}

/**
 * The consent banner, for the HTML renderer only (Google Analytics): every
 * page carries it, hidden, in each language of the site, written from
 * analytics.json, and the browser shows the one in the page's language
 * until the visitor answers (ConsentBanner.tsx).
 */
export interface ConsentBannerSettings {
  /** The service's name, as the question names it. */
  provider: string;
  defaultLanguage: string;
  languages: string[];
  /** The analytics namespace of each language. */
  resources: TranslationResources;
}
