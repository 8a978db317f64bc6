/**
 * Records which unit test files read the project's content (site.yaml,
 * data/, the translations), when CONTENT_READERS_FILE names a file: the
 * owner's week then runs those again on the project its edits changed, and
 * not the tests of pure logic and fixtures, which no edit of the content can
 * change (tests/owner-week). Loaded before each test file (jest.config.js).
 *
 * A test file counts as a reader when anything it runs opens, lists or
 * copies a path of the content, or starts a process in the project's folder
 * (which may read anything). Read as it happens, not guessed from the
 * test's text, so a new test is counted the day it is written.
 */
import childProcess from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
  recorded: Set<string>;
}

/**
 * Kept on the fs module, which every test file of the worker shares (Jest
 * gives each file its own globals, but Node's own modules are the worker's).
 */
const RECORDING = Symbol.for('event-site.content-reads');
type WithRecording = typeof fs & { [RECORDING]?: Recording };

function isContent(target: unknown): boolean {
  if (typeof target !== 'string' && !(target instanceof URL)) return false;
  const full = path.resolve(target instanceof URL ? target.pathname : target);
  return CONTENT.some((entry) => full === entry || full.startsWith(`${entry}${path.sep}`));
}

function isInProject(options: unknown): boolean {
  const cwd =
    typeof options === 'object' && options !== null && 'cwd' in options
      ? (options as { cwd?: unknown }).cwd
      : undefined;
  return cwd === undefined || path.resolve(String(cwd)) === ROOT;
}

function record(recording: Recording): void {
  if (recording.recorded.has(recording.current)) return;
  recording.recorded.add(recording.current);
  fs.appendFileSync(recording.file, `${path.relative(ROOT, recording.current)}\n`);
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Wraps `owner[name]` so that calls whose arguments `reads` says touch content are recorded. */
function watch(
  owner: object,
  name: string,
  reads: (args: unknown[]) => boolean,
  recording: Recording,
): void {
  const original = (owner as Record<string, unknown>)[name];
  if (typeof original !== 'function') return;
  (owner as Record<string, AnyFunction>)[name] = function watched(this: unknown, ...args) {
    if (reads(args)) record(recording);
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
  const firstIsContent = (args: unknown[]) => isContent(args[0]);
  for (const name of FILE_READS) watch(fs, name, firstIsContent, recording);
  for (const name of PROMISE_READS) watch(fs.promises, name, firstIsContent, recording);
  // spawn(command, args?, options?): the options are the last object given.
  const startsInProject = (args: unknown[]) =>
    isInProject(args.slice(1).find((arg) => typeof arg === 'object' && !Array.isArray(arg)));
  for (const name of PROCESS_STARTS) watch(childProcess, name, startsInProject, recording);
  for (const name of SHELL_STARTS) {
    watch(childProcess, name, (args) => isInProject(args[1]), recording);
  }
  return recording;
}

const file = process.env.CONTENT_READERS_FILE;
if (file) {
  const shared = fs as WithRecording;
  shared[RECORDING] ??= startRecording(file);
  shared[RECORDING].current = expect.getState().testPath ?? '';
}
