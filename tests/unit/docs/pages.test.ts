/** @jest-environment node */
/**
 * The docs keep their shape: a short README, context a reader can recover
 * (no internal issue numbers, no paths or tools of one machine), every
 * output rewrite on its page, every decision record indexed and dated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OUTPUT_REWRITES } from '../../../gatsby/output-rewrites';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** README.md, CONTRIBUTING.md and every page of docs/, as paths from the root. */
function pages(): string[] {
  const found = ['README.md', 'CONTRIBUTING.md'];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.md')) found.push(file);
    }
  };
  walk('docs');
  return found;
}

/**
 * Context only one team or one machine has: an issue of a tracker the
 * repository does not hold, or a path or tool of a particular computer.
 * Upstream issues are written owner/repo#123, which these do not match.
 */
const UNRECOVERABLE: ReadonlyArray<[RegExp, string]> = [
  [/\bissues? #?\d+/gi, 'an internal issue number: say the reason, or link a decision record'],
  [/(?<![\w.])\/(?:work|home|Users)\/[\w.-]+/g, 'a path of one machine'],
  [/\bheavy\s+--exclusive\b/g, 'a tool of one machine'],
];

function unrecoverable(text: string): string[] {
  return UNRECOVERABLE.flatMap(([pattern, what]) =>
    [...text.matchAll(pattern)].map((match) => `"${match[0]}": ${what}`),
  );
}

it('the README stays a short page: at most 250 lines', () => {
  expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
});

describe.each(pages())('%s', (page) => {
  it('cites no internal issue, and no path or tool of one machine', () => {
    expect(unrecoverable(read(page))).toEqual([]);
  });
});

/** The code, whose comments must not cite them either: every source, test, style and script. */
function codeFiles(): string[] {
  const skipped = new Set(['node_modules', 'samples', 'runtimes']);
  const found: string[] = ['site.yaml'];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(file);
      } else if (/\.(tsx?|c?js|mjs|css|sh|ya?ml)$/.test(entry.name)) found.push(file);
    }
  };
  for (const folder of ['src', 'gatsby', 'scripts', 'tests', 'packages', '.ci']) walk(folder);
  // This file names them, to show the check finds them.
  return found.filter((file) => file !== 'tests/unit/docs/pages.test.ts');
}

it('no code comment cites an internal issue, or a path or tool of one machine', () => {
  const files = codeFiles();
  expect(files.length).toBeGreaterThan(300);
  expect(
    files.flatMap((file) => unrecoverable(read(file)).map((what) => `${file}: ${what}`)),
  ).toEqual([]);
});

it('finds internal issue numbers and machine paths, not upstream issues', () => {
  expect(unrecoverable('after issue 35; issues 29–35; see reach/reach-ui#916')).toEqual([
    '"issue 35": an internal issue number: say the reason, or link a decision record',
    '"issues 29": an internal issue number: say the reason, or link a decision record',
  ]);
  expect(unrecoverable('run `/work/bin/heavy --exclusive …`, or docs/work/x')).toHaveLength(2);
});

it('docs/dev/output-rewrites.md names every rewrite of gatsby/output-rewrites/', () => {
  const page = read('docs/dev/output-rewrites.md');
  const missing = OUTPUT_REWRITES.map(({ name }) => name).filter(
    (name) => !page.includes(`\`${name}\``),
  );
  expect(missing).toEqual([]);
});

describe('the decision records', () => {
  const folder = 'docs/decisions';
  const records = fs.readdirSync(path.join(ROOT, folder)).filter((name) => name !== 'README.md');
  const index = read(`${folder}/README.md`);

  it.each(records)('%s is numbered, dated, indexed', (record) => {
    expect(record).toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
    const text = read(`${folder}/${record}`);
    expect(text).toMatch(new RegExp(`^# ${record.slice(0, 4)}\\. `));
    expect(text).toMatch(/^- \*\*Date:\*\* \d{4}-\d{2}-\d{2}/m);
    expect(text).toMatch(/^## Decision$/m);
    expect(index).toContain(`](${record})`);
  });
});
