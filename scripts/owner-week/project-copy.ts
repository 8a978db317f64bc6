/**
 * A throw-away copy of the whole project (sources, content, tests and their
 * configuration), for running its tests on edited content. What the project
 * makes or installs is left out: node_modules is linked, not copied, and the
 * build's output, caches and test reports are not copied.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** Made by installs, builds and test runs, never read as input (see .gitignore). */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'public',
  '.cache',
  '.data',
  '.netlify',
  'test-results',
  'playwright-report',
  'bench/results',
]);

function isCopied(root: string, source: string): boolean {
  const relative = path.relative(root, source).split(path.sep).join('/');
  if (relative === '') return true;
  const parts = relative.split('/');
  return (
    !parts.some((_, index) => NOT_COPIED.has(parts.slice(0, index + 1).join('/'))) &&
    !parts.includes('node_modules') &&
    !relative.endsWith('.log')
  );
}

/** A copy of the project at `root` in a new temporary folder, its node_modules linked. */
export function projectCopy(prefix: string, root: string = PROJECT_ROOT): string {
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(root, copyDir, {
    recursive: true,
    filter: (source) => isCopied(root, source),
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
  return copyDir;
}

export function removeProjectCopy(copyDir: string): void {
  fs.rmSync(copyDir, { recursive: true, force: true });
}
