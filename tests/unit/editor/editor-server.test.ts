/** @jest-environment node */
/**
 * The local editor's server (npm run editor): it answers only its own page,
 * writes only the files the editor edits, and checks every write with the
 * build's validation, whatever sends it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEditorServer } from '../../../scripts/editor/server';
import { specYamlFiles } from '../../support/spec-site';

const ROOT = process.cwd();

let repo: string;
let editorDir: string;
let server: { url: string; close: () => Promise<void> };

function copyInto(target: string, relative: string): void {
  fs.cpSync(path.join(ROOT, relative), path.join(target, relative), { recursive: true });
}

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-server-repo-'));
  for (const part of ['site.yaml', 'data', 'src/locales', 'package.json']) copyInto(repo, part);
  // site.yaml and data/ as the specification's site shipped them: the saves below edit their lines.
  for (const [file, text] of specYamlFiles()) fs.writeFileSync(path.join(repo, file), text);
  editorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-server-page-'));
  fs.writeFileSync(path.join(editorDir, 'index.html'), '<!DOCTYPE html><title>Site editor</title>');
  server = await startEditorServer({
    editorDir,
    repoDir: repo,
    port: 0,
    host: { backend: 'local' },
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(repo, { recursive: true, force: true });
  fs.rmSync(editorDir, { recursive: true, force: true });
});

const api = () => new URL('/api/v1', server.url).href;
const origin = () => new URL(server.url).origin;

function call(body: unknown, headers: Record<string, string> = { origin: origin() }) {
  return fetch(api(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ branch: 'main', ...(body as object) }),
  });
}

function siteYaml(): string {
  return fs.readFileSync(path.join(repo, 'site.yaml'), 'utf8');
}

describe('the local editor’s server', () => {
  it('listens on this computer only', () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
  });

  it('serves the editor’s page with the editor’s headers', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });

  it('refuses a request from another site’s page', async () => {
    const response = await call(
      { action: 'getEntry', params: { branch: 'main', path: 'site.yaml' } },
      { origin: 'http://attacker.example' },
    );
    expect(response.status).toBe(403);
  });

  it('refuses a request for another host name, as DNS rebinding would send', async () => {
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1',
          method: 'POST',
          headers: { host: `attacker.example:${port}`, 'content-type': 'application/json' },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on('error', reject);
      request.end(JSON.stringify({ action: 'info' }));
    });
    expect(status).toBe(403);
  });

  it('reads the working tree for its own page', async () => {
    const response = await call({
      action: 'getEntry',
      params: { branch: 'main', path: 'site.yaml' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: string }).data).toBe(siteYaml());
  });

  it('writes no file the editor does not edit', async () => {
    const before = fs.readFileSync(path.join(repo, 'package.json'), 'utf8');
    const response = await call({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: 'package.json', slug: 'x', raw: '{"scripts":{"test":"rm -rf /"}}' }],
        assets: [],
        options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    });
    expect(response.status).toBe(403);
    expect(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).toBe(before);
  });

  it('refuses a save the build would refuse, in the build’s words, and writes nothing', async () => {
    const before = siteYaml();
    const raw = before.replace(
      '  - { from: /dj/, to: /music/ }',
      '  - { from: /dj/, to: /nowhere/ }',
    );
    expect(raw).not.toBe(before);
    const response = await call({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: 'site.yaml', slug: 'x', raw }],
        assets: [],
        options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /\/nowhere\/ is not a page/,
    );
    expect(siteYaml()).toBe(before);
  });

  it('refuses an SVG upload', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await call({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: {
          path: 'data/images/venues/x.jpg',
          content: svg.toString('base64'),
          encoding: 'base64',
        },
        options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    });
    expect(response.status).toBe(422);
    expect(fs.existsSync(path.join(repo, 'data/images/venues/x.jpg'))).toBe(false);
  });

  it('writes a valid save', async () => {
    const raw = siteYaml().replace('phone: (201) 555-0147', 'phone: (973) 555-0188');
    const response = await call({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: 'site.yaml', slug: 'x', raw }],
        assets: [],
        options: { commitMessage: 'Update', useWorkflow: false, status: 'draft' },
      },
    });
    const answer = await response.text();
    expect([response.status, answer]).toEqual([200, expect.stringContaining('persisted')]);
    expect(siteYaml()).toBe(raw);
  });
});
