/**
 * The record of which unit test files read which content (written by
 * tests/support/content-reads.ts during `npm run test:unit`), and the tests
 * that a change of some content files concerns: the owner's week runs those
 * on its edited copy, the quick loop those of the branch's changes.
 *
 * One line per test file and path read: `<test file>\t<path>`, both relative
 * to the project. The path is a file or a folder of the content, a folder
 * holding content (`src`, or `.` for the whole project), or `*` for a process
 * started in the project's folder, which may read anything.
 *
 * As a command, prints the test files that read any of the given paths:
 *   tsx tests/support/content-record.ts <record file> <changed path>...
 */
import fs from 'node:fs';

/** A process started in the project's folder: it may read any content. */
export const ANY_CONTENT = '*';

export function recordLine(testFile: string, read: string): string {
  return `${testFile}\t${read}`;
}

/** Each test file of the record, with the content paths it read. */
export function parseRecord(text: string): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const line of text.split('\n').filter(Boolean)) {
    const [testFile = '', read = ANY_CONTENT] = line.split('\t');
    if (!reads.has(testFile)) reads.set(testFile, new Set());
    reads.get(testFile)?.add(read);
  }
  return reads;
}

/** Whether reading `read` reads `changed`: the same path, or a folder around it. */
function readTouches(read: string, changed: string): boolean {
  if (read === ANY_CONTENT || read === '.') return true;
  return changed === read || changed.startsWith(`${read}/`) || read.startsWith(`${changed}/`);
}

/** The test files that read any of `changed` (paths relative to the project), sorted. */
export function testsReading(
  reads: Map<string, Set<string>>,
  changed: readonly string[],
): string[] {
  return [...reads]
    .filter(([, paths]) =>
      [...paths].some((read) => changed.some((file) => readTouches(read, file))),
    )
    .map(([testFile]) => testFile)
    .sort();
}

if (require.main === module) {
  const [recordFile, ...changed] = process.argv.slice(2);
  if (!recordFile)
    throw new Error('Usage: tsx tests/support/content-record.ts <record file> <changed path>...');
  const reads = parseRecord(fs.readFileSync(recordFile, 'utf8'));
  for (const testFile of testsReading(reads, changed)) process.stdout.write(`${testFile}\n`);
}
