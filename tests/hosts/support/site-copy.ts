/**
 * A copy of the built site with one host's files, written by the same code
 * the build runs: its rule files (gatsby/hosts/write-host-files.ts), the
 * editor's GitHub sign-in on Cloudflare Pages (gatsby/hosts/sign-in-worker.ts)
 * and the editor's configuration for that host. One build serves the tests of
 * every host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EDITOR_CONFIG_FILE, editorConfigFile } from '../../../gatsby/editor/build-editor';
import { EDITOR_PATH } from '../../../src/config/editor-path';
import { writeSignInWorker } from '../../../gatsby/hosts/sign-in-worker';
import { writeHostRedirects } from '../../../gatsby/hosts/write-host-files';
import { planRedirects } from '../../../gatsby/redirects/legacy-redirects';
import { formatProblems } from '../../../src/config/problems';
import { validateProjectConfig } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';
import { editorConfig } from '../../../src/editor/config/editor-config';
import { ROOT_DIR } from '../../support/site';

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');

export interface BuiltSiteCopy {
  dir: string;
  /** site.yaml as the copy was made for (deploy.host: the copy's host). */
  site: SiteConfig;
  remove(): void;
}

/** Writes the editor's configuration into a copy, as the build writes it for `site`. */
export function writeEditorConfig(dir: string, site: SiteConfig): void {
  fs.writeFileSync(
    path.join(dir, ...EDITOR_PATH.split('/').filter(Boolean), EDITOR_CONFIG_FILE),
    editorConfigFile(editorConfig(site)),
  );
}

export function builtSiteCopy(host: 'netlify' | 'cloudflare'): BuiltSiteCopy {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('public/ holds no built site: run `npm run build` first.');
  }
  if (!fs.existsSync(path.join(PUBLIC_DIR, '_headers'))) {
    throw new Error(
      'public/_headers is missing: site.yaml says deploy.host: static. Build with host netlify or cloudflare to test the hosts.',
    );
  }
  const result = validateProjectConfig(ROOT_DIR);
  if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
  const config: SiteConfig = { ...result.config, deploy: { ...result.config.deploy, host } };
  const languages = config.languages.supported.map((language) => language.code);
  const defaultLanguage = config.languages.default;

  const parent = fs.mkdtempSync(path.join(os.tmpdir(), `host-${host}-`));
  const dir = path.join(parent, 'public');
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true });
  writeHostRedirects(dir, host, {
    planned: planRedirects({ ...config, languages, defaultLanguage }),
    languages,
    defaultLanguage,
  });
  writeSignInWorker(dir, config, ROOT_DIR);
  writeEditorConfig(dir, config);
  return {
    dir,
    site: config,
    remove: () => fs.rmSync(parent, { recursive: true, force: true }),
  };
}
