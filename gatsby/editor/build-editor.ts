/**
 * Builds the browser editor into a folder: Decap CMS's prebuilt script (with
 * its own React, copied from node_modules/decap-cms), our code for it
 * (src/editor, bundled with esbuild on its own, so that nothing of it can
 * reach a visitor page's bundles), its page and its configuration.
 *
 * Used by the site build (public/admin/) and by `npm run editor`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import type { DecapConfig } from '../../src/editor/for-the-build';
import { withoutSourceMapComment } from '../site-files/source-maps';
import { editorPage } from './editor-page';

/** The files of Decap's own bundle that the editor loads: the script, its lazy chunks and wasm. */
function decapFiles(distDir: string): string[] {
  return fs
    .readdirSync(distDir)
    .filter(
      (name) =>
        name === 'decap-cms.js' ||
        name === 'decap-cms.js.LICENSE.txt' ||
        /^\d+\.decap-cms\.js$/.test(name) ||
        name.endsWith('.wasm'),
    );
}

/**
 * A package's file, resolved from the project (not with require.resolve,
 * which Gatsby's compiler of gatsby-node removes).
 */
export function resolveFromProject(root: string, request: string): string {
  return createRequire(path.join(root, 'package.json')).resolve(request);
}

export function decapDistDir(root: string): string {
  return path.join(path.dirname(resolveFromProject(root, 'decap-cms/package.json')), 'dist');
}

/**
 * A package's prebuilt script, without its source-map comment: its map is not
 * published (gatsby/site-files/source-maps.ts).
 */
export function copyScript(from: string, to: string): void {
  // latin1 reads and writes each byte as it is: the rest of the file is copied unchanged.
  const code = fs.readFileSync(from, 'latin1');
  fs.writeFileSync(to, withoutSourceMapComment(code), 'latin1');
}

function copyDecap(root: string, outDir: string): void {
  const distDir = decapDistDir(root);
  for (const name of decapFiles(distDir)) {
    const copy = name.endsWith('.js') ? copyScript : fs.copyFileSync;
    copy(path.join(distDir, name), path.join(outDir, name));
  }
}

/** Our code for the editor: src/editor/index.ts and what it imports, with React 18 of our own. */
async function bundleOurCode(root: string, outDir: string, minify: boolean): Promise<void> {
  await build({
    absWorkingDir: root,
    // editor.css: the site's styles, for the preview pane only; editor-ui.css: Decap's page.
    entryPoints: { editor: 'src/editor/index.ts', 'editor-ui': 'src/editor/editor-ui.css' },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'linked',
    jsx: 'automatic',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"' },
    // The previews render the site's own components; these stand in for Gatsby's runtime.
    alias: { gatsby: './src/editor/preview/gatsby-shim.tsx' },
    loader: { '.svg': 'file', '.woff': 'file', '.woff2': 'file', '.jpg': 'file', '.png': 'file' },
  });
}

/** The editor's configuration as the editor reads it (/admin/config.json). */
export const EDITOR_CONFIG_FILE = 'config.json';

export function editorConfigFile(config: DecapConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

export interface EditorBuild {
  root: string;
  outDir: string;
  config: DecapConfig;
  /** The business's name (site.yaml), on the editor's page and sign-in screen. */
  siteName: string;
  minify?: boolean;
}

export async function buildEditor({
  root,
  outDir,
  config,
  siteName,
  minify = true,
}: EditorBuild): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  copyDecap(root, outDir);
  await bundleOurCode(root, outDir, minify);
  fs.writeFileSync(path.join(outDir, EDITOR_CONFIG_FILE), editorConfigFile(config));
  fs.writeFileSync(path.join(outDir, 'index.html'), editorPage(config, siteName));
}
