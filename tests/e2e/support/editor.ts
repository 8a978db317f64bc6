/**
 * The local editor (npm run editor) for the end-to-end tests: built once per
 * worker, served per test over a throwaway copy of the project, so that each
 * test can look at exactly what a save wrote (git diff).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildEditor } from '../../../gatsby/editor/build-editor';
import { startEditorServer } from '../../../scripts/editor/server';
import { editorConfig, localBackend } from '../../../src/admin/config/editor-config';
import type { SiteConfig } from '../../../src/config/schema';
import { ROOT_DIR, SITE_YAML } from '../../support/site';

let builtEditor: Promise<string> | undefined;

/** The editor with the local editor's settings, built once per worker process. */
function editorBuild(): Promise<string> {
  builtEditor ??= (async () => {
    const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-build-'));
    await buildEditor({
      root: ROOT_DIR,
      outDir,
      config: editorConfig(site, localBackend(site.editor.branch)),
    });
    return outDir;
  })();
  return builtEditor;
}

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=e2e@example.com', '-c', 'user.name=e2e', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
}

/** The files of this checkout that git would keep (committed or not yet), with their folders. */
function projectFiles(): string[] {
  return git(ROOT_DIR, 'ls-files', '--cached', '--others', '--exclude-standard')
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(ROOT_DIR, file)));
}

/**
 * A throwaway copy of the project as a git repository with one commit:
 * what the editor edits (site.yaml, data/, src/locales/), or with
 * `wholeProject` everything the site's build needs (node_modules linked).
 */
export function copyProject({ wholeProject = false } = {}): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'));
  const wanted = wholeProject
    ? projectFiles()
    : projectFiles().filter((file) => /^(site\.yaml|data\/|src\/locales\/)/.test(file));
  for (const file of wanted) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT_DIR, file), path.join(repo, file));
  }
  if (wholeProject)
    fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(repo, 'node_modules'));
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'as checked out');
  return repo;
}

/** The lines of a file that changed since the copy was made: [removed, added]. */
export function changedLines(repo: string, file: string): { removed: string[]; added: string[] } {
  const diff = git(repo, 'diff', '--unified=0', '--', file).split('\n');
  return {
    removed: diff.filter((line) => /^-(?!--)/.test(line)).map((line) => line.slice(1)),
    added: diff.filter((line) => /^\+(?!\+\+)/.test(line)).map((line) => line.slice(1)),
  };
}

/** Every file that changed or appeared since the copy was made. */
export function changedFiles(repo: string): string[] {
  return git(repo, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

export function readRepoFile(repo: string, file: string): string {
  return fs.readFileSync(path.join(repo, file), 'utf8');
}

export interface EditorSession {
  url: string;
  repo: string;
  close: () => Promise<void>;
}

/** The local editor over a fresh copy of the project. */
export async function startEditor(
  options: { wholeProject?: boolean } = {},
): Promise<EditorSession> {
  const repo = copyProject(options);
  const server = await startEditorServer({
    editorDir: await editorBuild(),
    repoDir: repo,
    port: 0,
    host: { backend: 'local' },
  });
  return { url: server.url, repo, close: server.close };
}

/** Signs in to the local editor (no account: one click) and waits for the list of collections. */
export async function signIn(page: Page, session: EditorSession): Promise<void> {
  await page.goto(session.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible();
}

/**
 * Opens one screen, through its collection's list as a person does: Decap
 * does not load a new entry when its address changes straight from another.
 */
export async function openScreen(
  page: Page,
  session: EditorSession,
  collection: string,
  entry: string,
): Promise<void> {
  await page.goto(`${session.url}#/collections/${collection}`);
  await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible();
  await page.goto(`${session.url}#/collections/${collection}/entries/${entry}`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/** Publish → Publish now, as a person saves. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** Waits for Decap to say the save went through, then closes that message (a later save has its own). */
export async function expectSaved(page: Page): Promise<void> {
  const saved = page.getByRole('alert').filter({ hasText: 'Entry saved' });
  await expect(saved).toBeVisible();
  await saved.locator('xpath=..').getByRole('button', { name: 'close' }).click();
  await expect(saved).toHaveCount(0);
}
