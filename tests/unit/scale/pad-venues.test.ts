/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  generatedVenues,
  paddedProjectCopy,
  padProjectTo,
  PROJECT_ROOT,
  siteYamlWithVenues,
  venueSlugsOf,
} from '../../../scripts/scale/pad-venues';
import { checkProject } from '../../../src/config/check-project';
import { formatProblems } from '../../../src/config/problems';
import { readProjectFiles } from '../../../src/config/read-files';

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const SHIPPED_SLUGS = venueSlugsOf(read(PROJECT_ROOT, 'site.yaml'));
const LANGUAGES = fs.readdirSync(path.join(PROJECT_ROOT, 'src', 'locales'));

describe('generatedVenues', () => {
  it('gives the same venues on every call, each with its own slug and name', () => {
    const venues = generatedVenues(2_500);
    expect(generatedVenues(2_500)).toEqual(venues);
    expect(new Set(venues.map((venue) => venue.slug)).size).toBe(2_500);
    expect(new Set(venues.map((venue) => venue.name)).size).toBe(2_500);
    expect(venues[0]).toMatchObject({ slug: 'maple-ridge-manor', name: 'Maple Ridge Manor' });
    // Past the 2,000 word combinations, a number tells the names apart.
    expect(venues[2_000]).toMatchObject({
      slug: 'maple-ridge-manor-2',
      name: 'Maple Ridge Manor 2',
    });
  });

  it('spreads the venues over the four states', () => {
    const regions = generatedVenues(8).map((venue) => venue.region);
    expect(regions).toEqual(['NJ', 'NY', 'PA', 'CT', 'NJ', 'NY', 'PA', 'CT']);
  });

  it('leaves out the slugs already taken', () => {
    const venues = generatedVenues(3, new Set(['cedar-ridge-manor']));
    expect(venues.map((venue) => venue.slug)).toEqual([
      'maple-ridge-manor',
      'willow-ridge-manor',
      'birch-ridge-manor',
    ]);
  });
});

describe('siteYamlWithVenues', () => {
  it('adds the venues after the shipped ones and leaves every other line as it was', () => {
    const shipped = read(PROJECT_ROOT, 'site.yaml');
    const padded = siteYamlWithVenues(shipped, generatedVenues(2));
    expect(padded).toContain(
      '  - slug: cedar-ridge-manor\n    name: Cedar Ridge Manor\n    locality: Tarrytown\n' +
        '    region: NY\n    country: US\n    amenities: [wedding venue]\n',
    );
    expect(padded.replace(/ {2}- slug: \w+-ridge-manor\n(?: {4}\S.*\n)+/g, '')).toBe(shipped);
  });
});

describe('paddedProjectCopy', () => {
  const total = 30;
  let padded: ReturnType<typeof paddedProjectCopy> | undefined;
  let copy = '';
  beforeAll(() => {
    padded = paddedProjectCopy(total);
    copy = padded.root;
  });
  afterAll(() => padded?.remove());

  it('passes the checks the build runs on the project', () => {
    const check = checkProject(readProjectFiles(copy));
    const problems = check.ok
      ? []
      : check.files.map(({ file, problems: found }) => formatProblems(file, found));
    expect(problems).toEqual([]);
    expect(check.ok && check.site.venues).toHaveLength(total);
  });

  it('lists the shipped venues first, then generated ones up to the total', () => {
    const slugs = venueSlugsOf(read(copy, 'site.yaml'));
    expect(slugs.slice(0, SHIPPED_SLUGS.length)).toEqual(SHIPPED_SLUGS);
    expect(slugs).toHaveLength(total);
  });

  it('gives each generated venue a picture of a shipped venue, and its texts in every language', () => {
    const added = venueSlugsOf(read(copy, 'site.yaml')).slice(SHIPPED_SLUGS.length);
    const entries = (
      parse(read(copy, 'data/venues.yaml')) as { venues: Array<{ slug: string; image: string }> }
    ).venues;
    const shippedImages = new Set(
      entries.slice(0, SHIPPED_SLUGS.length).map((entry) => entry.image),
    );
    const images = new Map(entries.map((entry) => [entry.slug, entry.image]));
    expect(added.filter((slug) => !shippedImages.has(images.get(slug) ?? ''))).toEqual([]);
    for (const language of LANGUAGES) {
      const file = JSON.parse(read(copy, `src/locales/${language}/venue-list.json`)) as {
        details: Record<string, { summary?: string }>;
      };
      const withoutSummary = added.filter((slug) => !file.details[slug]?.summary);
      expect({ language, withoutSummary }).toEqual({ language, withoutSummary: [] });
    }
  });

  it('holds what a build reads, node_modules linked to this project’s', () => {
    for (const entry of [
      'gatsby-config.ts',
      'gatsby',
      'static',
      'src/templates',
      'tsconfig.json',
    ]) {
      expect(fs.existsSync(path.join(copy, entry))).toBe(true);
    }
    expect(fs.realpathSync(path.join(copy, 'node_modules'))).toBe(
      fs.realpathSync(path.join(PROJECT_ROOT, 'node_modules')),
    );
    expect(fs.existsSync(path.join(copy, '.git'))).toBe(false);
  });

  it('leaves a project that already has the venues asked for as it is', () => {
    const before = read(copy, 'site.yaml');
    padProjectTo(copy, SHIPPED_SLUGS.length);
    expect(read(copy, 'site.yaml')).toBe(before);
  });
});
