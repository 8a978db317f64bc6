/** @jest-environment node */
/**
 * `npm run check:launch` on a copy of the project: it exits 1 while a value
 * must change, listing it with its line, fix and screen, and 0 once none is
 * left; a broken site.yaml is reported as the build reports it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../support/site';
import { copyProject } from '../../../scripts/project-copy/project-copy';
import { REAL_COMPANY, siteYamlWith } from './support/projects';

const TSX = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');

function checkLaunch(siteYaml: string): { status: number | null; output: string } {
  const project = copyProject({ scope: 'content', prefix: 'check-launch', siteYaml });
  try {
    const run = spawnSync(
      TSX,
      [path.join(ROOT_DIR, 'scripts', 'check-launch.ts'), '--root', project.root],
      {
        cwd: ROOT_DIR,
        encoding: 'utf8',
      },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    project.remove();
  }
}

describe('npm run check:launch', () => {
  it('exits 1 while an example must change, naming its line, fix and screen', () => {
    const siteYaml = siteYamlWith(REAL_COMPANY, [[['business', 'phone'], '(201) 555-0147']]);
    const phoneLine = siteYaml.split('\n').findIndex((line) => /^\s+phone: /.test(line)) + 1;
    const { status, output } = checkLaunch(siteYaml);
    expect(status).toBe(1);
    expect(output).toMatch(/^Before going live: 1 value must change/);
    expect(output).toContain(`site.yaml:${phoneLine}  business.phone`);
    expect(output).toContain('Editor:  Site settings → Business facts');
    expect(output).toContain('A production build stops');
  });

  it('exits 0 once nothing must change', () => {
    const { status, output } = checkLaunch(siteYamlWith(REAL_COMPANY));
    expect({ status, output }).toEqual({
      status: 0,
      output: expect.stringContaining('can go live'),
    });
  });

  it('reports a broken site.yaml first, in the build’s words, without a stack trace', () => {
    const broken = siteYamlWith(REAL_COMPANY).replace(
      /^siteUrl: .*$/m,
      'siteUrl: www.brightnight-events.com',
    );
    const { status, output } = checkLaunch(broken);
    expect(status).toBe(1);
    expect(output).toMatch(/site\.yaml has 1 problem/);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

// The shipped project, whatever its values: each item names its place and a fix.
it('lists the shipped project’s items each with a place and a fix', () => {
  const run = spawnSync(TSX, [path.join(ROOT_DIR, 'scripts', 'check-launch.ts')], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  });
  expect([0, 1]).toContain(run.status);
  const blocks = run.stdout.split('\n\n').filter((block) => block.includes('Problem:'));
  // Exit 1 means something must change: then it is listed.
  if (run.status === 1) expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block).toMatch(/^ {2}(site\.yaml|data\/[a-z-]+\.yaml)(:\d+)?/);
    expect(block).toMatch(/\n {4}Fix: {5}\S/);
    expect(block).toMatch(/\n {4}Editor: {2}\S/);
  }
});
