/**
 * The scale budgets: with a thousand venues no page grows with
 * the others, and the site grows by what each venue adds, no more. Checked
 * by tests/scale on a copy padded to SCALE_VENUES venues; pure, so that the
 * checks themselves are unit-tested (tests/unit/scale).
 */
import { readableSize, type PublicSizes, type SizedFile } from './public-sizes';

const KB = 1024;

/** The venues of the padded copy the budgets are checked on. */
export const SCALE_VENUES = 1_000;
/** Every page's page-data.json, listing pages included, raw. */
export const PAGE_DATA_MAX_BYTES = 40 * KB;
/** Every HTML page, raw. */
export const HTML_MAX_BYTES = 150 * KB;
/**
 * What public/ grows by per added venue, all three languages counted. Was
 * 150 KB; the phone call button, the hero layout, the brand face's preload
 * and the event list's link add about 6 KB to each venue page (18 KB per
 * venue), measured at 161.1 KB. Raised to 165 KB until the venue page's
 * inlined first-screen rules are trimmed back (docs/performance.md).
 */
export const GROWTH_PER_VENUE_MAX_BYTES = 165 * KB;

/** How many of the worst files a message names. */
const NAMED_FILES = 10;

/**
 * The files over `maxBytes`, described worst first; [] when none is.
 * `files` are largest first, as publicSizes gives them.
 */
export function filesOverBudget(
  what: string,
  files: readonly SizedFile[],
  maxBytes: number,
): string[] {
  const over = files.filter(({ bytes }) => bytes > maxBytes);
  if (over.length === 0) return [];
  return [
    `${over.length} of ${files.length} ${what} are over ${readableSize(maxBytes)}; the largest:`,
    ...over.slice(0, NAMED_FILES).map(({ file, bytes }) => `  ${file}  ${readableSize(bytes)}`),
    ...(over.length > NAMED_FILES ? [`  … and ${over.length - NAMED_FILES} more`] : []),
  ];
}

export interface SiteSize {
  venues: number;
  sizes: PublicSizes;
}

/** Bytes public/ grows by per venue between two builds. */
export function growthPerVenue(smaller: SiteSize, larger: SiteSize): number {
  const addedVenues = larger.venues - smaller.venues;
  if (addedVenues <= 0) throw new Error('the larger site must list more venues');
  return (larger.sizes.totalBytes - smaller.sizes.totalBytes) / addedVenues;
}

const pageDataBytes = (sizes: PublicSizes) =>
  sizes.pageData.reduce((sum, { bytes }) => sum + bytes, 0);
const htmlBytes = (sizes: PublicSizes) => sizes.html.reduce((sum, { bytes }) => sum + bytes, 0);

/** What public/ grows by per added venue, described when it is over the budget; [] otherwise. */
export function growthOverBudget(smaller: SiteSize, larger: SiteSize, maxBytes: number): string[] {
  const perVenue = growthPerVenue(smaller, larger);
  if (perVenue <= maxBytes) return [];
  const added = larger.venues - smaller.venues;
  const per = (bytes: (sizes: PublicSizes) => number) =>
    readableSize((bytes(larger.sizes) - bytes(smaller.sizes)) / added);
  return [
    `public/ grows by ${readableSize(perVenue)} per added venue, over ${readableSize(maxBytes)}: ` +
      `${readableSize(smaller.sizes.totalBytes)} with ${smaller.venues} venues, ` +
      `${readableSize(larger.sizes.totalBytes)} with ${larger.venues}.`,
    `  Per added venue: page-data ${per(pageDataBytes)}, HTML ${per(htmlBytes)}, ` +
      `everything else ${per((sizes) => sizes.totalBytes - pageDataBytes(sizes) - htmlBytes(sizes))}.`,
  ];
}
