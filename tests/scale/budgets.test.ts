/**
 * The scale budgets, on a copy of the project padded to 1,000 venues
 * (scripts/scale/pad-venues.ts): no page grows with the number of venues,
 * and public/ grows by what each added venue brings, no more.
 *
 * The padded site is built once for its sources (scripts/scale/many-venues-site.ts),
 * shared with the venue field's end-to-end test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  filesOverBudget,
  growthOverBudget,
  GROWTH_PER_VENUE_MAX_BYTES,
  HTML_MAX_BYTES,
  PAGE_DATA_MAX_BYTES,
  SCALE_VENUES,
  type SiteSize,
} from '../../scripts/scale/budgets';
import { manyVenuesSite } from '../../scripts/scale/many-venues-site';
import { PROJECT_ROOT, venueSlugsOf } from '../../scripts/scale/pad-venues';
import { publicSizes } from '../../scripts/scale/public-sizes';

const LANGUAGES = 3;

const venuesIn = (siteYaml: string) => venueSlugsOf(fs.readFileSync(siteYaml, 'utf8')).length;

function shippedSite(): SiteSize {
  if (!fs.existsSync(path.join(PROJECT_ROOT, 'public', 'index.html'))) {
    throw new Error(
      'The shipped site is not built (public/index.html not found): run npm run build first.',
    );
  }
  return {
    venues: venuesIn(path.join(PROJECT_ROOT, 'site.yaml')),
    sizes: publicSizes(path.join(PROJECT_ROOT, 'public')),
  };
}

let shipped: SiteSize;
let padded: SiteSize;

beforeAll(async () => {
  shipped = shippedSite();
  const site = await manyVenuesSite();
  padded = { venues: venuesIn(site.siteYaml), sizes: publicSizes(site.publicDir) };
}, 30 * 60_000);

describe(`the site padded to ${SCALE_VENUES} venues`, () => {
  it('has a page per venue in every language', () => {
    expect(padded.venues).toBe(SCALE_VENUES);
    // Both: a build cut short writes the page data before the HTML.
    expect(padded.sizes.pageData.length).toBeGreaterThan(SCALE_VENUES * LANGUAGES);
    expect(padded.sizes.html.length).toBeGreaterThan(SCALE_VENUES * LANGUAGES);
  });

  it(`has no page-data.json over ${PAGE_DATA_MAX_BYTES / 1024} KB, listing pages included`, () => {
    expect(filesOverBudget('page-data files', padded.sizes.pageData, PAGE_DATA_MAX_BYTES)).toEqual(
      [],
    );
  });

  it(`has no HTML page over ${HTML_MAX_BYTES / 1024} KB`, () => {
    expect(filesOverBudget('HTML pages', padded.sizes.html, HTML_MAX_BYTES)).toEqual([]);
  });

  it(`grows by at most ${GROWTH_PER_VENUE_MAX_BYTES / 1024} KB per added venue, all languages counted`, () => {
    expect(growthOverBudget(shipped, padded, GROWTH_PER_VENUE_MAX_BYTES)).toEqual([]);
  });
});
