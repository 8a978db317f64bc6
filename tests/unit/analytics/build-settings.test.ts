/** @jest-environment node */
/**
 * What the build hands the browser (gatsby/analytics.ts): nothing at all
 * with analytics off; with it on, the service's script and setting, the
 * outside links whose clicks count, and for Google the banner's texts in
 * every language of the site, from analytics.json.
 */
import { analyticsDefinitions, analyticsSettings } from '../../../gatsby/analytics';
import { readProjectLocales } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';
import { validateSiteConfigText } from '../../../src/config/validate';
import { loadSite, translation } from '../../support/site';
import fs from 'node:fs';
import path from 'node:path';

const locales = readProjectLocales();
const shipped = fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8');

/** The shipped site.yaml, analytics replaced by the given lines (or left out). */
function siteWith(analytics: string | null): SiteConfig {
  const text = shipped
    .replace(/^analytics:\n(?: {2}.*\n)*/m, '')
    .replace(/^editor:\n/m, `${analytics ? `analytics:\n${analytics}\n` : ''}editor:\n`);
  const result = validateSiteConfigText(text, { locales });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

it('hands the browser nothing when site.yaml leaves analytics out, or empty', () => {
  expect(analyticsSettings(siteWith(null), locales)).toBeNull();
  expect(analyticsDefinitions(siteWith(null), locales)).toEqual({
    __SITE_ANALYTICS_ON__: 'false',
    __SITE_ANALYTICS__: 'null',
  });
  // "analytics:" with its lines still commented out counts as left out.
  expect(siteWith('').analytics).toBeUndefined();
});

it('Plausible: its script with the domain, the outside links, no banner', () => {
  const site = siteWith('  provider: plausible\n  domain: example-events.com');
  const settings = analyticsSettings(site, locales);
  expect(settings).toEqual({
    provider: 'plausible',
    script: {
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'example-events.com' },
    },
    links: {
      instantQuote: site.links.instantQuote,
      scheduling: site.links.scheduling,
      vipLogin: site.links.vipLogin,
    },
    languages: {
      defaultLanguage: site.languages.default,
      languages: site.languages.supported.map((language) => language.code),
    },
  });
  expect(JSON.parse(analyticsDefinitions(site, locales).__SITE_ANALYTICS__)).toEqual(settings);
});

it('Google: the measurement id, and the banner’s texts in every language of the site', () => {
  const site = siteWith('  provider: google\n  measurementId: G-A1B2C3D4E5');
  const settings = analyticsSettings(site, locales);
  expect(settings).toMatchObject({
    provider: 'google',
    measurementId: 'G-A1B2C3D4E5',
    script: { src: 'https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5' },
  });
  for (const language of loadSite().languages) {
    const texts = settings?.consent?.[language];
    expect(texts?.accept).toBe(translation(language, 'analytics:consent.accept'));
    expect(texts?.question).toContain('Google Analytics');
    expect(texts?.question).not.toContain('{{');
  }
});
