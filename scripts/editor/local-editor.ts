/**
 * The local editor (npm run editor) built for a working tree: the editor
 * with the local backend, which saves through its own server. Shared by the
 * command, the end-to-end tests and the benchmark, so that all three run the
 * same editor.
 */
import { buildEditor } from '../../gatsby/editor/build-editor';
import { editorConfig, localBackend } from '../../src/editor/config/editor-config';
import type { SiteConfig } from '../../src/config/schema';

export interface LocalEditorBuild {
  /** The project's folder (its node_modules and src/editor). */
  root: string;
  outDir: string;
  site: Pick<SiteConfig, 'siteUrl' | 'languages' | 'editor' | 'business' | 'deploy'>;
  /** Unminified, with React's development checks and messages: for working on the editor itself. */
  development?: boolean;
}

export async function buildLocalEditor({
  root,
  outDir,
  site,
  development = false,
}: LocalEditorBuild): Promise<void> {
  await buildEditor({
    root,
    outDir,
    config: editorConfig(site, localBackend(site.editor.branch)),
    siteName: site.business.name,
    minify: !development,
  });
}
