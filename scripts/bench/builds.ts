/**
 * Timed cold builds (gatsby clean, then gatsby build) of the site, of the
 * bare Gatsby baseline, and of a copy of the site padded to many venues,
 * which shows how build time grows with the number of pages.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';

export const ROOT = path.resolve(__dirname, '..', '..');
const GATSBY_CLI = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');

/** Folders never copied into the padded project: built output, caches, history. */
const NOT_COPIED = new Set([
  'node_modules',
  '.cache',
  'public',
  '.git',
  'test-results',
  'playwright-report',
  'results',
]);

function gatsby(command: string, cwd: string, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [GATSBY_CLI, command], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      stdio: ['ignore', log, log],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`gatsby ${command} in ${cwd} failed (exit ${code}): see ${logFile}`));
    });
  });
}

export interface BuildTiming {
  seconds: number;
  /** Pages Gatsby built (page-data files). */
  pages: number;
  /** HTML files written, redirect pages included. */
  htmlFiles: number;
}

function countFiles(dir: string, test: (name: string) => boolean): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory()
          ? countFiles(path.join(dir, entry.name), test)
          : test(entry.name)
            ? 1
            : 0),
      0,
    );
}

/** gatsby clean, then a timed gatsby build in `projectDir`. */
export async function coldBuild(projectDir: string, logFile: string): Promise<BuildTiming> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  await gatsby('clean', projectDir, logFile);
  const start = process.hrtime.bigint();
  await gatsby('build', projectDir, logFile);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const publicDir = path.join(projectDir, 'public');
  return {
    seconds,
    pages: countFiles(path.join(publicDir, 'page-data'), (name) => name === 'page-data.json'),
    htmlFiles: countFiles(publicDir, (name) => name.endsWith('.html')),
  };
}

/** site.yaml with invented venues appended until there are `total` (comments kept). */
export function paddedSiteYaml(text: string, total: number): string {
  const document = parseDocument(text);
  const venues = document.get('venues');
  if (!isSeq(venues)) throw new Error('site.yaml has no venues list');
  const slugs = new Set(venues.items.map((item) => (isMap(item) ? String(item.get('slug')) : '')));
  for (let number = 1; venues.items.length < total; number += 1) {
    const slug = `bench-venue-${number}`;
    if (slugs.has(slug)) continue;
    venues.add(
      document.createNode({
        slug,
        name: `Bench Venue ${number}`,
        locality: 'Morristown',
        region: 'NJ',
        country: 'US',
        amenities: ['wedding venue', 'corporate event space'],
      }),
    );
  }
  return document.toString();
}

/**
 * A throw-away copy of the project (sharing node_modules through a link)
 * whose site.yaml lists `venues` venues. Production code has no switch for
 * this: the copy is an ordinary checkout with a longer site.yaml.
 */
export function paddedProjectCopy(venues: number): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${venues}-venues-`));
  fs.cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)) || source === ROOT,
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const siteYaml = path.join(copy, 'site.yaml');
  fs.writeFileSync(siteYaml, paddedSiteYaml(fs.readFileSync(siteYaml, 'utf8'), venues));
  return copy;
}
