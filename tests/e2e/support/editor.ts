/**
 * The local editor (npm run editor) for the end-to-end tests: built once per
 * worker, served per test over a throwaway copy of the project, so that each
 * test can look at exactly what a save wrote (git diff). A test goes through
 * the editor as its owner does: from the sign-in screen, through the menus
 * and buttons, never to a screen's address.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { parse } from 'yaml';
import { buildEditor } from '../../../gatsby/editor/build-editor';
import { startEditorServer } from '../../../scripts/editor/server';
import { editorConfig, localBackend } from '../../../src/admin/config/editor-config';
import type { SiteConfig } from '../../../src/config/schema';
import { ROOT_DIR, SITE_YAML } from '../../support/site';
import { escapeRegExp } from './page-helpers';

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
      siteName: site.business.name,
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
    staticDir: path.join(ROOT_DIR, 'static'),
  });
  return { url: server.url, repo, close: server.close };
}

/** Every file and its text in the copy as it was made (the test's starting point). */
export function originalText(repo: string, file: string): string {
  return git(repo, 'show', `HEAD:${file}`);
}

/**
 * The working tree is exactly as expected: these files changed, to exactly
 * these texts, these files are new, with exactly these bytes, and nothing
 * else differs from the copy as it was made.
 */
export function expectWorkingTree(
  repo: string,
  expected: { changed?: Record<string, string>; added?: Record<string, Buffer> },
): void {
  const changed = expected.changed ?? {};
  const added = expected.added ?? {};
  expect(changedFiles(repo).sort()).toEqual([...Object.keys(changed), ...Object.keys(added)].sort());
  for (const [file, text] of Object.entries(changed)) {
    expect(readRepoFile(repo, file), `${file} after the save`).toBe(text);
  }
  for (const [file, bytes] of Object.entries(added)) {
    expect(fs.readFileSync(path.join(repo, file)).equals(bytes), `${file} holds the upload`).toBe(true);
  }
}

/** `git diff` of the working tree, for the test's report. */
export function workingTreeDiff(repo: string): string {
  git(repo, 'add', '--intent-to-add', '--all');
  return git(repo, 'diff', '--stat', '--patch', '--', '.', ':(exclude)*.jpg', ':(exclude)*.png');
}

/** Keeps the final screen and the diff with the test's results. */
export async function attachFinalScreen(
  page: Page,
  testInfo: TestInfo,
  session: EditorSession,
): Promise<void> {
  await testInfo.attach('final screen', {
    body: await page.screenshot({ fullPage: false }),
    contentType: 'image/png',
  });
  await testInfo.attach('git diff', { body: workingTreeDiff(session.repo), contentType: 'text/plain' });
}

/** Opens the editor's page: the sign-in screen, with the business's name. */
export async function openSignIn(page: Page, session: EditorSession): Promise<void> {
  await page.goto(session.url);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/** Signs in to the local editor (no account: one click) and waits for the list of collections. */
export async function signIn(page: Page, session: EditorSession): Promise<void> {
  await openSignIn(page, session);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Site settings', exact: true })).toBeVisible();
}

/** The collections in the sidebar: Site settings, Page content, Texts. */
export async function openCollection(page: Page, collection: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: collection, exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: collection, exact: true })).toBeVisible();
}

/** One screen of a collection, clicked in its list, as a person opens it; waits for its form. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  // The form is there, and the project has been read for its checks and its preview.
  await expect(page.locator('[class*="ControlPaneContainer"]').first()).toBeVisible();
  await expect(page.getByText(/Reading the site’s files/)).toHaveCount(0);
}

/** The form's own pane (the left one). */
export function form(page: Page): Locator {
  return page.locator('[class*="ControlPaneContainer"]').first();
}

/** Back from a screen to its collection's list, with the arrow at the top left. */
export async function leaveScreen(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Writing in / }).click();
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

/** Picks a file with the media library's Upload button, as a person does in the file chooser. */
export async function uploadWithLibrary(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
}

/** The list entry whose summary is `summary`: opens it when it is closed, and returns it. */
export async function openListEntry(page: Page, summary: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: new RegExp(`^Show or hide entry \\d+ \\(${escapeRegExp(summary)}\\)$`) });
  const entry = toggle.locator('xpath=ancestor::*[contains(@class, "SortableListItem")][1]');
  if ((await entry.locator('input, textarea, button[class*="FileWidgetButton"]').count()) === 0) {
    await toggle.click();
  }
  return entry;
}

/** Records the browser prompts a page shows (each dismissed); the editor should need none. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

// ── Expected texts, from the files as they were and what the test typed ──────

/** A value as YAML writes it on one line: plain when it reads back as itself (YAML 1.2 and 1.1), else in double quotes. */
export function yamlScalar(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const readsBack = (['1.2', '1.1'] as const).every((version) => {
    try {
      return parse(`key: ${value}`, { version, logLevel: 'error' })?.key === value;
    } catch {
      return false;
    }
  });
  return readsBack && !/^["'[{&*!|>%@`]/.test(value) ? value : JSON.stringify(value);
}

/** A line `  key: value` with its value changed, keeping how the old one was quoted. */
export function withValue(line: string, value: string): string {
  const match = /^(\s*(?:- )?[\w-]+: )(["']?)(.*?)\2(\s+#.*)?$/.exec(line);
  if (!match) throw new Error(`Not a "key: value" line: ${line}`);
  const [, head, quote = '', , comment = ''] = match;
  const text = quote === '"' ? JSON.stringify(value).slice(1, -1) : value;
  return `${head}${quote ? `${quote}${text}${quote}` : yamlScalar(value)}${comment}`;
}
