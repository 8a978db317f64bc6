/**
 * @jest-environment node
 *
 * The folder where the test suite keeps the pictures its builds encoded
 * (scripts/pictures/encoded-pictures-store.sh): one per lock file, since a
 * picture's path there names its content and arguments but not the
 * encoder's version; and a clear failure, which the suite turns into a
 * plain build, when it cannot be made.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/pictures/encoded-pictures-store.sh');

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-store-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A project holding the script and the given lock file; the script run in it. */
function storeOf(lockFile: string, storeRoot: string) {
  const project = fs.mkdtempSync(path.join(root, 'project-'));
  fs.mkdirSync(path.join(project, 'scripts', 'pictures'), { recursive: true });
  fs.copyFileSync(SCRIPT, path.join(project, 'scripts', 'pictures', 'store.sh'));
  fs.writeFileSync(path.join(project, 'package-lock.json'), lockFile);
  const run = spawnSync('bash', [path.join(project, 'scripts', 'pictures', 'store.sh')], {
    // Run in the copy, which holds no content: the owner's week need not run it again.
    cwd: project,
    env: { ...process.env, ENCODED_PICTURES_STORE: storeRoot },
    encoding: 'utf8',
  });
  return { status: run.status, folder: run.stdout.trim(), error: run.stderr };
}

test('prints a folder it has made under the store, named by the lock file', () => {
  const storeRoot = path.join(root, 'store');
  const { status, folder } = storeOf('{"lockfileVersion": 3}', storeRoot);
  expect(status).toBe(0);
  expect(path.dirname(folder)).toBe(storeRoot);
  expect(path.basename(folder)).toMatch(/^[0-9a-f]{16}$/);
  expect(fs.statSync(folder).isDirectory()).toBe(true);
});

test('gives the same lock file the same folder, and another lock file another', () => {
  const storeRoot = path.join(root, 'store');
  const first = storeOf('{"lockfileVersion": 3}', storeRoot).folder;
  const again = storeOf('{"lockfileVersion": 3}', storeRoot).folder;
  const updated = storeOf('{"lockfileVersion": 3, "packages": {}}', storeRoot).folder;
  expect(again).toBe(first);
  expect(updated).not.toBe(first);
});

test('fails, saying why, when the folder cannot be made', () => {
  const blocked = path.join(root, 'a-file');
  fs.writeFileSync(blocked, '');
  const { status, folder, error } = storeOf('{}', path.join(blocked, 'store'));
  expect(status).not.toBe(0);
  expect(folder).toBe('');
  expect(error).toMatch(/mkdir/);
});
