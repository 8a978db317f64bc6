/**
 * Records which unit test files read which parts of the project's content
 * (site.yaml, data/, the translations), when CONTENT_READERS_FILE names a
 * file: one line per test file and path read (tests/support/content-record.ts
 * reads them). The owner's week then runs again, on the project its edits
 * changed, the tests that read a file it changed, and the quick loop those
 * that read a file the branch changed; a test that read nothing the edits
 * touched gives the result it gave on the shipped content.
 *
 * A read is anything that opens, lists or copies a path of the content or a
 * folder holding content (copying `src/` copies the translations), and a
 * process started in the project's folder, which may read anything. Read as
 * it happens, not guessed from the test's text, so a new test is counted the
 * day it is written.
 */
import childProcess from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ANY_CONTENT, recordLine } from './content-record';

const ROOT = path.resolve(__dirname, '..', '..');
const CONTENT = [
  path.join(ROOT, 'site.yaml'),
  path.join(ROOT, 'data'),
  path.join(ROOT, 'src', 'locales'),
];

interface Recording {
  file: string;
  /** The test file running in this worker now. */
  current: string;
  /** Lines already written (test file and path). */
  recorded: Set<string>;
}

/**
 * Kept on the fs module, which every test file of the worker shares (Jest
 * gives each file its own globals, but Node's own modules are the worker's).
 */
const RECORDING = Symbol.for('event-site.content-reads');
type WithRecording = typeof fs & { [RECORDING]?: Recording };

const isWithin = (inner: string, outer: string) =>
  inner === outer || inner.startsWith(`${outer}${path.sep}`);

/**
 * The content path that `target` reads, relative to the project ('.' for
 * the project itself), or null: a path of the content, or a folder of the
 * project holding content. Folders above the project read none of it.
 */
export function contentPath(target: unknown): string | null {
  if (typeof target !== 'string' && !(target instanceof URL)) return null;
  const full = path.resolve(target instanceof URL ? target.pathname : target);
  const reads = CONTENT.some(
    (entry) => isWithin(full, entry) || (isWithin(full, ROOT) && isWithin(entry, full)),
  );
  return reads ? path.relative(ROOT, full).split(path.sep).join('/') || '.' : null;
}

function isInProject(options: unknown): boolean {
  const cwd =
    typeof options === 'object' && options !== null && 'cwd' in options
      ? (options as { cwd?: unknown }).cwd
      : undefined;
  return cwd === undefined || path.resolve(String(cwd)) === ROOT;
}

function record(recording: Recording, read: string): void {
  const line = recordLine(path.relative(ROOT, recording.current), read);
  if (recording.recorded.has(line)) return;
  recording.recorded.add(line);
  fs.appendFileSync(recording.file, `${line}\n`);
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Wraps `owner[name]` so that calls reading content (`reads` says what) are recorded. */
function watch(
  owner: object,
  name: string,
  reads: (args: unknown[]) => string | null,
  recording: Recording,
): void {
  const original = (owner as Record<string, unknown>)[name];
  if (typeof original !== 'function') return;
  (owner as Record<string, AnyFunction>)[name] = function watched(this: unknown, ...args) {
    const read = reads(args);
    if (read !== null) record(recording, read);
    return (original as AnyFunction).apply(this, args);
  };
}

const FILE_READS = [
  'readFileSync',
  'readFile',
  'readdirSync',
  'readdir',
  'existsSync',
  'statSync',
  'lstatSync',
  'openSync',
  'open',
  'createReadStream',
  'copyFileSync',
  'cpSync',
];
const PROMISE_READS = ['readFile', 'readdir', 'stat', 'lstat', 'open', 'copyFile', 'cp'];
const PROCESS_STARTS = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'fork'];
const SHELL_STARTS = ['exec', 'execSync'];

function startRecording(file: string): Recording {
  const recording: Recording = { file, current: '', recorded: new Set() };
  const firstPath = (args: unknown[]) => contentPath(args[0]);
  for (const name of FILE_READS) watch(fs, name, firstPath, recording);
  for (const name of PROMISE_READS) watch(fs.promises, name, firstPath, recording);
  const anyContentIf = (inProject: boolean) => (inProject ? ANY_CONTENT : null);
  // spawn(command, args?, options?): the options are the last object given.
  const startsInProject = (args: unknown[]) =>
    anyContentIf(
      isInProject(args.slice(1).find((arg) => typeof arg === 'object' && !Array.isArray(arg))),
    );
  for (const name of PROCESS_STARTS) watch(childProcess, name, startsInProject, recording);
  for (const name of SHELL_STARTS) {
    watch(childProcess, name, (args) => anyContentIf(isInProject(args[1])), recording);
  }
  return recording;
}

const file = process.env.CONTENT_READERS_FILE;
if (file) {
  const shared = fs as WithRecording;
  shared[RECORDING] ??= startRecording(file);
  shared[RECORDING].current = expect.getState().testPath ?? '';
}
