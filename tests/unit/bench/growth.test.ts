/** @jest-environment node */
import {
  GROWTH_DOCS_END,
  GROWTH_DOCS_START,
  growthRow,
  growthSection,
  pageOfFile,
  parseCounts,
  withGrowthInDocs,
  type GrowthResult,
} from '../../../scripts/bench/growth';
import { parseProcStat, treeResidentBytes } from '../../../scripts/bench/peak-memory';
import { sizesOf } from '../../../scripts/scale/public-sizes';

const MB = 1024 ** 2;

describe('parseCounts', () => {
  it('reads the counts smallest first, each once', () => {
    expect(parseCounts('2000, 4,200,4')).toEqual([4, 200, 2000]);
  });

  it('refuses what is not a whole number of venues', () => {
    expect(() => parseCounts('4,two')).toThrow('--counts takes whole numbers');
    expect(() => parseCounts('0')).toThrow('--counts takes whole numbers');
    expect(() => parseCounts('')).toThrow('--counts takes whole numbers');
  });
});

describe('pageOfFile', () => {
  it('gives the page a page-data file or an HTML file belongs to', () => {
    expect(pageOfFile('page-data/index/page-data.json')).toBe('/');
    expect(pageOfFile('page-data/es/venues/x/page-data.json')).toBe('/es/venues/x/');
    expect(pageOfFile('contact/index.html')).toBe('/contact/');
    expect(pageOfFile('index.html')).toBe('/');
    expect(pageOfFile('404.html')).toBe('/404.html');
  });
});

const timing = (seconds: number, pages: number, peak: number) => ({
  seconds,
  pages,
  htmlFiles: pages + 72,
  peakMemoryBytes: peak,
});
const RESULT: GrowthResult = {
  date: '2026-11-26',
  machine: '2 × Test CPU, 8 GB RAM, Linux, Node v20',
  rows: [
    growthRow(
      4,
      timing(100, 61, 900 * MB),
      sizesOf([
        { file: 'page-data/contact/page-data.json', bytes: 19_000 },
        { file: 'contact/index.html', bytes: 68_000 },
        { file: 'app.js', bytes: 15 * MB },
      ]),
    ),
    growthRow(
      200,
      timing(130, 649, 1400 * MB),
      sizesOf([
        { file: 'page-data/venues/page-data.json', bytes: 60_000 },
        { file: 'venues/index.html', bytes: 300_000 },
        { file: 'app.js', bytes: 15 * MB + 196 * 100 * 1024 },
      ]),
    ),
  ],
};

describe('growthSection', () => {
  const text = growthSection(RESULT).join('\n');

  it('gives each build a row: venues, pages, time, peak memory and sizes', () => {
    expect(text).toContain(
      '| 4 | 61 | 100 s | 900.00 MB | 15.08 MB | 18.6 KB |  | `/contact/` 18.6 KB | `/contact/` 66.4 KB |',
    );
  });

  it('says how much public/ grew per venue added since the row before', () => {
    const row = text.split('\n').find((line) => line.startsWith('| 200 |')) ?? '';
    expect(row.split(' | ')[6]).toBe('101.4 KB');
    expect(row).toContain('`/venues/` 58.6 KB');
  });

  it('says when and where it was measured', () => {
    expect(text).toContain('Measured on 2026-11-26 by `npm run bench` on 2 × Test CPU');
  });

  it('shows a dash where the peak memory is unknown', () => {
    const unknown = { ...RESULT, rows: [{ ...RESULT.rows[0]!, peakMemoryBytes: Number.NaN }] };
    expect(growthSection(unknown).join('\n')).toContain('| 100 s | – |');
  });
});

describe('withGrowthInDocs', () => {
  it('replaces what is between the growth markers, and only that', () => {
    const page = `# Title\n${GROWTH_DOCS_START}\nold\n${GROWTH_DOCS_END}\nAfter\n`;
    expect(withGrowthInDocs(page, 'new')).toBe(
      `# Title\n${GROWTH_DOCS_START}\n\nnew\n\n${GROWTH_DOCS_END}\nAfter\n`,
    );
  });

  it('fails without the markers', () => {
    expect(() => withGrowthInDocs('# Title\n', 'new')).toThrow(GROWTH_DOCS_START);
  });
});

describe('peak memory from /proc', () => {
  it('reads the parent and resident pages, even when the command has spaces and parentheses', () => {
    const line =
      '4242 (node (worker) 1) S 4200 4242 4200 0 -1 4194560 ' + '0 '.repeat(14) + '2500 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, parent: 4200, residentBytes: 2500 * 4096 });
  });

  it('sums a process and all its descendants, and nothing else', () => {
    const processes = [
      { pid: 1, parent: 0, residentBytes: 1000 },
      { pid: 10, parent: 1, residentBytes: 100 },
      { pid: 11, parent: 10, residentBytes: 20 },
      { pid: 12, parent: 11, residentBytes: 3 },
      { pid: 20, parent: 1, residentBytes: 5000 },
    ];
    expect(treeResidentBytes(10, processes)).toBe(123);
    expect(treeResidentBytes(99, processes)).toBe(0);
  });
});
