/**
 * Hands site.yaml's analytics settings to the browser's scripts, decided at
 * build time. Two names reach the bundle (webpack's DefinePlugin):
 *   __SITE_ANALYTICS_ON__  whether gatsby-browser loads the analytics
 *                          module at all: with `false`, webpack drops the
 *                          import, so the build has no analytics code;
 *   __SITE_ANALYTICS__     the module's settings (provider, script, outside
 *                          links, languages, the consent banner's texts),
 *                          written into that module's own chunk only.
 * The consent texts come from src/locales/<language>/analytics.json; the
 * privacy note of the contact page reads the same file through its page
 * context (src/config/page-contexts.ts).
 */
import {
  needsConsent,
  PROVIDER_NAMES,
  PROVIDER_SETTING,
  providerScript,
} from '../src/lib/analytics/providers';
import type { AnalyticsSettings, ConsentTexts } from '../src/lib/analytics/settings';
import type { LocaleFiles } from '../src/config/locales';
import { ANALYTICS_NAMESPACE } from '../src/config/page-contexts';
import type { SiteConfig } from '../src/config/schema';
import { createTranslator } from '../src/i18n/translate';

const CONSENT_KEYS = {
  label: 'consent.label',
  question: 'consent.question',
  accept: 'consent.accept',
  refuse: 'consent.refuse',
} as const satisfies Record<keyof ConsentTexts, string>;

function consentTexts(site: SiteConfig, locales: LocaleFiles): Record<string, ConsentTexts> {
  const provider = PROVIDER_NAMES.google;
  return Object.fromEntries(
    site.languages.supported.map(({ code }) => {
      const t = createTranslator({
        resources: locales,
        language: code,
        fallbackLanguage: site.languages.default,
        defaultNamespace: ANALYTICS_NAMESPACE,
      }).fixedT(ANALYTICS_NAMESPACE);
      const texts = Object.fromEntries(
        Object.entries(CONSENT_KEYS).map(([name, key]) => [name, t(key, { provider })]),
      ) as unknown as ConsentTexts;
      return [code, texts];
    }),
  );
}

/** The browser's analytics settings, or null when site.yaml leaves analytics out. */
export function analyticsSettings(
  site: SiteConfig,
  locales: LocaleFiles,
): AnalyticsSettings | null {
  const { analytics } = site;
  if (!analytics) return null;
  const value = analytics[PROVIDER_SETTING[analytics.provider]] ?? '';
  const { instantQuote, scheduling, vipLogin } = site.links;
  return {
    provider: analytics.provider,
    script: providerScript(analytics.provider, value),
    ...(analytics.provider === 'google' ? { measurementId: value } : {}),
    links: { instantQuote, scheduling, vipLogin },
    languages: {
      defaultLanguage: site.languages.default,
      languages: site.languages.supported.map((language) => language.code),
    },
    ...(needsConsent(analytics.provider) ? { consent: consentTexts(site, locales) } : {}),
  };
}

/** DefinePlugin's definitions: each value is the JavaScript source webpack writes in. */
export function analyticsDefinitions(
  site: SiteConfig,
  locales: LocaleFiles,
): Record<'__SITE_ANALYTICS_ON__' | '__SITE_ANALYTICS__', string> {
  const settings = analyticsSettings(site, locales);
  return {
    __SITE_ANALYTICS_ON__: JSON.stringify(settings !== null),
    __SITE_ANALYTICS__: JSON.stringify(settings),
  };
}
