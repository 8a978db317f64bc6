/** @jest-environment node */
/**
 * The build entry (loadSiteConfigOrExit, called by gatsby-config) run as a
 * real process on a project folder: a broken site.yaml must stop it with the
 * list of fixes and no stack trace.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_FILE_NAMES } from '../../../src/config/content/validate';
import { specContentText, specSiteText } from '../../support/spec-site';

const PROJECT = process.cwd();
const TSX = path.join(PROJECT, 'node_modules', '.bin', 'tsx');
const STACK_FRAME = /^\s+at .*\(.*:\d+:\d+\)/m;

/**
 * A project folder holding `siteYaml`, the frozen copies of data/ the
 * specification's site shipped (tests/fixtures/spec-data/, with `dataEdits`
 * made to its files) and a link to the real src/locales.
 */
function projectWith(siteYaml: string, dataEdits: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
  fs.writeFileSync(path.join(root, 'site.yaml'), siteYaml);
  fs.mkdirSync(path.join(root, 'data'));
  for (const name of CONTENT_FILE_NAMES) {
    fs.writeFileSync(path.join(root, 'data', name), dataEdits[name] ?? specContentText(name));
  }
  fs.mkdirSync(path.join(root, 'src'));
  fs.symlinkSync(path.join(PROJECT, 'src', 'locales'), path.join(root, 'src', 'locales'), 'dir');
  return root;
}

function runBuildEntry(root: string) {
  const result = spawnSync(
    TSX,
    [
      '-e',
      "require('./src/config/project').loadSiteConfigOrExit(process.argv[1]); console.log('config ok');",
      root,
    ],
    { cwd: PROJECT, encoding: 'utf8', timeout: 25_000 },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The frozen copy of site.yaml the edits below are made to (tests/fixtures/spec-site.yaml). */
const shipped = specSiteText();
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('the build entry on site.yaml', () => {
  it('goes on when the file is valid', () => {
    const root = projectWith(shipped);
    roots.push(root);
    const run = runBuildEntry(root);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('config ok');
  }, 30_000);

  it('stops with exit code 1, the setting, the fix and no stack trace when it is broken', () => {
    const broken = shipped.replace('vipLogin: https://', 'vipLogin: http://');
    expect(broken).not.toBe(shipped);
    const root = projectWith(broken);
    roots.push(root);
    const line = broken.slice(0, broken.indexOf('vipLogin: http://')).split('\n').length;

    const run = runBuildEntry(root);

    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('config ok');
    expect(run.stderr).toContain(`site.yaml:${line}:`);
    expect(run.stderr).toContain('links.vipLogin');
    expect(run.stderr).toContain('Problem: ');
    expect(run.stderr).toContain('Fix:     Write the full address starting with https://');
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);

  it('stops the same way on a YAML syntax error', () => {
    const broken = shipped.replace('  responseTimeHours: 4', '  responseTimeHours 4');
    expect(broken).not.toBe(shipped);
    const root = projectWith(broken);
    roots.push(root);
    const line = broken.slice(0, broken.indexOf('responseTimeHours 4')).split('\n').length;

    const run = runBuildEntry(root);

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`site.yaml:${line}:`);
    expect(run.stderr).toMatch(/Problem: +The setting "responseTimeHours" has no colon/);
    expect(run.stderr).toMatch(/Fix: +Add a colon after the name: responseTimeHours: 4/);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);

  it('reports a broken data file in the same run as a broken site.yaml', () => {
    const broken = shipped.replace('    starRating: 5', '    starRating: 7');
    const home = specContentText('home.yaml').replace(
      'heroImage: images/home/hero-stage.jpg',
      'heroImage images/home/hero-stage.jpg',
    );
    const root = projectWith(broken, { 'home.yaml': home });
    roots.push(root);

    const run = runBuildEntry(root);

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✖ site.yaml has 1 problem.');
    expect(run.stderr).toContain('✖ data/home.yaml has 1 problem.');
    expect(run.stderr).toMatch(
      /Fix: +Add a colon after the name: heroImage: images\/home\/hero-stage\.jpg/,
    );
    expect(run.stderr).not.toMatch(STACK_FRAME);
  }, 30_000);
});

describe('the build on a host’s own build machines', () => {
  // The frozen site.yaml names Netlify (deploy.host), whatever the real one says.
  function runOnHost(environment: Record<string, string>) {
    const root = projectWith(shipped);
    roots.push(root);
    const result = spawnSync(
      TSX,
      [
        '-e',
        "const p = require('./src/config/project'); p.checkBuildHostOrExit(p.loadSiteConfigOrExit(process.argv[1])); console.log('host ok');",
        root,
      ],
      { cwd: PROJECT, encoding: 'utf8', timeout: 25_000, env: { ...process.env, ...environment } },
    );
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('goes on when site.yaml names that host', () => {
    const run = runOnHost({ NETLIFY: 'true' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toContain('host ok');
  }, 30_000);

  it('stops when site.yaml names another, saying which line to change', () => {
    const run = runOnHost({ CF_PAGES: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('deploy.host');
    expect(run.stderr).toContain('This build runs on Cloudflare Pages');
    expect(run.stderr).toContain('"host: cloudflare"');
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(run.stdout).not.toContain('host ok');
  }, 30_000);
});
