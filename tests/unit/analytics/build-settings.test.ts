/** @jest-environment node */
/**
 * What the build hands the browser (gatsby/analytics.ts): nothing at all
 * with analytics off; with it on, the service's script and setting, the
 * outside links whose clicks count; and for Google, to the HTML renderer
 * only, the banner in every language of the site, from analytics.json.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  analyticsDefinitions,
  analyticsModule,
  analyticsSettings,
  consentBannerDefinition,
  consentBannerSettings,
} from '../../../gatsby/analytics';
import { ConsentBanners } from '../../../src/analytics/ConsentBanner';
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
  expect(analyticsSettings(siteWith(null))).toBeNull();
  expect(analyticsDefinitions(siteWith(null))).toEqual({
    __SITE_ANALYTICS_ON__: 'false',
    __SITE_ANALYTICS__: 'null',
  });
  // "analytics:" with its lines still commented out counts as left out.
  expect(siteWith('').analytics).toBeUndefined();
});

it('Plausible: its script with the domain, the outside links, no banner', () => {
  const site = siteWith('  provider: plausible\n  domain: example-events.com');
  const settings = analyticsSettings(site);
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
  expect(JSON.parse(analyticsDefinitions(site).__SITE_ANALYTICS__)).toEqual(settings);
});

it('Google: the measurement id; the banner for the HTML renderer, from analytics.json', () => {
  const site = siteWith('  provider: google\n  measurementId: G-A1B2C3D4E5');
  expect(analyticsSettings(site)).toMatchObject({
    provider: 'google',
    measurementId: 'G-A1B2C3D4E5',
    script: { src: 'https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5' },
  });
  // No text of the banner is in the browser's settings: the page carries it.
  expect(analyticsDefinitions(site).__SITE_ANALYTICS__).not.toContain(
    translation(site.languages.default, 'analytics:consent.question').slice(0, 12),
  );
  const banner = consentBannerSettings(site, locales);
  expect(JSON.parse(consentBannerDefinition(site, locales).__SITE_CONSENT_BANNER__)).toEqual(
    banner,
  );
  if (!banner) throw new Error('Google Analytics asks, so the pages carry a banner');
  const markup = renderToStaticMarkup(createElement(ConsentBanners, { settings: banner }));
  const sections = markup.match(/<section [^>]*>/g) ?? [];
  const languages = loadSite().languages;
  // One per language, the default language's first, each hidden until the browser shows it.
  expect(sections.map((section) => /lang="([^"]+)"/.exec(section)?.[1])).toEqual([
    site.languages.default,
    ...languages.filter((language) => language !== site.languages.default),
  ]);
  for (const [index, section] of sections.entries()) {
    const language = languages.find((code) => section.includes(`lang="${code}"`)) ?? '';
    expect(section).toContain(' hidden=""');
    expect(section).toContain(`aria-label="${translation(language, 'analytics:consent.label')}"`);
    const body = markup.split('<section ')[index + 1] ?? '';
    expect(body).toContain(`>${translation(language, 'analytics:consent.accept')}</button>`);
    expect(body).toContain(`>${translation(language, 'analytics:consent.refuse')}</button>`);
    expect(body).toContain('Google Analytics');
    expect(body).not.toContain('{{');
  }
});

it('no banner for the HTML renderer when analytics is off or needs no consent', () => {
  for (const analytics of [null, '  provider: plausible\n  domain: example-events.com']) {
    expect(consentBannerDefinition(siteWith(analytics), locales)).toEqual({
      __SITE_CONSENT_BANNER__: 'null',
    });
  }
});

it("loads the named service's own module in start.ts's place, and nothing without analytics", () => {
  expect(analyticsModule(siteWith(null))).toBeNull();
  const browserCode = fs.readFileSync(path.join(process.cwd(), 'gatsby-browser.tsx'), 'utf8');
  const browserRequest = /import\('([^']*analytics[^']*)'\)/.exec(browserCode)?.[1] ?? '';
  expect(browserRequest).toBe('./src/analytics/start');
  const analyticsFolder = path.join(process.cwd(), 'src', 'analytics');
  const services: Array<[string, string]> = [
    ['plausible', '  provider: plausible\n  domain: example-events.com'],
    ['cloudflare', '  provider: cloudflare\n  token: 0123456789abcdef0123456789abcdef'],
    ['google', '  provider: google\n  measurementId: G-A1B2C3D4E5'],
  ];
  for (const [provider, lines] of services) {
    const chosen = analyticsModule(siteWith(lines));
    expect(chosen?.service).toBe(path.join(analyticsFolder, `${provider}.ts`));
    expect(fs.existsSync(chosen?.service ?? '')).toBe(true);
    // webpack tests every import's request against it: gatsby-browser's alone matches.
    expect(chosen?.placeholder.test(browserRequest)).toBe(true);
    for (const other of ['./start-analytics', './start', `./${provider}`, './google-tag']) {
      expect(chosen?.placeholder.test(other)).toBe(false);
    }
  }
});
