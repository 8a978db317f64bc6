/**
 * Hands site.yaml's analytics settings to the site's code, decided at build
 * time. Three names reach the bundles (webpack's DefinePlugin):
 *   __SITE_ANALYTICS_ON__  whether gatsby-browser loads the analytics
 *                          module at all: with `false`, webpack drops the
 *                          import, so the build has no analytics code;
 *   __SITE_ANALYTICS__     the module's settings (provider, script, outside
 *                          links, languages), written into that module's
 *                          own chunk only;
 *   __SITE_CONSENT_BANNER__  for the HTML renderer only: what the consent
 *                          banner is written from (Google Analytics), so
 *                          its markup and texts are in the page and not in
 *                          any script.
 * The consent texts come from src/locales/<language>/analytics.json; the
 * privacy note of the contact page reads the same file through its page
 * context (src/config/page-contexts.ts).
 */
import path from 'node:path';
import {
  needsConsent,
  PROVIDER_NAMES,
  PROVIDER_SETTING,
  providerScript,
} from '../src/analytics/providers';
import type { AnalyticsSettings, ConsentBannerSettings } from '../src/analytics/settings';
import type { LocaleFiles } from '../src/config/locales';
import { ANALYTICS_NAMESPACE } from '../src/config/page-contexts';
import type { SiteConfig } from '../src/config/schema';

/** The browser's analytics settings, or null when site.yaml leaves analytics out. */
export function analyticsSettings(site: SiteConfig): AnalyticsSettings | null {
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
  };
}

/** What the HTML renderer writes the consent banner from, or null when no service asks. */
export function consentBannerSettings(
  site: SiteConfig,
  locales: LocaleFiles,
): ConsentBannerSettings | null {
  const { analytics } = site;
  if (!analytics || !needsConsent(analytics.provider)) return null;
  const languages = site.languages.supported.map((language) => language.code);
  return {
    provider: PROVIDER_NAMES[analytics.provider],
    defaultLanguage: site.languages.default,
    languages,
    resources: Object.fromEntries(
      languages.map((code) => [
        code,
        { [ANALYTICS_NAMESPACE]: locales[code]?.[ANALYTICS_NAMESPACE] ?? {} },
      ]),
    ),
  };
}

/** DefinePlugin's definitions for the browser: each value is the JavaScript source webpack writes in. */
export function analyticsDefinitions(
  site: SiteConfig,
): Record<'__SITE_ANALYTICS_ON__' | '__SITE_ANALYTICS__', string> {
  const settings = analyticsSettings(site);
  return {
    __SITE_ANALYTICS_ON__: JSON.stringify(settings !== null),
    __SITE_ANALYTICS__: JSON.stringify(settings),
  };
}

/** DefinePlugin's definition for the HTML renderer: the consent banner's settings, or null. */
export function consentBannerDefinition(
  site: SiteConfig,
  locales: LocaleFiles,
): Record<'__SITE_CONSENT_BANNER__', string> {
  return { __SITE_CONSENT_BANNER__: JSON.stringify(consentBannerSettings(site, locales)) };
}

/** The analytics module gatsby-browser asks for (start.ts), and the service's module loaded in its place. */
export interface AnalyticsModule {
  /** gatsby-browser's request, as written in its import(). */
  placeholder: RegExp;
  /** The service's module, an absolute path. */
  service: string;
}

/**
 * Which analytics module the build loads, or null when site.yaml leaves
 * analytics out (gatsby-browser then drops the import, and nothing changes).
 * A module of its own per service, not one that picks at run time, keeps
 * the other services' code out of the site's scripts. The request is
 * rewritten before webpack resolves it, so the module webpack builds and
 * caches is the service's own file: rewriting the resolved file instead
 * would keep start.ts's name, and webpack's cache, which sees neither
 * file change, would hand a later build with another service the first
 * one's module.
 */
export function analyticsModule(site: SiteConfig, root = process.cwd()): AnalyticsModule | null {
  if (!site.analytics) return null;
  return {
    placeholder: /^\.\/src\/analytics\/start$/,
    service: path.join(root, 'src', 'analytics', `${site.analytics.provider}.ts`),
  };
}
