/**
 * What a build wrote, by size: the whole public/ folder, its page data and
 * its HTML pages. Shared by the scale budgets (tests/scale) and the
 * benchmark's growth report, so both count the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SizedFile {
  /** Relative to public/, with forward slashes: page-data/contact/page-data.json */
  file: string;
  bytes: number;
}

export interface PublicSizes {
  /** Every file's bytes (raw, as written), symbolic links not followed. */
  totalBytes: number;
  /** The page-data.json files, largest first. */
  pageData: SizedFile[];
  /** The .html files, largest first. */
  html: SizedFile[];
}

/** Every file under `dir`, with its size; `relative` is the path so far. */
export function filesWithSizes(dir: string, relative = ''): SizedFile[] {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) return filesWithSizes(dir, file);
    if (!entry.isFile()) return [];
    return [{ file, bytes: fs.statSync(path.join(dir, file)).size }];
  });
}

const largestFirst = (a: SizedFile, b: SizedFile) =>
  b.bytes - a.bytes || a.file.localeCompare(b.file);

export const isPageData = (file: string) => file.endsWith('/page-data.json');
export const isHtml = (file: string) => file.endsWith('.html');

export function sizesOf(files: readonly SizedFile[]): PublicSizes {
  return {
    totalBytes: files.reduce((sum, { bytes }) => sum + bytes, 0),
    pageData: files.filter(({ file }) => isPageData(file)).sort(largestFirst),
    html: files.filter(({ file }) => isHtml(file)).sort(largestFirst),
  };
}

export function publicSizes(publicDir: string): PublicSizes {
  if (!fs.existsSync(publicDir))
    throw new Error(`${publicDir} does not exist: build the site first`);
  return sizesOf(filesWithSizes(publicDir));
}

export const sumOf = (files: readonly SizedFile[]) =>
  files.reduce((sum, { bytes }) => sum + bytes, 0);

/** 40.0 KB, 2.31 MB, 2.05 GB: sizes in units of 1024, as docs/performance.md's tables give them. */
export function readableSize(bytes: number): string {
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
