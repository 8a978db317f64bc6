/**
 * @jest-environment node
 *
 * Gatsby's inline chunk map becomes one content-hashed file, asked for
 * first by the loader of scripts after the first paint: the same text, in
 * every page's place of it. Run on a page Gatsby built
 * (samples/gatsby-page.es-music.html).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chunkMapFileName,
  chunkMapScriptOf,
  moveChunkMapOfSite,
  withChunkMapFile,
} from '../../../gatsby/output-rewrites/chunk-map-file';
import {
  scriptSourcesOfHtml,
  withScriptsAfterFirstPaint,
} from '../../../gatsby/output-rewrites/scripts-after-first-paint';
import { CONTENT_HASHED_NAME } from '../../../gatsby/security/content-hashed-files';
import { gatsbyPage, redirectPage } from './samples';

const FILE = 'es/music/index.html';

it('reads the chunk map of a page Gatsby built', () => {
  const script = chunkMapScriptOf(gatsbyPage());
  expect(script).toMatch(/^window\.___chunkMapping=".*component---src-templates-.*";$/);
});

it('puts an async script for the file where the inline map stood, before Gatsby’s scripts', () => {
  const page = gatsbyPage();
  const moved = withChunkMapFile(page, FILE, 'chunk-map-0123456789abcdef0123.js');
  expect(moved).not.toContain('___chunkMapping');
  expect(moved).not.toContain('gatsby-chunk-mapping');
  const sources = scriptSourcesOfHtml(withScriptsAfterFirstPaint(moved, FILE));
  expect(sources[0]).toBe('/chunk-map-0123456789abcdef0123.js');
  expect(sources.slice(1)).toEqual(scriptSourcesOfHtml(withScriptsAfterFirstPaint(page, FILE)));
});

it('names the file by its content, as the host’s long caching expects', () => {
  const script = chunkMapScriptOf(gatsbyPage()) ?? '';
  expect(chunkMapFileName(script)).toMatch(CONTENT_HASHED_NAME);
  expect(chunkMapFileName(script)).toBe(chunkMapFileName(script));
  expect(chunkMapFileName(`${script} `)).not.toBe(chunkMapFileName(script));
});

it('leaves a page Gatsby did not render as it is', () => {
  const page = redirectPage();
  expect(withChunkMapFile(page, 'djs/index.html', 'chunk-map-x.js')).toBe(page);
});

it('fails, naming the rewrite and the file, on a Gatsby page without the map', () => {
  const page = gatsbyPage().replace(/<script\s+id="gatsby-chunk-mapping"[\s\S]*?<\/script>/, '');
  expect(() => withChunkMapFile(page, FILE, 'chunk-map-x.js')).toThrow(
    new RegExp(`Output rewrite "chunk-map-file" no longer matches .* ${FILE}`),
  );
});

function siteWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

it('writes the map once for a built site and points every Gatsby page to it', () => {
  const page = gatsbyPage();
  const dir = siteWith({ [FILE]: page, 'index.html': page, 'djs/index.html': redirectPage() });
  try {
    const fileName = moveChunkMapOfSite(dir);
    expect(fs.readFileSync(path.join(dir, fileName), 'utf8')).toBe(
      `${chunkMapScriptOf(page) ?? ''}\n`,
    );
    for (const file of [FILE, 'index.html']) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(html).toContain(`<script src="/${fileName}" async></script>`);
      expect(chunkMapScriptOf(html)).toBeNull();
    }
    expect(fs.readFileSync(path.join(dir, 'djs/index.html'), 'utf8')).toBe(redirectPage());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('fails when the pages hold different maps (two builds in one folder)', () => {
  const page = gatsbyPage();
  const other = page.replace('window.___chunkMapping="{', 'window.___chunkMapping="{ ');
  const dir = siteWith({ [FILE]: page, 'index.html': other });
  try {
    expect(() => moveChunkMapOfSite(dir)).toThrow(
      /2 different chunk maps among its 2 Gatsby pages/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
