/** @jest-environment node */
/**
 * The site.yaml that ships with the project, read with the real translation
 * files, against the facts of the product specification.
 */
import { listPages } from '../../../src/config/pages';
import { formatProblems } from '../../../src/config/problems';
import { readProjectLocales, validateProjectConfig } from '../../../src/config/project';
import type { NavItem, SiteConfig } from '../../../src/config/schema';
import { valueAt } from '../../../src/i18n/translate';
import { SPEC_PAGE_PATHS, SPEC_REDIRECTS, SPEC_VENUE_SLUGS } from './spec-facts';

function loadShippedConfig(): SiteConfig {
  const result = validateProjectConfig(process.cwd());
  if (!result.ok) {
    throw new Error(
      `The shipped site.yaml is rejected:\n${formatProblems('site.yaml', result.problems)}`,
    );
  }
  return result.config;
}

/** "common:nav.music" → the English text in src/locales/en/common.json. */
function englishText(key: string): string {
  const [namespace = '', entry = ''] = key.split(':');
  const node = valueAt(readProjectLocales(process.cwd()).en?.[namespace], entry);
  if (typeof node !== 'string') throw new Error(`${key} has no English text in src/locales/en`);
  return node;
}

interface ReadableNavItem {
  label: string;
  to?: string;
  link?: string;
  contact?: string;
  items?: ReadableNavItem[];
}

function inEnglish(item: NavItem): ReadableNavItem {
  return {
    label: englishText(item.label),
    ...(item.to !== undefined ? { to: item.to } : {}),
    ...(item.link !== undefined ? { link: item.link } : {}),
    ...(item.contact !== undefined ? { contact: item.contact } : {}),
    ...(item.items ? { items: item.items.map(inEnglish) } : {}),
  };
}

describe('the shipped site.yaml', () => {
  it('is accepted together with the real src/locales', () => {
    const result = validateProjectConfig(process.cwd());
    // Printing the problems makes a failure say what is wrong with the file.
    expect(result.ok ? 'accepted' : formatProblems('site.yaml', result.problems)).toBe('accepted');
  });

  it('describes exactly the 19 routes of the spec plus the not-found page', () => {
    const config = loadShippedConfig();
    const paths = listPages(config.routes, config.venues).map((page) => page.path);
    expect(paths).toHaveLength(20);
    expect(new Set(paths).size).toBe(paths.length); // no page twice
    expect([...paths].sort()).toEqual([...SPEC_PAGE_PATHS, '/404/'].sort());
  });

  it('makes the /404/ page the not-found page and / the home page', () => {
    const config = loadShippedConfig();
    const kindOf = (path: string) => config.routes.find((route) => route.path === path)?.kind;
    expect(kindOf('/404/')).toBe('not-found');
    expect(kindOf('/')).toBe('home');
  });

  it('redirects every old address of the spec, and no other', () => {
    const config = loadShippedConfig();
    const byOldAddress = (list: ReadonlyArray<{ from: string; to: string }>) =>
      [...list].map(({ from, to }) => `${from} → ${to}`).sort();
    expect(byOldAddress(config.redirects)).toEqual(byOldAddress(SPEC_REDIRECTS));
  });

  it('lists the four preferred venues of the spec, in NJ, US, with their amenities', () => {
    const config = loadShippedConfig();
    expect(config.venues.map((venue) => venue.slug).sort()).toEqual([...SPEC_VENUE_SLUGS].sort());
    for (const venue of config.venues) {
      expect({ slug: venue.slug, region: venue.region, country: venue.country }).toEqual({
        slug: venue.slug,
        region: 'NJ',
        country: 'US',
      });
      expect(venue.amenities).toEqual(['wedding venue', 'corporate event space']);
      expect(venue.name.length).toBeGreaterThan(0);
      expect(venue.locality.length).toBeGreaterThan(0);
    }
  });

  it('holds the business constants of the spec', () => {
    const { business } = loadShippedConfig();
    expect(business.stats).toEqual({ yearsInBusiness: 20, eventsProduced: 10000, starRating: 5 });
    expect(business.responseTimeHours).toBe(4);
    expect(business.serviceArea).toEqual(['NJ', 'NY', 'PA', 'CT']);
  });

  it('offers English (default), Spanish and Italian', () => {
    const { languages } = loadShippedConfig();
    expect(languages.default).toBe('en');
    expect(languages.supported.map((language) => language.code)).toEqual(['en', 'es', 'it']);
    for (const language of languages.supported) {
      expect(language.name.trim()).not.toBe('');
      expect(language.flag.trim()).not.toBe('');
    }
  });

  it('uses the menu timings of the spec (100 ms, 300 ms, 1 s)', () => {
    expect(loadShippedConfig().menu).toEqual({
      submenuOpenDelayMs: 100,
      pointerGraceMs: 300,
      typeaheadResetMs: 1000,
    });
  });

  it('orders the Services drop-down as the spec does, with English labels', () => {
    const { nav } = loadShippedConfig();
    expect(englishText(nav.services.label)).toBe('Services');
    expect(nav.services.items.map(inEnglish)).toEqual([
      {
        label: 'Event Production',
        items: [
          { label: 'Corporate', to: '/corporate-events/' },
          { label: 'Private', to: '/private-events/' },
        ],
      },
      { label: 'Music', to: '/music/' },
      { label: 'Photo Booths', to: '/photo-booth/' },
      { label: 'Lighting + FX', to: '/lighting/' },
      { label: 'Photo + Film', link: 'photoGallery' },
      { label: 'Staging Rentals', to: '/staging-rentals/' },
      { label: 'LED Walls', to: '/led-walls/' },
      { label: 'Custom Signs', to: '/custom-signs/' },
      { label: 'View All Services', to: '/services/' },
    ]);
  });

  it('puts View Our Services, Photo + Film and VIP Access (external) in the top bar', () => {
    const { nav } = loadShippedConfig();
    expect(nav.header.map(inEnglish)).toEqual([
      { label: 'View Our Services', to: '/services/' },
      { label: 'Photo + Film', link: 'photoGallery' },
      { label: 'VIP Access', link: 'vipLogin' },
    ]);
  });
});
