// The browser editor (/admin/) in the benchmark: what a first visit to it downloads, how long
// the deployed editor takes to show its sign-in screen, how long the local editor (npm run
// editor) takes from opening /admin/ to a collection list the owner can click, signing in on
// the way, and how long its largest screen takes to open. Visitors never load any of it (a
// build test checks that no visitor page names it); these figures are the editor's own.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import { EDITOR_TIMING_ARGS } from '../chromium';
import { buildLocalEditor } from '../editor/local-editor';
import { startEditorServer } from '../editor/server';
import { NO_BYTES, type BuiltSite, type Sizes } from './measure-bytes';

export const EDITOR_DIR = 'admin';

export interface EditorFigures {
  /** The page and what it loads at once (its scripts and stylesheets). */
  firstLoad: Sizes;
  /** Decap's chunks, loaded later when a screen needs them. */
  onDemand: Sizes;
  files: number;
  /** Milliseconds from navigation to the sign-in button, one per run. */
  loadRuns: number[];
  /** The local editor, in milliseconds per run; absent from runs made before it was measured. */
  local?: LocalEditorRuns;
}

export interface LocalEditorRuns {
  /** From opening /admin/ to its sign-in button. */
  signIn: number[];
  /** From opening /admin/ to the first collection's list, clickable, signing in on the way. */
  collections: number[];
  /** From a click on the largest screen in its list to its form; absent from earlier runs. */
  largestScreen?: number[];
}

/** The editor's screen with the most fields: every rental item, with its texts in each language. */
export const LARGEST_SCREEN = { collection: 'Page content', screen: 'Rental catalog' };

/** The most the local editor may take from opening /admin/ to a usable collection list. */
export const LOCAL_COLLECTIONS_TARGET_MS = 3000;

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** The files the editor's page names in its script and stylesheet tags. */
export function editorPageFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((file) => !file.startsWith('data:'))
    .map((file) => `${EDITOR_DIR}/${file}`);
}

export function editorBytes(
  site: BuiltSite,
  allFiles: readonly string[],
): Omit<EditorFigures, 'loadRuns'> {
  const page = `${EDITOR_DIR}/index.html`;
  const atOnce = [page, ...editorPageFiles(site.read(page))];
  const firstLoad = atOnce.reduce((sum, file) => add(sum, site.sizeOf(file)), NO_BYTES);
  const later = allFiles.filter((file) => /\.(js|wasm)$/.test(file) && !atOnce.includes(file));
  const onDemand = later.reduce((sum, file) => add(sum, site.sizeOf(file)), NO_BYTES);
  return { firstLoad, onDemand, files: atOnce.length };
}

/** Runs `visit` in a fresh context of Chromium (nothing cached: a first visit), `runs` times. */
async function firstVisits<T>(
  chromePath: string,
  runs: number,
  visit: (page: Page) => Promise<T>,
): Promise<T[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...EDITOR_TIMING_ARGS],
  });
  const results: T[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      results.push(await visit(await context.newPage()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Times, in Chromium, from navigating to /admin/ to its sign-in button being on screen. */
export async function editorLoadTimes(
  url: string,
  chromePath: string,
  runs: number,
): Promise<number[]> {
  return firstVisits(chromePath, runs, async (page) => {
    const start = Date.now();
    await page.goto(url);
    await page.getByRole('button', { name: /^Login/ }).waitFor({ timeout: 60_000 });
    return Date.now() - start;
  });
}

/** From a click on the largest screen in its collection's list to its form, with its Publish button. */
async function largestScreenTime(page: Page): Promise<number> {
  await page
    .getByRole('complementary')
    .getByRole('link', { name: LARGEST_SCREEN.collection, exact: true })
    .click();
  const screen = page.getByRole('link', { name: LARGEST_SCREEN.screen, exact: true });
  await screen.waitFor({ timeout: 60_000 });
  const start = Date.now();
  await screen.click();
  await page.getByRole('button', { name: 'Publish' }).waitFor({ timeout: 60_000 });
  return Date.now() - start;
}

/**
 * The local editor as `npm run editor` builds and serves it, over the
 * project's files (read only: nothing is saved): from opening /admin/ to its
 * sign-in button, and on, with one click on Login, to the list of the first
 * collection, its entries on screen to be clicked; then the time its largest
 * screen takes to open.
 */
export async function localEditorTimes(
  root: string,
  chromePath: string,
  runs: number,
): Promise<LocalEditorRuns> {
  const site = parse(fs.readFileSync(path.join(root, 'site.yaml'), 'utf8')) as SiteConfig;
  const editorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  await buildLocalEditor({ root, outDir: editorDir, site });
  const server = await startEditorServer({
    editorDir,
    repoDir: root,
    port: 0,
    host: { backend: 'local' },
    staticDir: path.join(root, 'static'),
  });
  try {
    const visits = await firstVisits(chromePath, runs, async (page) => {
      const start = Date.now();
      await page.goto(server.url);
      const login = page.getByRole('button', { name: 'Login' });
      await login.waitFor({ timeout: 60_000 });
      const signIn = Date.now() - start;
      await login.click();
      await page.getByRole('main').getByRole('link').first().waitFor({ timeout: 60_000 });
      const collections = Date.now() - start;
      return { signIn, collections, largestScreen: await largestScreenTime(page) };
    });
    return {
      signIn: visits.map((visit) => visit.signIn),
      collections: visits.map((visit) => visit.collections),
      largestScreen: visits.map((visit) => visit.largestScreen),
    };
  } finally {
    await server.close();
    fs.rmSync(editorDir, { recursive: true, force: true });
  }
}
