/**
 * On Cloudflare Pages, the editor's GitHub sign-in is the site's own
 * (src/sign-in): the build bundles it into public/_worker.js (Pages'
 * "advanced mode") with a _routes.json that sends it only the sign-in's
 * addresses, so every other request is served as a static file with
 * _redirects and _headers, as without a worker. Any other host or sign-in
 * gets neither file. The host tests call it on a copy of the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { signsInOnTheSite, type SignInSettings } from '../../src/config/editor-sign-in';
import { SIGN_IN_PREFIX } from '../../src/sign-in/settings';

export const WORKER_FILE = '_worker.js';
export const ROUTES_FILE = '_routes.json';
const WORKER_SOURCE = 'src/sign-in/worker.ts';

/** Pages' routing file: the worker runs for these addresses only. */
export function signInRoutes(): string {
  return `${JSON.stringify({ version: 1, include: [`${SIGN_IN_PREFIX}*`], exclude: [] }, null, 2)}\n`;
}

/** Writes (or, when the site does not sign in by itself, removes) the worker and its routes. */
export function writeSignInWorker(
  dir: string,
  site: SignInSettings,
  root = process.cwd(),
): { written: boolean } {
  const worker = path.join(dir, WORKER_FILE);
  const routes = path.join(dir, ROUTES_FILE);
  if (!signsInOnTheSite(site)) {
    for (const file of [worker, routes]) fs.rmSync(file, { force: true });
    return { written: false };
  }
  buildSync({
    absWorkingDir: root,
    entryPoints: [WORKER_SOURCE],
    outfile: worker,
    bundle: true,
    // Cloudflare's runtime: Web APIs, ES modules.
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.writeFileSync(routes, signInRoutes());
  return { written: true };
}
