/**
 * npm run editor: the browser editor on this computer, editing the files of
 * this working tree, with no account and no network. Open the address it
 * prints; each save writes site.yaml, data/ or src/locales/ directly (see
 * them with `git diff`, undo with `git checkout -- <file>`).
 *
 *   npm run editor [-- --port 8081] [--repo <folder>] [--out <folder>] [--dev]
 *
 * --out: where the editor is built (default .cache/editor); --no-build
 * serves what is there; --dev builds it unminified, with React's
 * development checks (for work on the editor itself; slower to start).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_EDITOR_PORT } from '../../src/config/editor-path';
import { loadSiteConfigOrExit } from '../../src/config/project';
import { buildLocalEditor } from './local-editor';
import { startEditorServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(LOCAL_EDITOR_PORT) },
    repo: { type: 'string', default: process.cwd() },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const projectDir = path.resolve(__dirname, '..', '..');
  const repoDir = path.resolve(values.repo);
  // The editor refuses to start on a broken site.yaml: the build's message says what to fix.
  const site = loadSiteConfigOrExit(repoDir);
  const editorDir = path.resolve(values.out ?? path.join(projectDir, '.cache', 'editor'));
  if (!values['no-build']) {
    await buildLocalEditor({
      root: projectDir,
      outDir: editorDir,
      site,
      development: values.dev,
    });
  }
  const server = await startEditorServer({
    editorDir,
    repoDir,
    port: Number(values.port),
    host: { backend: 'local' },
    staticDir: path.join(projectDir, 'static'),
  });
  console.log(`The site editor is at ${server.url}`);
  console.log(`It saves into ${repoDir}. Stop it with Ctrl+C.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
