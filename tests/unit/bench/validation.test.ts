/** @jest-environment node */
// The benchmark's generated site.yaml, checked for correctness only: its timing is the
// benchmark's business, and no test here depends on how fast anything runs.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { siteYamlWithMoreVenues } from '../../../scripts/bench/validation';
import { readProjectLocales } from '../../../src/config/project';
import { validateSiteConfigText } from '../../../src/config/validate';

const SHIPPED = fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8');
const slugsOf = (text: string) =>
  (parse(text) as { venues: Array<{ slug: string }> }).venues.map((venue) => venue.slug);

describe('siteYamlWithMoreVenues', () => {
  const padded = siteYamlWithMoreVenues(SHIPPED, 25);

  it('adds the requested number of venues after the shipped ones, each with its own slug', () => {
    const shipped = slugsOf(SHIPPED);
    const slugs = slugsOf(padded);
    expect(slugs).toHaveLength(shipped.length + 25);
    expect(slugs.slice(0, shipped.length)).toEqual(shipped);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('writes each added venue like the first shipped one, and leaves the rest of the file as it was', () => {
    expect(padded).toContain('  - slug: bench-venue-00025\n    name: Bench Venue 00025\n');
    const removed = padded.replace(/ {2}- slug: bench-venue-\d+\n(?: {4}\S.*\n)+/g, '');
    expect(removed).toBe(SHIPPED);
  });

  it('is a site.yaml the validator accepts', () => {
    const result = validateSiteConfigText(padded, { locales: readProjectLocales(process.cwd()) });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('refuses a file with no venues list to add to', () => {
    expect(() => siteYamlWithMoreVenues('siteUrl: https://example.com\n', 3)).toThrow(/venues/);
  });
});
