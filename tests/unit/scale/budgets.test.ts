/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  filesOverBudget,
  growthOverBudget,
  growthPerVenue,
  type SiteSize,
} from '../../../scripts/scale/budgets';
import {
  filesWithSizes,
  publicSizes,
  readableSize,
  sizesOf,
  type SizedFile,
} from '../../../scripts/scale/public-sizes';
import { writeSizedFile } from '../support/sized-files';

const KB = 1024;

describe('publicSizes', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-sizes-'));
    const write = (file: string, bytes: number) => writeSizedFile(dir, file, bytes);
    write('index.html', 300);
    write('contact/index.html', 500);
    write('page-data/index/page-data.json', 200);
    write('page-data/contact/page-data.json', 700);
    write('app.js', 1000);
    fs.symlinkSync(path.join(dir, 'app.js'), path.join(dir, 'link.js'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts every file once, links not followed', () => {
    expect(
      filesWithSizes(dir)
        .map(({ file }) => file)
        .sort(),
    ).toEqual([
      'app.js',
      'contact/index.html',
      'index.html',
      'page-data/contact/page-data.json',
      'page-data/index/page-data.json',
    ]);
    expect(publicSizes(dir).totalBytes).toBe(2700);
  });

  it('lists the page data and the HTML pages, largest first', () => {
    const sizes = publicSizes(dir);
    expect(sizes.pageData).toEqual([
      { file: 'page-data/contact/page-data.json', bytes: 700 },
      { file: 'page-data/index/page-data.json', bytes: 200 },
    ]);
    expect(sizes.html.map(({ file }) => file)).toEqual(['contact/index.html', 'index.html']);
  });

  it('says to build first when there is no public/', () => {
    expect(() => publicSizes(path.join(dir, 'missing'))).toThrow('build the site first');
  });
});

describe('readableSize', () => {
  it('gives KB below a megabyte, then MB, then GB, in units of 1024', () => {
    expect(readableSize(40 * KB)).toBe('40.0 KB');
    expect(readableSize(2.5 * KB * KB)).toBe('2.50 MB');
    expect(readableSize(2.1 * KB ** 3)).toBe('2.10 GB');
  });
});

describe('filesOverBudget', () => {
  const files: SizedFile[] = Array.from({ length: 12 }, (_, index) => ({
    file: `page-data/venues/v${index}/page-data.json`,
    bytes: (60 - index) * KB,
  }));

  it('passes files at the budget', () => {
    expect(filesOverBudget('page-data files', files, 60 * KB)).toEqual([]);
  });

  it('names the worst ten files with their sizes, and counts the rest', () => {
    const message = filesOverBudget('page-data files', files, 40 * KB);
    expect(message[0]).toBe('12 of 12 page-data files are over 40.0 KB; the largest:');
    expect(message[1]).toBe('  page-data/venues/v0/page-data.json  60.0 KB');
    expect(message).toHaveLength(12);
    expect(message.at(-1)).toBe('  … and 2 more');
  });
});

describe('growth per added venue', () => {
  const site = (venues: number, pageData: number, html: number, other: number): SiteSize => {
    const sizes = sizesOf([
      { file: 'page-data/a/page-data.json', bytes: pageData },
      { file: 'a/index.html', bytes: html },
      { file: 'app.js', bytes: other },
    ]);
    return { venues, sizes };
  };
  const shipped = site(4, 100 * KB, 200 * KB, 15 * KB * KB);

  it('is the difference in public/ divided by the venues added', () => {
    const padded = site(1_000, 100 * KB + 996 * 60 * KB, 200 * KB + 996 * 50 * KB, 15 * KB * KB);
    expect(growthPerVenue(shipped, padded)).toBe(110 * KB);
    expect(growthOverBudget(shipped, padded, 150 * KB)).toEqual([]);
  });

  it('says, when over the budget, what each added venue adds', () => {
    const padded = site(1_000, 100 * KB + 996 * 300 * KB, 200 * KB + 996 * 50 * KB, 15 * KB * KB);
    const message = growthOverBudget(shipped, padded, 150 * KB);
    expect(message[0]).toMatch(/^public\/ grows by 350\.0 KB per added venue, over 150\.0 KB: /);
    expect(message[1]).toBe(
      '  Per added venue: page-data 300.0 KB, HTML 50.0 KB, everything else 0.0 KB.',
    );
  });
});
