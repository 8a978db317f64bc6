/** @jest-environment node */
import {
  outputFileFor,
  planRedirects,
  type PlannedRedirect,
} from '../../../gatsby/redirects/legacy-redirects';
import type { SiteConfig } from '../../../src/config/schema';
import { specSiteConfig } from '../../support/spec-site';
import { SPEC_REDIRECTS } from '../config/spec-facts';

function planFor(config: SiteConfig): PlannedRedirect[] {
  return planRedirects({
    redirects: config.redirects,
    personalSites: config.personalSites,
    languages: config.languages.supported.map((language) => language.code),
    defaultLanguage: config.languages.default,
  });
}

const PREFIX: Record<string, string> = { en: '', es: '/es', it: '/it' };

// On the frozen site.yaml of the specification: the owner adds and removes old addresses.
describe('planRedirects with the site.yaml of the specification', () => {
  const config = specSiteConfig();
  const planned = planFor(config);
  const legacy = planned.filter((redirect) => redirect.kind === 'legacy');

  it.each(['en', 'es', 'it'])(
    'moves every old address of the spec on, in %s, to the page in the same language',
    (language) => {
      const prefix = PREFIX[language] ?? '';
      const inLanguage = legacy.filter((redirect) => redirect.language === language);
      const expected = SPEC_REDIRECTS.map(({ from, to }) => ({
        from: `${prefix}${from}`,
        to: `${prefix}${to}`,
        language,
        kind: 'legacy',
      }));
      expect(inLanguage).toHaveLength(SPEC_REDIRECTS.length);
      expect(inLanguage).toEqual(expect.arrayContaining(expected));
    },
  );

  it('plans no other old addresses', () => {
    expect(legacy).toHaveLength(SPEC_REDIRECTS.length * 3);
  });

  it('sends /about/ in Spanish to the Spanish home page', () => {
    expect(legacy).toContainEqual({
      from: '/es/about/',
      to: '/es/',
      language: 'es',
      kind: 'legacy',
    });
  });

  it('sends each personal site from /{name}/ only, untranslated, to its https:// address', () => {
    const personal = planned.filter((redirect) => redirect.kind === 'personal');
    expect(personal).toEqual(
      config.personalSites.map((site) => ({
        from: `/${site.name}/`,
        to: site.url,
        language: 'en',
        kind: 'personal',
      })),
    );
    expect(personal.length).toBeGreaterThan(0);
    expect(planned.some((redirect) => /^\/(es|it)\/alex-rivera\//.test(redirect.from))).toBe(false);
  });
});

describe('planRedirects', () => {
  it('puts the default language at the root, whatever it is', () => {
    const planned = planRedirects({
      redirects: [{ from: '/dj/', to: '/music/' }],
      personalSites: [],
      languages: ['es', 'en'],
      defaultLanguage: 'es',
    });
    expect(planned.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/dj/ → /music/',
      '/en/dj/ → /en/music/',
    ]);
  });
});

describe('outputFileFor', () => {
  it.each([
    ['/dj/', 'dj/index.html'],
    ['/es/dj/', 'es/dj/index.html'],
    ['/it/bear-brook-valley/', 'it/bear-brook-valley/index.html'],
    ['/alex-rivera/', 'alex-rivera/index.html'],
  ])('writes the page for %s to public/%s', (from, file) => {
    expect(outputFileFor(from)).toBe(file);
  });
});
