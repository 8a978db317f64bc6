/**
 * A copy of the built site with one host's rule files, written by the same
 * code the build runs (gatsby/hosts/write-host-files.ts): one build serves
 * the tests of every host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHostRedirects } from '../../../gatsby/hosts/write-host-files';
import { planRedirects } from '../../../gatsby/redirects/legacy-redirects';
import { formatProblems } from '../../../src/config/problems';
import { validateProjectConfig } from '../../../src/config/project';
import { ROOT_DIR } from '../../support/site';

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');

export function builtSiteCopy(host: 'netlify' | 'cloudflare'): { dir: string; remove(): void } {
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
  const { config } = result;
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
  return { dir, remove: () => fs.rmSync(parent, { recursive: true, force: true }) };
}
