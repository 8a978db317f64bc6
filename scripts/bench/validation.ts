// How long validating site.yaml takes in-process, against its targets (below): the shipped
// file with its translations (what every build and every save in the editor waits for), and a
// site.yaml with 10,000 venues, where a check that grows faster than the file would show.
// Figures of this machine, not a test: nothing here passes or fails on time.
//
//   npx tsx scripts/bench/validation.ts     (alone; `npm run bench` runs it too)

import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkProject } from '../../src/config/check-project';
import { formatProblems } from '../../src/config/problems';
import { readProjectLocales, SITE_CONFIG_FILE } from '../../src/config/project';
import { readProjectFiles } from '../../src/config/read-files';
import { validateSiteConfigText } from '../../src/config/validate';
import { ROOT } from './builds';
import { validationSection } from './report';
import type { TimedCase, ValidationFigures } from './validation-figures';

export const SHIPPED_FILE_TARGET_MS = 50;
export const MANY_VENUES_TARGET_MS = 2_000;
export const MANY_VENUES = 10_000;

export type { TimedCase, ValidationFigures };

const ENTRY_START = /^(\s+)- /;

/** Where the venues list's entries are: its first entry, and its last indented line. */
function venuesList(lines: readonly string[]): { first: number; last: number; indent: string } {
  const key = lines.findIndex((line) => /^venues:\s*$/.test(line));
  if (key < 0) throw new Error(`${SITE_CONFIG_FILE} has no "venues:" list written as a block`);
  let last = key;
  // Comments in column 0 may sit between entries; the next top-level key ends the list.
  for (const [index, line] of lines.entries()) {
    if (index <= key) continue;
    if (/^[^\s#]/.test(line)) break;
    if (/^\s+\S/.test(line)) last = index;
  }
  const first = lines.findIndex((line, index) => index > key && ENTRY_START.test(line));
  const indent = ENTRY_START.exec(lines[first] ?? '')?.[1];
  if (first < 0 || first > last || indent === undefined) {
    throw new Error(`${SITE_CONFIG_FILE}'s "venues:" list has no entry to copy`);
  }
  return { first, last, indent };
}

/** The first entry's lines, the pattern every added venue is written in. */
function entryTemplate(lines: readonly string[], first: number, last: number, indent: string) {
  const next = lines.findIndex((line, index) => index > first && line.startsWith(`${indent}- `));
  const end = next < 0 || next > last ? last + 1 : next;
  const template = lines
    .slice(first, end)
    .filter((line) => /^\s+\S/.test(line) && !/^\s*#/.test(line));
  if (!template.some((line) => /^\s*(?:- )?slug:/.test(line))) {
    throw new Error(`${SITE_CONFIG_FILE}'s first venue has no "slug:" line to copy`);
  }
  return template;
}

function withValue(line: string, key: string, value: string): string {
  return line.replace(new RegExp(`^(\\s*(?:- )?${key}:\\s*).*$`), `$1${value}`);
}

/**
 * site.yaml with `count` venues added at the end of its venues list, each written line for line
 * like the list's first entry, with its own slug (bench-venue-00001, …) and name. Edits the text
 * rather than re-writing the YAML, so the rest of the file stays byte for byte as shipped.
 */
export function siteYamlWithMoreVenues(text: string, count: number): string {
  const lines = text.split('\n');
  const { first, last, indent } = venuesList(lines);
  const template = entryTemplate(lines, first, last, indent);
  const digits = Math.max(5, String(count).length);
  const added = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(digits, '0');
    return template.map((line) =>
      withValue(withValue(line, 'slug', `bench-venue-${number}`), 'name', `Bench Venue ${number}`),
    );
  }).flat();
  return [...lines.slice(0, last + 1), ...added, ...lines.slice(last + 1)].join('\n');
}

/** Milliseconds of each of `runs` calls of `work`. */
function timedRuns(runs: number, work: () => unknown): number[] {
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  });
}

/** Validates once, untimed: the warm-up, and the proof that the timed runs take the valid path. */
function validOrThrow(text: string, locales: ReturnType<typeof readProjectLocales>): void {
  const result = validateSiteConfigText(text, { locales });
  if (!result.ok) {
    throw new Error(
      `The benchmark times valid files only, and this one is not:\n` +
        formatProblems(SITE_CONFIG_FILE, result.problems.slice(0, 5)),
    );
  }
}

function projectCheckOrThrow(root: string): void {
  const check = checkProject(readProjectFiles(root));
  if (!check.ok) {
    const files = check.files.map(({ file, problems }) => formatProblems(file, problems));
    throw new Error(`The project's files are not valid:\n${files.join('\n')}`);
  }
}

export function measureValidation(
  root: string = ROOT,
  runs: { shipped: number; manyVenues: number } = { shipped: 15, manyVenues: 3 },
): ValidationFigures {
  const text = fs.readFileSync(path.join(root, SITE_CONFIG_FILE), 'utf8');
  const locales = readProjectLocales(root);

  validOrThrow(text, locales);
  const shippedFile = timedRuns(runs.shipped, () => validateSiteConfigText(text, { locales }));

  projectCheckOrThrow(root);
  const projectCheck = timedRuns(runs.shipped, () => checkProject(readProjectFiles(root)));

  const padded = siteYamlWithMoreVenues(text, MANY_VENUES);
  validOrThrow(padded, locales);
  const manyVenues = timedRuns(runs.manyVenues, () => validateSiteConfigText(padded, { locales }));

  return {
    shippedFile: { runsMs: shippedFile, targetMs: SHIPPED_FILE_TARGET_MS },
    projectCheck: { runsMs: projectCheck },
    manyVenues: { runsMs: manyVenues, targetMs: MANY_VENUES_TARGET_MS, venues: MANY_VENUES },
  };
}

if (require.main === module) {
  process.stdout.write(`${validationSection(measureValidation()).join('\n')}\n`);
}
