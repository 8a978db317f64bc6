/** @jest-environment node */
/**
 * The sites built from copies of the project are built by one process at a
 * time: the test run's background builder, or a test that needs them first.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillOnce } from '../../../scripts/project-copy/built-sites';

let folder: string;
let target: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'built-sites-'));
  target = path.join(folder, 'fingerprint');
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build that takes a moment and counts its runs. */
function countedBuild() {
  const build = { runs: 0, make: async () => {} };
  build.make = async () => {
    build.runs += 1;
    await pause(200);
    fs.writeFileSync(path.join(target, 'site'), 'built');
  };
  return build;
}

describe('filling a test site’s folder once', () => {
  it('builds once when two ask at the same time, and both get the finished site', async () => {
    const build = countedBuild();
    await Promise.all([fillOnce(target, build.make), fillOnce(target, build.make)]);
    expect(build.runs).toBe(1);
    expect(fs.readFileSync(path.join(target, 'site'), 'utf8')).toBe('built');
    expect(fs.existsSync(`${target}.building`)).toBe(false);
  });

  it('builds nothing when the site is complete', async () => {
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(target, 'complete'), 'yes');
    const build = countedBuild();
    await fillOnce(target, build.make);
    expect(build.runs).toBe(0);
  });

  it('waits for another process building it, and builds nothing itself', async () => {
    const builder = spawn('sleep', ['5']);
    try {
      fs.writeFileSync(`${target}.building`, String(builder.pid));
      const build = countedBuild();
      const waiting = fillOnce(target, build.make);
      await pause(1_500);
      fs.mkdirSync(target, { recursive: true });
      fs.writeFileSync(path.join(target, 'complete'), 'yes');
      await waiting;
      expect(build.runs).toBe(0);
    } finally {
      builder.kill();
    }
  });

  it('builds it when the process that was building it stopped before finishing', async () => {
    const stopped = spawnSync('true').pid;
    fs.writeFileSync(`${target}.building`, String(stopped));
    const build = countedBuild();
    await fillOnce(target, build.make);
    expect(build.runs).toBe(1);
  });

  it('deletes the sites of older sources beside it, and leaves no lock after a failed build', async () => {
    const older = path.join(folder, 'older-fingerprint');
    fs.mkdirSync(older);
    const failing = () => Promise.reject(new Error('the build failed'));
    await expect(fillOnce(target, failing)).rejects.toThrow('the build failed');
    expect(fs.existsSync(older)).toBe(false);
    expect(fs.existsSync(path.join(target, 'complete'))).toBe(false);
    expect(fs.existsSync(`${target}.building`)).toBe(false);
  });
});
