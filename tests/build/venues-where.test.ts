/**
 * The built venue list says where the venues are, in each language, from
 * site.yaml: every town of its venues and their state spelled out, in the
 * intro, the cards and the title. The shipped venue pages show no facts for
 * planners (the real venues carry none) and claim no capacity to search engines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import { ROOT_DIR, SITE_YAML } from '../support/site';
import { assertBuilt, readHtml } from './public';

const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;
const languages = site.languages.supported.map((language) => language.code);

function pathIn(language: string, pagePath: string): string {
  const prefix = language === site.languages.default ? '' : `/${language}`;
  return `${prefix}${pagePath}`.replace(/^\//, '') + 'index.html';
}

/** venue-list.json → states.<code> of a language: the state as the page spells it. */
function stateName(language: string, region: string): string {
  const file = path.join(ROOT_DIR, 'src', 'locales', language, 'venue-list.json');
  const venues = JSON.parse(fs.readFileSync(file, 'utf8')) as { states?: Record<string, string> };
  return venues.states?.[region] ?? region;
}

const regions = [...new Set(site.venues.map((venue) => venue.region))];

beforeAll(assertBuilt);

describe.each(languages)('the venue list (%s)', (language) => {
  const page = () => readHtml(pathIn(language, '/venues/'));

  it('says in its intro where the venues are: every town and state of site.yaml', () => {
    const intro = page().querySelector('section[aria-labelledby="page-heading"]');
    const where = intro?.querySelectorAll('p').at(-1)?.text ?? '';
    for (const region of regions) expect(where).toContain(stateName(language, region));
    for (const venue of site.venues) expect(where).toContain(venue.locality);
    // Towns joined the language's way: "and" / "y" / "e" before the last one.
    const last = site.venues.at(-1)?.locality ?? '';
    const joined = new Intl.ListFormat(language, { type: 'conjunction' }).format(['A', last]);
    expect(where).toContain(joined.slice(1));
  });

  it('names the town and state on each card', () => {
    const cards = page().querySelectorAll('main article');
    expect(cards).toHaveLength(site.venues.length);
    site.venues.forEach((venue, index) => {
      expect(cards[index]?.text).toContain(
        `${venue.locality}, ${stateName(language, venue.region)}`,
      );
    });
  });

  it('names the states in its title, without a placeholder left', () => {
    const title = page().querySelector('title')?.text ?? '';
    for (const region of regions) expect(title).toContain(stateName(language, region));
    expect(title).not.toContain('{{');
  });
});

describe.each(languages)('a shipped venue page (%s)', (language) => {
  it.each(site.venues.map((venue) => venue.slug))('%s shows no invented facts', (slug) => {
    const document = readHtml(pathIn(language, `/venues/${slug}/`));
    expect(document.querySelectorAll('[data-fact]')).toHaveLength(0);
    const jsonLd = document
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => script.text)
      .join('');
    expect(jsonLd).toContain('"EventVenue"');
    expect(jsonLd).not.toContain('maximumAttendeeCapacity');
  });
});
