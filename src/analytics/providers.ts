/**
 * The analytics services site.yaml may name (`analytics: provider:`), and
 * what each needs: its one setting, the script it loads and the servers the
 * site's security policy must allow for it, as each provider documents them:
 *   - Plausible: script-src and connect-src plausible.io
 *     (plausible.io/docs; events go to https://plausible.io/api/event);
 *   - Cloudflare Web Analytics: script-src static.cloudflareinsights.com,
 *     connect-src cloudflareinsights.com (developers.cloudflare.com,
 *     "Content Security Policies"; the beacon reports to /cdn-cgi/rum);
 *   - Google Analytics 4: script-src *.googletagmanager.com, img-src
 *     *.google-analytics.com and *.googletagmanager.com, connect-src
 *     *.google-analytics.com, *.analytics.google.com and
 *     *.googletagmanager.com (Google's "Use Google Tag Manager with a
 *     Content Security Policy", section Google Analytics 4).
 * Pure data: the schema, the security policy and the browser all read it.
 */

export const ANALYTICS_PROVIDERS = ['plausible', 'cloudflare', 'google'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** Each provider's own setting in site.yaml. */
export const PROVIDER_SETTING = {
  plausible: 'domain',
  cloudflare: 'token',
  google: 'measurementId',
} as const satisfies Record<AnalyticsProvider, string>;
export type ProviderSetting = (typeof PROVIDER_SETTING)[AnalyticsProvider];

/** site.yaml's analytics section, as the schema gives it. */
export type AnalyticsConfig = { provider: AnalyticsProvider } & Partial<
  Record<ProviderSetting, string | null>
>;

/** The service's name as visitors know it, named by the privacy note and the consent banner. */
export const PROVIDER_NAMES: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible Analytics',
  cloudflare: 'Cloudflare Web Analytics',
  google: 'Google Analytics',
};

/** A service as the privacy note names it, decided at build time. */
export interface AnalyticsService {
  name: string;
  /** It sets cookies, so the visitor was asked first. */
  asksConsent: boolean;
}

/** Cookieless services count visits without asking; Google Analytics sets cookies and must ask. */
export function needsConsent(provider: AnalyticsProvider): boolean {
  return provider === 'google';
}

/** Servers the site's security policy allows for a provider, by kind of use. */
export interface ProviderOrigins {
  scripts: readonly string[];
  connections: readonly string[];
  images: readonly string[];
}

export const PROVIDER_ORIGINS: Record<AnalyticsProvider, ProviderOrigins> = {
  plausible: {
    scripts: ['https://plausible.io'],
    connections: ['https://plausible.io'],
    images: [],
  },
  cloudflare: {
    scripts: ['https://static.cloudflareinsights.com'],
    connections: ['https://cloudflareinsights.com'],
    images: [],
  },
  google: {
    scripts: ['https://*.googletagmanager.com'],
    connections: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

/** The provider's script and the attributes that carry site.yaml's setting, as its snippet writes them. */
export interface ProviderScript {
  src: string;
  attributes: Readonly<Record<string, string>>;
}

export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
export const CLOUDFLARE_BEACON = 'https://static.cloudflareinsights.com/beacon.min.js';
export const GOOGLE_TAG = 'https://www.googletagmanager.com/gtag/js';

export function providerScript(provider: AnalyticsProvider, setting: string): ProviderScript {
  switch (provider) {
    case 'plausible':
      return { src: PLAUSIBLE_SCRIPT, attributes: { 'data-domain': setting } };
    case 'cloudflare':
      // Page changes inside the site count by default (the beacon follows history.pushState).
      return {
        src: CLOUDFLARE_BEACON,
        attributes: { 'data-cf-beacon': JSON.stringify({ token: setting }) },
      };
    case 'google':
      return { src: `${GOOGLE_TAG}?id=${encodeURIComponent(setting)}`, attributes: {} };
  }
}

/**
 * Google's tag, set up inside Partytown's worker (Gatsby's off-main-thread
 * strategy): the gtag() queue, the measurement id, and the tag's own script.
 * Page changes inside the site are reported by the page (analytics/google),
 * since the worker does not see them. The text is fixed by the measurement
 * id, so the security policy can allow it by its hash: Partytown runs it on
 * the page itself where a browser has no service worker.
 */
export function googleTagSetup(measurementId: string): string {
  return googleTagSetupLoading(measurementId, providerScript('google', measurementId).src);
}

/** The same text, for the browser, which has the tag's address in its settings already. */
export function googleTagSetupLoading(measurementId: string, tagSrc: string): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function(){dataLayer.push(arguments)};',
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(measurementId)});`,
    "var s=document.createElement('script');",
    `s.async=true;s.src=${JSON.stringify(tagSrc)};`,
    'document.head.appendChild(s);',
  ].join('');
}
