/**
 * How the build grows with the number of venues: cold builds of
 * copies of the project padded to each count (scripts/scale/pad-venues.ts),
 * each with its build time, peak memory, the size of public/, and its
 * largest page data and HTML page. A site where no page grows with the
 * others grows in a straight line; the "per added venue" column shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { coldBuild, type BuildTiming } from './builds';
import { paddedProjectCopy, venueSlugsOf } from '../scale/pad-venues';
import {
  publicSizes,
  readableSize,
  sumOf,
  type PublicSizes,
  type SizedFile,
} from '../scale/public-sizes';

export const DEFAULT_GROWTH_COUNTS = [4, 200, 2_000];
export const GROWTH_DOCS_START = '<!-- bench:growth:start -->';
export const GROWTH_DOCS_END = '<!-- bench:growth:end -->';

export interface GrowthRow extends BuildTiming {
  venues: number;
  publicBytes: number;
  /** All page-data.json files together. */
  pageDataBytes: number;
  largestPageData?: SizedFile;
  largestHtml?: SizedFile;
}

export interface GrowthResult {
  date: string;
  /** The machine, in words: "2 × AMD EPYC, 24 GB RAM, Linux 6.1, Node v20.19.0". */
  machine: string;
  rows: GrowthRow[];
}

/** "4,200,2000" → [4, 200, 2000]: whole numbers of venues, at least one, smallest first. */
export function parseCounts(text: string): number[] {
  const counts = text.split(',').map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(`--counts takes whole numbers of venues separated by commas, not "${text}"`);
  }
  return [...new Set(counts)].sort((a, b) => a - b);
}

export function growthRow(venues: number, timing: BuildTiming, sizes: PublicSizes): GrowthRow {
  return {
    ...timing,
    venues,
    publicBytes: sizes.totalBytes,
    pageDataBytes: sumOf(sizes.pageData),
    ...(sizes.pageData[0] ? { largestPageData: sizes.pageData[0] } : {}),
    ...(sizes.html[0] ? { largestHtml: sizes.html[0] } : {}),
  };
}

/**
 * A cold build of a copy padded to each count, one after the other (the copies are removed).
 * `measured` hears of the rows so far after each build: a long run stopped half-way keeps them.
 */
export async function measureGrowth(
  counts: readonly number[],
  logsDir: string,
  progress: (message: string) => void,
  measured: (rows: readonly GrowthRow[]) => void = () => undefined,
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const count of counts) {
    progress(`Cold build of a copy with ${count} venues…`);
    const copy = paddedProjectCopy(count);
    try {
      const timing = await coldBuild(copy.root, path.join(logsDir, `growth-${count}-build.log`));
      const venues = venueSlugsOf(
        fs.readFileSync(path.join(copy.root, 'site.yaml'), 'utf8'),
      ).length;
      const row = growthRow(venues, timing, publicSizes(path.join(copy.root, 'public')));
      rows.push(row);
      measured(rows);
      progress(
        `  ${row.seconds.toFixed(0)} s, ${row.pages} pages, public/ ${readableSize(row.publicBytes)}`,
      );
    } finally {
      copy.remove();
    }
  }
  return rows;
}

/** /es/venues/x/ for page-data/es/venues/x/page-data.json, / for page-data/index/…, /contact/ for contact/index.html. */
export function pageOfFile(file: string): string {
  const pageData = /^page-data\/(.*)\/page-data\.json$/.exec(file);
  if (pageData) return pageData[1] === 'index' ? '/' : `/${pageData[1]}/`;
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

const largest = (file: SizedFile | undefined) =>
  file ? `\`${pageOfFile(file.file)}\` ${readableSize(file.bytes)}` : '–';
const memory = (bytes: number | undefined) =>
  bytes !== undefined && Number.isFinite(bytes) ? readableSize(bytes) : '–';

/** public/'s growth per venue added since the previous row. */
function perAddedVenue(row: GrowthRow, previous: GrowthRow | undefined): string {
  if (!previous || row.venues === previous.venues) return '';
  return readableSize((row.publicBytes - previous.publicBytes) / (row.venues - previous.venues));
}

export function growthSection(result: GrowthResult): string[] {
  const header = [
    'Venues',
    'Pages',
    'Build time',
    'Peak memory',
    'public/',
    'of it page-data',
    'public/ per added venue',
    'Largest page-data',
    'Largest HTML page',
  ];
  const rows = result.rows.map((row, index) => [
    row.venues.toLocaleString('en-US'),
    row.pages.toLocaleString('en-US'),
    `${row.seconds.toFixed(0)} s`,
    memory(row.peakMemoryBytes),
    readableSize(row.publicBytes),
    readableSize(row.pageDataBytes),
    perAddedVenue(row, result.rows[index - 1]),
    largest(row.largestPageData),
    largest(row.largestHtml),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Measured on ${result.date} by \`npm run bench\` on ${result.machine}: ` +
      'a cold build of a copy of the project padded to each number of venues. Sizes raw, in ' +
      'units of 1024 bytes; peak memory is the most the build’s processes held at once.',
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
  ];
}

/** The page (docs/performance.md) with the text between the growth markers replaced. */
export function withGrowthInDocs(page: string, section: string): string {
  const start = page.indexOf(GROWTH_DOCS_START);
  const end = page.indexOf(GROWTH_DOCS_END);
  if (start < 0 || end < start) {
    throw new Error(
      `docs/performance.md needs ${GROWTH_DOCS_START} and ${GROWTH_DOCS_END} around the growth table`,
    );
  }
  return `${page.slice(0, start + GROWTH_DOCS_START.length)}\n\n${section}\n\n${page.slice(end)}`;
}
