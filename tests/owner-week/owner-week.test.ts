/**
 * Changing the site never breaks the tests. A copy of the project gets a week
 * of an owner's edits through the browser editor's own saving code
 * (scripts/owner-week/owner-week.ts: old addresses added and removed, a venue
 * with its page, photo and words, a gallery photo with its words, a review,
 * the phone, the email, the Services menu's order, a Spanish text). Then
 * Prettier (the lint step) on what the editor wrote, `npm run check` and the
 * unit tests that read what the week changed run on the copy, and must pass
 * as they pass on the shipped content. A developer then adds a service page to it with
 * `npm run new:service`, and the copy is built and put through the build
 * tests: one build proves both.
 *
 * OWNER_WEEK_KEEP=1 keeps the copy (its folder is printed) to look into a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { makeOwnerWeek, type OwnerWeek } from '../../scripts/owner-week/owner-week';
import { buildCopy } from '../../scripts/project-copy/build-copy';
import {
  copyProject,
  PROJECT_ROOT,
  type ProjectCopy,
} from '../../scripts/project-copy/project-copy';
import type { SiteConfig } from '../../src/config/schema';
import { parseRecord, testsReading } from '../support/content-record';

const LOG_DIR = os.tmpdir();
const MINUTES = 60_000;
/** The service page a developer adds after the owner's week (an id no service of the project has). */
const NEW_SERVICE = 'uplighting-scaffold';

const TSX = path.join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const JEST = path.join(PROJECT_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const PRETTIER = path.join(PROJECT_ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');

let project: ProjectCopy | undefined;
let copy: string;
let week: OwnerWeek;

function note(text: string): void {
  process.stderr.write(`[owner-week] ${text}\n`);
}

function seconds(since: bigint): string {
  return `${(Number(process.hrtime.bigint() - since) / 1e9).toFixed(0)} s`;
}

/** Runs a node script of the project in the copy; its output goes to a log file. */
function runInCopy(name: string, args: string[]) {
  const log = path.join(LOG_DIR, `owner-week-${name}.log`);
  const started = process.hrtime.bigint();
  const { JEST_WORKER_ID: _worker, CONTENT_READERS_FILE: _record, ...environment } = process.env;
  const run = spawnSync(process.execPath, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...environment, CI: 'true' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  fs.writeFileSync(log, output);
  note(`${name}: exit ${run.status} in ${seconds(started)} (log: ${log})`);
  return { status: run.status, output };
}

/** What a failed jest run says went wrong: its failed suites and tests, and its totals. */
function failures(output: string): string {
  const wanted = output
    .split('\n')
    .filter((line) => /^(FAIL |\s+● |Tests:|Test Suites:)/.test(line));
  return [...new Set(wanted)].join('\n');
}

/** A run's exit code, and its output when it failed (what a failed expectation shows). */
function outcome(run: { status: number | null; output: string }, show = (text: string) => text) {
  return { status: run.status, output: run.status === 0 ? '' : show(run.output) };
}

const PASSED = { status: 0, output: '' };

/**
 * The unit test files that read a file the week changed, as `npm run
 * test:unit` recorded their reads in CONTENT_READERS_FILE
 * (tests/support/content-reads.ts): the others read nothing the week
 * touched, so they give the result they gave on the shipped content. Null
 * without a record.
 */
function testsReadingTheWeek(): string[] | null {
  const record = process.env.CONTENT_READERS_FILE;
  if (!record || !fs.existsSync(record)) return null;
  const changed = [...new Set(week.edits.flatMap((edit) => edit.files))];
  const found = testsReading(parseRecord(fs.readFileSync(record, 'utf8')), changed).filter((file) =>
    fs.existsSync(path.join(copy, file)),
  );
  return found.length > 0 ? found : null;
}

beforeAll(async () => {
  const started = process.hrtime.bigint();
  // A git checkout, as the owner's is: the tests copy what git keeps.
  project = copyProject({ scope: 'project', prefix: 'owner-week', asRepository: true });
  copy = project.root;
  week = await makeOwnerWeek(copy);
  note(`copied the project to ${copy} and made ${week.edits.length} saves in ${seconds(started)}`);
}, 5 * MINUTES);

afterAll(() => {
  if (!process.env.OWNER_WEEK_KEEP) project?.remove();
});

describe('a week of owner edits, saved by the editor', () => {
  it('is saved whole: every edit accepted and written', () => {
    expect(week.edits.map((edit) => edit.what)).toEqual([
      'Old addresses: one added, one removed',
      'Preferred venues: a venue added',
      'Venue pages: its page, with a photo',
      'Texts: the venue’s words',
      'Texts: the photo’s caption and description',
      'Event gallery: a photo added',
      'Reviews: a review added',
      'Business facts: phone and email',
      'Menus: two entries of the Services menu swapped',
      'Texts: a Spanish text rewritten',
    ]);
    for (const edit of week.edits) {
      expect({ ...edit, wrote: edit.files.length > 0 }).toEqual({ ...edit, wrote: true });
    }
    const site = parse(fs.readFileSync(path.join(copy, 'site.yaml'), 'utf8')) as SiteConfig;
    expect(site.business).toMatchObject({ phone: week.phone, email: week.email });
    expect(site.redirects).toContainEqual(week.addedRedirect);
    expect(site.redirects.map((redirect) => redirect.from)).not.toContain(week.removedRedirect);
    expect(site.venues.map((venue) => venue.slug)).toContain(week.venue.slug);
    expect(fs.existsSync(path.join(copy, 'data', week.venue.image))).toBe(true);
    expect(fs.existsSync(path.join(copy, 'data', week.galleryPhoto.image))).toBe(true);
  });

  it('keeps every comment of site.yaml, as the owner wrote it', () => {
    const comments = (root: string) =>
      fs
        .readFileSync(path.join(root, 'site.yaml'), 'utf8')
        .split('\n')
        .filter((line) => line.trim().startsWith('#'));
    expect(comments(copy)).toEqual(comments(PROJECT_ROOT));
  });

  it('is written in the layout the lint step checks (Prettier)', () => {
    // site.yaml keeps the owner's own layout: the lint step leaves it out (.prettierignore).
    const written = [...new Set(week.edits.flatMap((edit) => edit.files))].filter(
      (file) => /\.(ya?ml|json)$/.test(file) && file !== 'site.yaml',
    );
    expect(written.length).toBeGreaterThan(5);
    expect(outcome(runInCopy('prettier', [PRETTIER, '--check', ...written]))).toEqual(PASSED);
  });
});

describe('the project after the week', () => {
  it(
    'passes npm run check',
    () => {
      expect(outcome(runInCopy('check', [TSX, 'scripts/check.ts']))).toEqual(PASSED);
    },
    2 * MINUTES,
  );

  it(
    'passes the unit tests that read what the week changed',
    () => {
      const tests = testsReadingTheWeek();
      note(
        tests
          ? `${tests.length} unit test files read what the week changed (recorded in ${process.env.CONTENT_READERS_FILE})`
          : 'no record of which unit tests read the content (CONTENT_READERS_FILE): running them all',
      );
      const run = runInCopy('unit-tests', [
        JEST,
        '--ci',
        ...(tests ? ['--runTestsByPath', ...tests] : []),
      ]);
      expect(outcome(run, failures)).toEqual(PASSED);
    },
    60 * MINUTES,
  );

  it(
    'takes a new service page from npm run new:service',
    () => {
      const run = runInCopy('new-service', [TSX, 'scripts/new-service/cli.ts', NEW_SERVICE]);
      expect(outcome(run)).toEqual(PASSED);
    },
    2 * MINUTES,
  );

  it(
    'builds, with the new venue, old address and service page',
    async () => {
      const log = path.join(LOG_DIR, 'owner-week-build.log');
      const timing = await buildCopy(copy, { logFile: log });
      note(`built in ${timing.seconds.toFixed(0)} s, ${timing.pages} pages (log: ${log})`);
      const built = (address: string) =>
        fs.existsSync(path.join(copy, 'public', ...address.split('/'), 'index.html'));
      const photo = path.basename(week.venue.image, path.extname(week.venue.image));
      for (const language of ['', '/es', '/it']) {
        const page = `${language}/venues/${week.venue.slug}/`;
        expect(built(page)).toBe(true);
        // Its headline picture: the uploaded photo, in the sizes the build made of it.
        const html = fs.readFileSync(path.join(copy, 'public', page, 'index.html'), 'utf8');
        expect(html).toMatch(new RegExp(`srcSet="[^"]*/static/[^"]*/${photo}\\.(avif|webp)`, 'i'));
      }
      expect(built(week.addedRedirect.from)).toBe(true);
      for (const language of ['', '/es', '/it']) {
        expect(built(`${language}/${NEW_SERVICE}/`)).toBe(true);
      }
    },
    60 * MINUTES,
  );

  it(
    'passes the build tests',
    () => {
      const run = runInCopy('build-tests', [JEST, '--ci', '--config', 'jest.build.config.js']);
      expect(outcome(run, failures)).toEqual(PASSED);
    },
    30 * MINUTES,
  );
});
