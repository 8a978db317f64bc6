/** @jest-environment node */
/**
 * The build writes the editor's own GitHub sign-in (public/_worker.js, with
 * a _routes.json that gives it the sign-in's addresses only) for Cloudflare
 * Pages sites that sign in with GitHub through it, and for no other site. How
 * it answers in Cloudflare's runtime is tests/hosts/cloudflare-sign-in.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSignInWorker } from '../../../gatsby/hosts/sign-in-worker';
import type { SignInSettings } from '../../../src/config/editor-sign-in';
import { ROOT_DIR } from '../../support/site';

const GITHUB_ON_CLOUDFLARE: SignInSettings = {
  siteUrl: 'https://www.brightnight-events.com',
  editor: { backend: 'github' },
  deploy: { host: 'cloudflare' },
};

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-worker-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const exists = (file: string) => fs.existsSync(path.join(dir, file));

it('writes the worker, one self-contained module, and routes that give it /oauth/* only', () => {
  expect(writeSignInWorker(dir, GITHUB_ON_CLOUDFLARE, ROOT_DIR)).toEqual({ written: true });
  expect(JSON.parse(fs.readFileSync(path.join(dir, '_routes.json'), 'utf8'))).toEqual({
    version: 1,
    include: ['/oauth/*'],
    exclude: [],
  });
  const worker = fs.readFileSync(path.join(dir, '_worker.js'), 'utf8');
  expect(worker).not.toMatch(/^\s*import\s/m);
  expect(worker).not.toMatch(/\brequire\(/);
  expect(worker).toMatch(/export\s*\{[^}]*\bas default\b[^}]*\}/);
  expect(worker).toContain('authorization:github:success:');
});

it.each<[string, SignInSettings]>([
  ['on Netlify', { ...GITHUB_ON_CLOUDFLARE, deploy: { host: 'netlify' } }],
  ['on a plain static host', { ...GITHUB_ON_CLOUDFLARE, deploy: { host: 'static' } }],
  [
    'with a sign-in service of its own (authUrl)',
    {
      ...GITHUB_ON_CLOUDFLARE,
      editor: { backend: 'github', authUrl: 'https://sign-in.example.org' },
    },
  ],
  ['with GitLab', { ...GITHUB_ON_CLOUDFLARE, editor: { backend: 'gitlab' } }],
])('writes neither file %s, and removes those of an earlier build', (_case, settings) => {
  writeSignInWorker(dir, GITHUB_ON_CLOUDFLARE, ROOT_DIR);
  expect(writeSignInWorker(dir, settings, ROOT_DIR)).toEqual({ written: false });
  expect([exists('_worker.js'), exists('_routes.json')]).toEqual([false, false]);
});
