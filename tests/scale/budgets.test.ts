/**
 * The scale budgets of issue 22, on a copy of the project padded to 1,000
 * venues (scripts/scale/pad-venues.ts): no page grows with the number of
 * venues, and public/ grows by what each added venue brings, no more.
 *
 * The copy is built here, once (several minutes). SCALE_BUILT_COPY=<folder>
 * checks a padded copy built earlier instead, to work on the checks alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coldBuild } from '../../scripts/bench/builds';
import {
  filesOverBudget,
  growthOverBudget,
  GROWTH_PER_VENUE_MAX_BYTES,
  HTML_MAX_BYTES,
  PAGE_DATA_MAX_BYTES,
  SCALE_VENUES,
  type SiteSize,
} from '../../scripts/scale/budgets';
import {
  paddedProjectCopy,
  PROJECT_ROOT,
  removeProjectCopy,
  venueSlugsOf,
} from '../../scripts/scale/pad-venues';
import { publicSizes } from '../../scripts/scale/public-sizes';

const BUILD_LOG = path.join(os.tmpdir(), 'scale-budgets-build.log');
const LANGUAGES = 3;

const venuesOf = (projectDir: string) =>
  venueSlugsOf(fs.readFileSync(path.join(projectDir, 'site.yaml'), 'utf8')).length;

function shippedSite(): SiteSize {
  if (!fs.existsSync(path.join(PROJECT_ROOT, 'public', 'index.html'))) {
    throw new Error(
      'The shipped site is not built (public/index.html not found): run npm run build first.',
    );
  }
  return { venues: venuesOf(PROJECT_ROOT), sizes: publicSizes(path.join(PROJECT_ROOT, 'public')) };
}

let shipped: SiteSize;
let padded: SiteSize;

beforeAll(async () => {
  shipped = shippedSite();
  const builtEarlier = process.env.SCALE_BUILT_COPY;
  const copy = builtEarlier ?? paddedProjectCopy(SCALE_VENUES);
  try {
    if (!builtEarlier) {
      const timing = await coldBuild(copy, BUILD_LOG);
      process.stderr.write(
        `[scale] ${SCALE_VENUES} venues built in ${timing.seconds.toFixed(0)} s, ${timing.pages} pages (log: ${BUILD_LOG})\n`,
      );
    }
    padded = { venues: venuesOf(copy), sizes: publicSizes(path.join(copy, 'public')) };
  } finally {
    if (!builtEarlier) removeProjectCopy(copy);
  }
}, 60 * 60_000);

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
