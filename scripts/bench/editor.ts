// The browser editor (/admin/) in the benchmark: what a first visit to it downloads, and how long
// it takes to show its sign-in screen in Chromium. Visitors never load any of it (a build test
// checks that no visitor page names it); these figures are the editor's own.

import { chromium } from '@playwright/test';
import { SYSTEM_CHROMIUM_ARGS } from '../chromium';
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
}

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

/** Times, in Chromium, from navigating to /admin/ to its sign-in button being on screen. */
export async function editorLoadTimes(
  url: string,
  chromePath: string,
  runs: number,
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...SYSTEM_CHROMIUM_ARGS],
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A new context each run: nothing cached, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(url);
      await page.getByRole('button', { name: /^Login/ }).waitFor({ timeout: 60_000 });
      times.push(Date.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
