/** @jest-environment node */
/**
 * `npm run check` (scripts/check.ts) run as a real process: the build's own
 * validation alone, with the build's messages and exit code. The broken
 * projects are the frozen copies of site.yaml and data/ (tests/fixtures/)
 * with one slip each, beside the real translations and pictures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { specYamlFiles } from '../../support/spec-site';

const PROJECT = process.cwd();
const TSX = path.join(PROJECT, 'node_modules', '.bin', 'tsx');
const STACK_FRAME = /^\s+at .*\(.*:\d+:\d+\)/m;

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A project folder: the frozen site.yaml and data/ with `replaced` texts, real translations and pictures. */
function projectWith(replaced: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-check-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'data'));
  fs.symlinkSync(path.join(PROJECT, 'data', 'images'), path.join(root, 'data', 'images'), 'dir');
  fs.cpSync(path.join(PROJECT, 'src', 'locales'), path.join(root, 'src', 'locales'), {
    recursive: true,
  });
  for (const [file, text] of specYamlFiles()) fs.writeFileSync(path.join(root, file), text);
  for (const [file, text] of Object.entries(replaced))
    fs.writeFileSync(path.join(root, file), text);
  return root;
}

function frozen(file: string): string {
  const text = specYamlFiles().get(file);
  if (text === undefined) throw new Error(`No frozen copy of ${file}`);
  return text;
}

/** `frozen(file)` with `search` replaced, which must be there. */
function slip(file: string, search: string, replacement: string): string {
  const text = frozen(file);
  if (!text.includes(search)) throw new Error(`${file} has no "${search}"`);
  return text.replace(search, replacement);
}

function check(root: string) {
  const run = spawnSync(TSX, [path.join(PROJECT, 'scripts', 'check.ts'), root], {
    cwd: PROJECT,
    encoding: 'utf8',
    timeout: 25_000,
    env: { ...process.env, NETLIFY: '', CF_PAGES: '' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function lineOf(text: string, search: string): number {
  return text.slice(0, text.indexOf(search)).split('\n').length;
}

describe('npm run check', () => {
  it('passes this project, printing the translations’ coverage', () => {
    const run = check(PROJECT);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Translations es: \d+\/\d+ keys/m);
    expect(run.stdout).toMatch(/^✔ site\.yaml, data\/ and the translations are valid/m);
  }, 30_000);

  it('stops a broken site.yaml with exit code 1, its line, the fix and no stack trace', () => {
    const broken = slip('site.yaml', 'vipLogin: https://', 'vipLogin: http://');
    const run = check(projectWith({ 'site.yaml': broken }));
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('✔');
    expect(run.stderr).toContain('✖ site.yaml has 1 problem. Nothing was built.');
    expect(run.stderr).toContain(`site.yaml:${lineOf(broken, 'vipLogin: http://')}:`);
    expect(run.stderr).toContain('Fix:     Write the full address starting with https://');
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);

  it('stops on a data file that names a page site.yaml does not have', () => {
    const broken = slip('data/services.yaml', 'path: /music/', 'path: /musik/');
    const run = check(projectWith({ 'data/services.yaml': broken }));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✖ data/services.yaml has');
    expect(run.stderr).toContain(`data/services.yaml:${lineOf(broken, '/musik/')}:`);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);

  it('stops on a translation file that is not valid JSON, before anything else', () => {
    const root = projectWith({});
    const file = path.join(root, 'src', 'locales', 'es', 'common.json');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace(/"(\s*\n\s*\})/, '",$1'));
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/✖ src\/locales\/es\/common\.json has 1 problem/);
    expect(run.stderr).toMatch(/src\/locales\/es\/common\.json:\d+:\d+/);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);
});
