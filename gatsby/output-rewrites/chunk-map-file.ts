/**
 * Gatsby 5 writes its chunk map (which files make each page kind's code
 * and styles, window.___chunkMapping) into every page as a 2.5 KB inline
 * script. Only its loader reads it, to prefetch a page's files before a
 * move in the browser: nothing a first paint needs, yet every copy of
 * every page carries it, three per venue, before its first paint. After the build, this
 * writes the script's text once to a file named by its content's hash and
 * leaves in each page a `<script src async>` for it where the inline script
 * stood, just before Gatsby's own scripts: scripts-after-first-paint.ts
 * then asks for it first of them, after the first paint, and the browser
 * caches it for every page. The text is unchanged, so the map means what
 * it meant.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from '../site-files/html-files';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';
import { isGatsbyPage } from './scripts-after-first-paint';

/** Gatsby's element, as its webpack stats plugin writes it into the scripts slice. */
const CHUNK_MAP_SCRIPT =
  /\s*<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[^<]*?;)\s*<\/script>\s*/;

/** The name it gets: `[name]-[20 hex digits].js`, like webpack's (content-hashed-files.ts). */
export const chunkMapFileName = (script: string) =>
  `chunk-map-${createHash('sha256').update(script, 'utf8').digest('hex').slice(0, 20)}.js`;

export const chunkMapFile: OutputRewrite = {
  name: 'chunk-map-file',
  purpose:
    'Moves the chunk map Gatsby inlines into every page (window.___chunkMapping, 2.5 KB) into one ' +
    'content-hashed file that the page asks for with its other scripts after the first paint, so ' +
    'no copy of a page carries it and the browser caches it once.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'none filed: Gatsby writes the map from its webpack stats plugin into the _gatsby-scripts ' +
    'slice of every page (gatsby/dist/utils/gatsby-webpack-stats-extractor.js), with no option ' +
    'to link it instead; related: https://github.com/gatsbyjs/gatsby/issues/25698',
  patterns: [CHUNK_MAP_SCRIPT],
  mustMatch:
    'every built page Gatsby rendered (an HTML file holding <div id="___gatsby">) holds one ' +
    '<script id="gatsby-chunk-mapping">window.___chunkMapping=…;</script>, the same text in all ' +
    'of them; pages Gatsby did not render (the redirect pages) hold none.',
};

/** The page's chunk-map script text, or null when the page holds none. */
export function chunkMapScriptOf(html: string): string | null {
  return CHUNK_MAP_SCRIPT.exec(html)?.[1] ?? null;
}

/**
 * The page with its inline chunk map replaced by an async script asking
 * for `fileName`. A page that is not Gatsby's is returned as it is; a
 * Gatsby page without the map throws.
 */
export function withChunkMapFile(html: string, file: string, fileName: string): string {
  if (!isGatsbyPage(html)) return html;
  if (chunkMapScriptOf(html) === null) {
    throw new OutputRewriteError(
      chunkMapFile,
      file,
      'a page Gatsby rendered with no <script id="gatsby-chunk-mapping">window.___chunkMapping=…;</script>.',
    );
  }
  return html.replace(CHUNK_MAP_SCRIPT, `<script src="/${fileName}" async></script>`);
}

/**
 * Writes the chunk map to its file in `publicDir` and points every Gatsby
 * page to it; returns the file's name. Pages holding different maps (two
 * builds mixed in one folder) fail the build.
 */
export function moveChunkMapOfSite(publicDir: string): string {
  const files = htmlFilesIn(publicDir).filter((file) => !file.startsWith('_gatsby/'));
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');
  // Read twice rather than held: a site with thousands of venues has tens of thousands of pages.
  const pages: string[] = [];
  const scripts = new Set<string | null>();
  for (const file of files) {
    const html = read(file);
    if (!isGatsbyPage(html)) continue;
    pages.push(file);
    scripts.add(chunkMapScriptOf(html));
  }
  const [script, ...others] = [...scripts];
  if (!script || others.length > 0) {
    throw new OutputRewriteError(
      chunkMapFile,
      publicDir,
      pages.length === 0
        ? `none of its ${files.length} HTML files holds <div id="___gatsby">.`
        : `${scripts.size} different chunk maps among its ${pages.length} Gatsby pages` +
            (scripts.has(null) ? ', some pages without one.' : '.'),
    );
  }
  const fileName = chunkMapFileName(script);
  fs.writeFileSync(path.join(publicDir, fileName), `${script}\n`);
  for (const file of pages) {
    fs.writeFileSync(path.join(publicDir, file), withChunkMapFile(read(file), file, fileName));
  }
  return fileName;
}
