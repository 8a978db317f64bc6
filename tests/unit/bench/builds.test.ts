/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { paddedSiteYaml } from '../../../scripts/bench/builds';
import { validateSiteConfigText } from '../../../src/config/validate';
import { readProjectLocales } from '../../../src/config/project';

const SHIPPED = fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8');

describe('paddedSiteYaml', () => {
  const padded = paddedSiteYaml(SHIPPED, 200);

  it('lists the requested number of venues, the real ones first', () => {
    const venues = (parse(padded) as { venues: Array<{ slug: string }> }).venues;
    const shipped = (parse(SHIPPED) as { venues: Array<{ slug: string }> }).venues;
    expect(venues).toHaveLength(200);
    expect(venues.slice(0, shipped.length)).toEqual(shipped);
    expect(new Set(venues.map((venue) => venue.slug)).size).toBe(200);
  });

  it('is a site.yaml the build accepts', () => {
    const result = validateSiteConfigText(padded, { locales: readProjectLocales(process.cwd()) });
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('keeps the owner’s comments', () => {
    expect(padded).toContain('# ── Preferred venues');
  });
});
