/**
 * The contact form's venues travel in one static file, public/venues.json,
 * written from site.yaml with only what the venue choice shows and searches.
 * The contact page's data no longer carries them (it grew with every venue),
 * while its HTML keeps the <select> of every venue for visitors without
 * JavaScript.
 */
import fs from 'node:fs';
import { parse } from 'yaml';
import { MOST_VENUES_IN_SERVER_SELECT } from '../../src/components/ContactForm/venue-list';
import { OTHER_VENUE } from '../../src/lib/forms/fields';
import type { SiteConfig } from '../../src/config/schema';
import { pageOfKind, SITE_YAML } from '../support/site';
import { assertBuilt, fileForPath, readHtml, readPublic } from './public';

const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;
const languages = site.languages.supported.map((language) => language.code);

function contactPageData(language: string): string {
  const pagePath = pageOfKind('contact', language).path;
  return readPublic(`page-data${pagePath}page-data.json`);
}

beforeAll(assertBuilt);

it('writes public/venues.json: every venue of site.yaml, in order, with only the fields the choice needs', () => {
  const written = JSON.parse(readPublic('venues.json')) as unknown;
  expect(written).toEqual(
    site.venues.map(({ slug, name, locality, region }) => ({ slug, name, locality, region })),
  );
});

describe.each(languages)('the contact page in "%s"', (language) => {
  it('has no venue in its page data', () => {
    const pageData = contactPageData(language);
    const found = site.venues.flatMap((venue) =>
      [venue.slug, venue.name].filter((word) => pageData.includes(word)),
    );
    expect(found).toEqual([]);
    expect(pageData).not.toMatch(/"venues"\s*:/);
  });

  it('offers every venue in the HTML without JavaScript', () => {
    expect(site.venues.length).toBeLessThanOrEqual(MOST_VENUES_IN_SERVER_SELECT);
    const html = readHtml(fileForPath(pageOfKind('contact', language).path));
    const select = html.querySelector('form[name="event-inquiry"] select[name="venue"]');
    expect(
      select?.querySelectorAll('option').map((option) => option.getAttribute('value')),
    ).toEqual(['', ...site.venues.map((venue) => venue.slug), OTHER_VENUE]);
  });
});
