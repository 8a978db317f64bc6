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
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { isSeq, parse, parseDocument } from 'yaml';
import { buildLocalEditor } from '../../../scripts/editor/local-editor';
import { copyProject } from '../../../scripts/project-copy/project-copy';
import { startEditorServer } from '../../../scripts/editor/server';
import type { SiteConfig } from '../../../src/config/schema';
import { ROOT_DIR, SITE_YAML } from '../../support/site';
import { escapeRegExp } from './page-helpers';

let builtEditor: Promise<string> | undefined;

/** The editor with the local editor's settings, built once per worker process. */
function editorBuild(): Promise<string> {
  builtEditor ??= (async () => {
    const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-build-'));
    // About 8 MB per worker: gone with the worker, not left to pile up run after run.
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    await buildLocalEditor({ root: ROOT_DIR, outDir, site });
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
  /** Stops the editor and deletes the copy (the test's report keeps its diff: attachFinalScreen). */
  close: () => Promise<void>;
}

/** The local editor over a fresh copy of the project. */
export async function startEditor(): Promise<EditorSession> {
  // What the editor edits (site.yaml, data/, the translations), as a git repository.
  const { root: repo } = copyProject({
    scope: 'content',
    prefix: 'editor-repo',
    asRepository: true,
  });
  const server = await startEditorServer({
    editorDir: await editorBuild(),
    repoDir: repo,
    port: 0,
    host: { backend: 'local' },
    staticDir: path.join(ROOT_DIR, 'static'),
  });
  const close = async () => {
    await server.close();
    fs.rmSync(repo, { recursive: true, force: true });
  };
  return { url: server.url, repo, close };
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
  expect(changedFiles(repo).sort()).toEqual(
    [...Object.keys(changed), ...Object.keys(added)].sort(),
  );
  for (const [file, text] of Object.entries(changed)) {
    expect(readRepoFile(repo, file), `${file} after the save`).toBe(text);
  }
  for (const [file, bytes] of Object.entries(added)) {
    expect(fs.readFileSync(path.join(repo, file)).equals(bytes), `${file} holds the upload`).toBe(
      true,
    );
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
  await testInfo.attach('git diff', {
    body: workingTreeDiff(session.repo),
    contentType: 'text/plain',
  });
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

/** The collections in the sidebar: Site settings, Page content, Texts (from a screen: back first). */
export async function openCollection(page: Page, collection: string): Promise<void> {
  const back = page.getByRole('link', { name: /Back to / });
  const inSidebar = page
    .getByRole('complementary')
    .getByRole('link', { name: collection, exact: true });
  // On a screen (its arrow back), or on a list (the sidebar): whichever the page shows.
  await expect(back.or(inSidebar).first()).toBeVisible();
  if (await back.isVisible()) await back.click();
  await inSidebar.click();
  await expect(page.getByRole('heading', { name: collection, exact: true })).toBeVisible();
}

/** One screen of a collection, clicked in its list, as a person opens it; waits for its form. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole('link', { name: entry, exact: true }).click();
  // A screen joining several files (Venues: four) reads them all first: slower on a busy machine.
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible({ timeout: 20_000 });
  // The form is there, and the project has been read for its checks and its preview.
  await expect(page.locator('[class*="ControlPaneContainer"]').first()).toBeVisible();
  await expect(page.getByText(/Reading the site’s files/)).toHaveCount(0);
}

/** The form's own pane (the left one). */
export function form(page: Page): Locator {
  return page.locator('[class*="ControlPaneContainer"]').first();
}

/** A field by its label, as Decap writes it: "Stars", or "Stars (optional)". */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\(optional\\))?$`));
}

/** Publish → Publish now, as a person saves. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** What the editor says once a save went through. */
export const SAVED = /^Published: the site shows it once it is rebuilt/;

/** Waits for Decap to say the save went through, then closes that message (a later save has its own). */
export async function expectSaved(page: Page): Promise<void> {
  const saved = page.getByRole('alert').filter({ hasText: SAVED });
  // A save checks the whole project as it would be after it, as the build does.
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await saved.locator('xpath=..').getByRole('button', { name: 'close' }).click();
  await expect(saved).toHaveCount(0);
}

/** Picks a file with the media library's Upload button, as a person does in the file chooser. */
export async function uploadWithLibrary(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  // Decap's Upload button is a label around a hidden file input.
  await page.getByRole('dialog').getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Chooses the picture just uploaded (or selected) in the media library. */
export async function useChosenPicture(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Use the chosen picture' }).click();
}

/** Picks `option` in a pick list (a field that names another thing of the site), as a person does. */
export async function pick(page: Page, list: Locator, option: string): Promise<void> {
  await list.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The field shows the name picked (its value in the file is the thing's id).
  await expect(
    list.locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]'),
  ).toContainText(option);
}

/**
 * Adds an entry with the list's Add button and returns it: it opens in
 * view with the focus in its first field (widgets/ordered-list.ts).
 */
export async function addListEntry(page: Page, addButton: string): Promise<Locator> {
  await form(page).getByRole('button', { name: addButton }).click();
  const first = page.locator(':focus');
  await expect(first).toBeInViewport();
  const marker = `entry-${Date.now()}`;
  await first.evaluate(
    (element, value) =>
      element.closest('[class*="SortableListItem"]')?.setAttribute('data-test-entry', value),
    marker,
  );
  return form(page).locator(`[data-test-entry="${marker}"]`);
}

/**
 * The list entry whose summary is `summary`: opens it when it is closed, as
 * an owner does, with a click on the name its row shows (not on the small
 * arrow), and returns it.
 */
export async function openListEntry(page: Page, summary: string): Promise<Locator> {
  const name = new RegExp(`^Show or hide entry \\d+ \\(${escapeRegExp(summary)}\\)$`);
  const toggle = form(page).getByRole('button', { name });
  const entry = toggle.locator('xpath=ancestor::*[contains(@class, "SortableListItem")][1]');
  const firstControl = entry.locator('input, textarea, button[class*="FileWidgetButton"]').first();
  if (!(await firstControl.isVisible())) {
    const rowName = entry.locator(':scope > [class*="NestedObjectLabel"]');
    await expect(rowName).toHaveText(summary);
    await rowName.click();
  }
  await expect(firstControl).toBeVisible();
  return entry;
}

// ── Expected texts, from the files as they were and what the test typed ──────

/** A value as the editor writes it on one line: plain when it reads back as itself (YAML 1.2 and 1.1), else quoted. */
export function yamlScalar(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const readsBack = (['1.2', '1.1'] as const).every((version) => {
    try {
      return parse(`key: ${value}`, { version, logLevel: 'error' })?.key === value;
    } catch {
      return false;
    }
  });
  if (readsBack && !/^["'[{&*!|>%@`]/.test(value)) return value;
  // Quoted as the repository's Prettier settings write a new text (singleQuote):
  // double quotes only for a text holding a single quote or a control character.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (value.includes("'") || /[\u0000-\u001f\u007f]/.test(value)) return JSON.stringify(value);
  return `'${value}'`;
}

/** A line `  key: value` with its value changed, keeping how the old one was quoted. */
export function withValue(line: string, value: string): string {
  const match = /^(\s*(?:- )?[\w-]+: )(["']?)(.*?)\2(\s+#.*)?$/.exec(line);
  if (!match) throw new Error(`Not a "key: value" line: ${line}`);
  const [, head, quote = '', , comment = ''] = match;
  const text = quote === '"' ? JSON.stringify(value).slice(1, -1) : value;
  return `${head}${quote ? `${quote}${text}${quote}` : yamlScalar(value)}${comment}`;
}

/** The place of the value at `path` in a YAML text: [start, end] offsets. */
function yamlValueRange(text: string, path: readonly (string | number)[]): [number, number] {
  const node = parseDocument(text).getIn(path, true) as
    { range?: [number, number, number] } | undefined;
  if (!node?.range) throw new Error(`${path.join('.')} is not in the file`);
  return [node.range[0], node.range[1]];
}

function lineAround(text: string, offset: number): [number, number] {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return [start, end === -1 ? text.length : end];
}

/** The YAML text with the one-line value at `path` (`  phone: …`) changed, quoting kept. */
export function withYamlValue(
  text: string,
  path: readonly (string | number)[],
  value: string,
): string {
  const [start] = yamlValueRange(text, path);
  const [lineStart, lineEnd] = lineAround(text, start);
  const line = text.slice(lineStart, lineEnd);
  const key = String(path[path.length - 1]);
  const head = line.slice(0, start - lineStart);
  if (!new RegExp(`${escapeRegExp(key)}:\\s*$`).test(head)) {
    throw new Error(`${path.join('.')} is not on a line of its own: ${line}`);
  }
  return text.slice(0, lineStart) + withValue(line, value) + text.slice(lineEnd);
}

/** The column of the "-" of a block list's items, and each item's line span. */
function blockItems(text: string, path: readonly (string | number)[]) {
  const list = parseDocument(text).getIn(path, true);
  if (!isSeq(list)) throw new Error(`${path.join('.')} is not a list`);
  return list;
}

/** A value of a new entry as the file's other entries write it. */
function entryValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => entryValue(item)).join(', ')}]`;
  if (typeof value === 'number') return String(value);
  return yamlScalar(String(value));
}

/**
 * The YAML text with `entry` added at the end of the list at `path`, written
 * like the list's last entry: on one line in braces when it is
 * (`- { from: /a/, to: /b/ }`), else one setting a line, lists of values in
 * brackets. An empty list written `[]` becomes a list of one entry.
 */
export function withYamlEntry(
  text: string,
  path: readonly (string | number)[],
  entry: Record<string, unknown>,
): string {
  const list = blockItems(text, path);
  const pairs = Object.entries(entry);
  const last = list.items[list.items.length - 1] as
    { range?: [number, number, number]; flow?: boolean } | undefined;
  if (!last?.range) {
    // `reviews: []`: the key's line becomes `reviews:`, with the entry under it.
    const [start, end] = yamlValueRange(text, path);
    const [lineStart] = lineAround(text, start);
    const column = text.slice(lineStart, start).search(/\S/);
    const dash = ' '.repeat(column + 2);
    const lines = pairs.map(
      ([key, value], index) =>
        `${index === 0 ? `${dash}- ` : `${dash}  `}${key}: ${entryValue(value)}`,
    );
    return `${text.slice(0, start).trimEnd()}\n${lines.join('\n')}${text.slice(end)}`;
  }
  const [itemStart, itemEnd] = last.range;
  const [lineStart] = lineAround(text, itemStart);
  const dash = text.slice(lineStart, itemStart).replace(/- $/, '');
  const [, lineEnd] = lineAround(text, itemEnd - 1);
  let lines: string[];
  if (last.flow) {
    const neighbour = text.slice(itemStart, itemEnd);
    const pad = neighbour.startsWith('{ ') ? ' ' : '';
    const body = pairs.map(([key, value]) => `${key}: ${entryValue(value)}`).join(', ');
    lines = [`${dash}- {${pad}${body}${pad}}`];
  } else {
    lines = pairs.map(
      ([key, value], index) => `${dash}${index === 0 ? '- ' : '  '}${key}: ${entryValue(value)}`,
    );
  }
  return `${text.slice(0, lineEnd)}\n${lines.join('\n')}${text.slice(lineEnd)}`;
}

/** The YAML text with entries `a` and `b` of the list at `path` in each other's place. */
export function withYamlEntriesSwapped(
  text: string,
  path: readonly (string | number)[],
  a: number,
  b: number,
): string {
  const list = blockItems(text, path);
  const span = (index: number) => {
    const range = (list.items[index] as { range?: [number, number, number] } | undefined)?.range;
    if (!range) throw new Error(`${path.join('.')} has no entry ${index}`);
    // A block entry's range ends after its last line break: the entry is the text before it.
    let end = range[1];
    while (text[end - 1] === '\n') end -= 1;
    return [range[0], end] as const;
  };
  const [first, second] = [span(Math.min(a, b)), span(Math.max(a, b))];
  return (
    text.slice(0, first[0]) +
    text.slice(...second) +
    text.slice(first[1], second[0]) +
    text.slice(...first) +
    text.slice(second[1])
  );
}

/** The JSON text with the text at `path` changed, the rest as written. */
export function withJsonValue(
  text: string,
  path: readonly (string | number)[],
  value: string,
): string {
  const node = findNodeAtLocation(parseTree(text)!, [...path]);
  if (!node) throw new Error(`${path.join('.')} is not in the file`);
  return text.slice(0, node.offset) + JSON.stringify(value) + text.slice(node.offset + node.length);
}

/** The JSON text with a new key at the end of the object at `path`, indented like its other keys. */
export function withJsonKeyIn(
  text: string,
  path: readonly (string | number)[],
  key: string,
  value: unknown,
): string {
  const node = findNodeAtLocation(parseTree(text)!, [...path]);
  const last = node?.children?.at(-1);
  if (!last) throw new Error(`${path.join('.')} is not an object with keys in the file`);
  const end = last.offset + last.length;
  const indent = /^\s*/.exec(text.slice(text.lastIndexOf('\n', last.offset) + 1))?.[0] ?? '';
  const body = JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);
  return `${text.slice(0, end)},\n${indent}${JSON.stringify(key)}: ${body}${text.slice(end)}`;
}

/** The JSON text with a new key at the end of its top level, indented like the file (two spaces). */
export function withJsonKey(text: string, key: string, value: unknown): string {
  const body = JSON.stringify({ [key]: value }, null, 2).slice(2, -2);
  if (text.trim() === '{}') return `{\n${body}\n}\n`;
  const close = text.lastIndexOf('}');
  const before = text.slice(0, close).trimEnd();
  return `${before},\n${body}\n${text.slice(close)}`;
}

/** The text of a translation key (common:nav.music) in the copy's default language. */
export function textOfKey(repo: string, key: string, language = 'en'): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = JSON.parse(originalText(repo, `src/locales/${language}/${namespace}.json`));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${key} has no text in ${language}`);
  return node;
}

/** A new venue as the owner types it on the Venues screen, with its photo, a service and its summary. */
export interface NewVenue {
  slug: string;
  name: string;
  locality: string;
  region: string;
  amenity: string;
  photo: Buffer;
  /** The service, by its name as the pick list shows it. */
  service: string;
  summary: string;
}

/**
 * The owner adds a venue on the Venues screen (Page content → Venues): its
 * facts, its photo, a service and its summary, and publishes once.
 */
export async function addVenue(page: Page, venue: NewVenue): Promise<void> {
  await openEntry(page, 'Page content', 'Venues');
  const entry = await addListEntry(page, 'Add venue');
  const slugField = entry.getByLabel('Name in the address', { exact: true });
  await expect(slugField).toBeFocused();
  await slugField.fill(venue.slug);
  await entry.getByLabel('Name', { exact: true }).fill(venue.name);
  await entry.getByLabel('Town', { exact: true }).fill(venue.locality);
  await entry.getByLabel('State', { exact: true }).fill(venue.region);
  await entry.getByRole('button', { name: 'Add amenity' }).click();
  await entry.getByLabel('Amenity', { exact: true }).fill(venue.amenity);
  await entry.getByRole('button', { name: 'Choose a picture' }).click();
  await uploadWithLibrary(page, {
    name: `${venue.slug}.jpg`,
    mimeType: 'image/jpeg',
    buffer: venue.photo,
  });
  await useChosenPicture(page);
  await pick(page, entry.getByLabel(/^Services shown/), venue.service);
  await entry
    .getByLabel(/^Summary/)
    .first()
    .fill(venue.summary);
  await publish(page);
  await expectSaved(page);
}
