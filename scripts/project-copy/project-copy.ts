/**
 * Throwaway copies of the project, the one helper every test and script
 * that needs one uses: the owner's week, the scale budgets, the analytics
 * builds, the editor's tests, the launch and live checks, the benchmark.
 *
 * A copy holds what its use reads, chosen by scope:
 *   - content: site.yaml, data/ and the translations (what the build's
 *     validation and the editor read);
 *   - build: what a Gatsby build reads, node_modules linked;
 *   - project: every file git keeps (tests and their settings too),
 *     node_modules linked.
 * Files are edited through the `yaml` Document API (./yaml-edits.ts),
 * never by searching the shipped text, so a copy holds whatever the owner
 * has written.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export type CopyScope = 'content' | 'build' | 'project';

/** What each scope copies: paths from the project's root ('' for everything git keeps). */
const SCOPES: Record<CopyScope, readonly string[]> = {
  content: ['site.yaml', 'data', 'src/locales'],
  build: [
    'site.yaml',
    'data',
    'src',
    'static',
    'gatsby',
    'gatsby-config.ts',
    'gatsby-node.ts',
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
    'tsconfig.json',
    'package.json',
  ],
  project: [''],
};

export interface ProjectCopyOptions {
  scope: CopyScope;
  /** Starts the temporary folder's name, to tell copies apart. */
  prefix: string;
  /** The project copied (this one by default). */
  from?: string;
  /** Written in place of the copied site.yaml. */
  siteYaml?: string;
  /** Makes the copy a git repository with one commit, to read what changed since. */
  asRepository?: boolean;
}

export interface ProjectCopy {
  readonly root: string;
  remove(): void;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.email=copy@example.com', '-c', 'user.name=copy', ...args],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

/** The files git keeps in `root` (committed, or new and not ignored) that still exist. */
function keptFiles(root: string): string[] {
  let listed: string;
  try {
    listed = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard');
  } catch {
    throw new Error(
      `${root} is not a git checkout: a copy of the project takes the files git keeps. Clone the repository rather than copying its folder.`,
    );
  }
  return listed.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

const isUnder = (file: string, entry: string) =>
  entry === '' || file === entry || file.startsWith(`${entry}/`);

/** The files of `scope` in the project at `from`, as paths from its root. */
export function filesOfScope(scope: CopyScope, from: string = PROJECT_ROOT): string[] {
  const entries = SCOPES[scope];
  return keptFiles(from).filter((file) => entries.some((entry) => isUnder(file, entry)));
}

/** Copies the files of `scope` from `from` into `to`. */
function copyFiles(from: string, to: string, scope: CopyScope): void {
  for (const file of filesOfScope(scope, from)) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(to, file));
  }
}

/** A copy of the project in a new temporary folder. */
export function copyProject(options: ProjectCopyOptions): ProjectCopy {
  const from = options.from ?? PROJECT_ROOT;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix}-`));
  copyFiles(from, root, options.scope);
  if (options.siteYaml !== undefined)
    fs.writeFileSync(path.join(root, 'site.yaml'), options.siteYaml);
  if (options.scope !== 'content') {
    fs.symlinkSync(path.join(from, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  }
  if (options.asRepository) {
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'as copied');
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
