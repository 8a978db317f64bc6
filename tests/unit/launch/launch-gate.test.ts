/** @jest-environment node */
/**
 * A build that publishes the site stops while a value must change, printing
 * the list without a stack trace; previews, local builds and CI go on with
 * one line; a demo is published on purpose.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { launchGate } from '../../../src/config/launch/launch-gate';
import type { LaunchItem } from '../../../src/config/launch/launch-items';
import { ROOT_DIR } from '../../support/site';
import { copyProject } from '../../../scripts/project-copy/project-copy';
import { REAL_COMPANY, siteYamlWith } from './support/projects';

const EXAMPLE: LaunchItem = {
  level: 'must',
  file: 'site.yaml',
  path: ['business', 'phone'],
  line: 35,
  problem: '(201) 555-0147 is a fictional number.',
  fix: 'Write the company’s real phone number.',
};
const RECOMMENDED: LaunchItem = { ...EXAMPLE, level: 'recommended', path: ['reviews'] };
const site = (demo?: boolean) => ({
  editor: { backend: 'git-gateway' as const, branch: 'main', reviewBeforePublishing: false },
  deploy: { host: 'netlify' as const, ...(demo === undefined ? {} : { demo }) },
});
const screen = () => 'Site settings → Business facts';

describe('which builds publish the site', () => {
  it.each([
    ['Netlify’s production context', { NETLIFY: 'true', CONTEXT: 'production' }],
    [
      'a Cloudflare Pages build of the branch site.yaml publishes from',
      { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' },
    ],
  ])('%s stops while an example remains, with the list', (_name, environment) => {
    const gate = launchGate(site(), [EXAMPLE, RECOMMENDED], environment, screen);
    expect(gate.publish).toBe(false);
    if (gate.publish) return;
    expect(gate.message).toMatch(/^✖ This is .*1 example value.*Nothing was built\./);
    expect(gate.message).toContain('site.yaml:35  business.phone');
    expect(gate.message).toContain('Editor:  Site settings → Business facts');
    expect(gate.message).toContain('demo: true');
    // Only what must change: the recommended items do not stop a launch.
    expect(gate.message).not.toContain('Recommended');
  });

  it.each([
    ['a local build', {}],
    ['CI', { CI: 'true' }],
    ['a Netlify deploy preview', { NETLIFY: 'true', CONTEXT: 'deploy-preview' }],
    ['a Netlify branch deploy', { NETLIFY: 'true', CONTEXT: 'branch-deploy' }],
    [
      'a Cloudflare Pages preview of another branch',
      { CF_PAGES: '1', CF_PAGES_BRANCH: 'new-menu', CI: 'true' },
    ],
  ])('%s goes on, with one warning line', (_name, environment) => {
    expect(launchGate(site(), [EXAMPLE, RECOMMENDED], environment, screen)).toEqual({
      publish: true,
      warning: expect.stringMatching(/^Before going live: 1 example value must change/) as string,
      notice: null,
    });
  });

  it('a demo is published on purpose, saying so', () => {
    const gate = launchGate(
      site(true),
      [EXAMPLE],
      { NETLIFY: 'true', CONTEXT: 'production' },
      screen,
    );
    expect(gate).toMatchObject({
      publish: true,
      notice: expect.stringContaining('noindex') as string,
    });
  });

  it('nothing left to change: published without a word', () => {
    expect(
      launchGate(site(), [RECOMMENDED], { NETLIFY: 'true', CONTEXT: 'production' }, screen),
    ).toEqual({
      publish: true,
      warning: null,
      notice: null,
    });
  });
});

describe('the build’s first step (gatsby/launch.ts) on a project', () => {
  function firstStep(siteYaml: string, environment: Record<string, string>) {
    const project = copyProject({ scope: 'content', prefix: 'launch-gate', siteYaml });
    const script = `
      import { checkLaunchOrExit } from ${JSON.stringify(path.join(ROOT_DIR, 'gatsby', 'launch'))};
      import { loadSiteConfigOrExit } from ${JSON.stringify(path.join(ROOT_DIR, 'src', 'config', 'project'))};
      checkLaunchOrExit(loadSiteConfigOrExit(), { warn: (line) => console.log('warn', line), info: (line) => console.log('info', line) });
      console.log('went on');
    `;
    try {
      const run = spawnSync(
        path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
        ['--eval', script],
        {
          cwd: project.root,
          encoding: 'utf8',
          env: { PATH: process.env.PATH, ...environment },
        },
      );
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    } finally {
      project.remove();
    }
  }

  const withExample = siteYamlWith(REAL_COMPANY, [
    [['business', 'email'], 'hello@example-events.com'],
  ]);

  it('stops a production build with the list, in plain words, without a stack trace', () => {
    const run = firstStep(withExample, { NETLIFY: 'true', CONTEXT: 'production' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('went on');
    expect(run.stderr).toContain('hello@example-events.com is an example address');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('lets a local build go on with one warning line', () => {
    const run = firstStep(withExample, {});
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^warn Before going live: 1 example value must change/),
      'went on',
    ]);
  });
});
