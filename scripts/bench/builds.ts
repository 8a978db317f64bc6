/**
 * Timed cold builds (gatsby clean, then gatsby build) of the site, of the
 * bare Gatsby baseline, and of copies of the site padded to many venues
 * (scripts/scale/pad-venues.ts), which show how the build grows with them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { samplePeakMemory } from './peak-memory';

export const ROOT = path.resolve(__dirname, '..', '..');
const GATSBY_CLI = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');

/** Runs a gatsby command; resolves with the peak memory of its processes, in bytes. */
function gatsby(
  command: string,
  cwd: string,
  logFile: string,
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [GATSBY_CLI, command], {
      cwd,
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      stdio: ['ignore', log, log],
    });
    const memory = child.pid === undefined ? undefined : samplePeakMemory(child.pid);
    child.on('error', reject);
    child.on('exit', (code) => {
      const peakBytes = memory?.stop() ?? Number.NaN;
      fs.closeSync(log);
      if (code === 0) resolve(peakBytes);
      else reject(new Error(`gatsby ${command} in ${cwd} failed (exit ${code}): see ${logFile}`));
    });
  });
}

export interface BuildTiming {
  seconds: number;
  /** Pages Gatsby built (page-data files). */
  pages: number;
  /** HTML files written, redirect pages included. */
  htmlFiles: number;
  /** The most memory the build's processes held at once (resident, summed), in bytes. */
  peakMemoryBytes?: number;
}

function countFiles(dir: string, test: (name: string) => boolean): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory()
          ? countFiles(path.join(dir, entry.name), test)
          : test(entry.name)
            ? 1
            : 0),
      0,
    );
}

export interface BuildOptions {
  /** Added to the build's environment (see scripts/project-copy/build-copy.ts). */
  env?: NodeJS.ProcessEnv;
  /** Keeps the cache of an earlier build in the same folder (default: gatsby clean first). */
  keepCache?: boolean;
}

/** gatsby clean (unless keepCache), then a timed gatsby build in `projectDir`. */
export async function coldBuild(
  projectDir: string,
  logFile: string,
  { env, keepCache = false }: BuildOptions = {},
): Promise<BuildTiming> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  if (!keepCache) await gatsby('clean', projectDir, logFile);
  const start = process.hrtime.bigint();
  const peakMemoryBytes = await gatsby('build', projectDir, logFile, env);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const publicDir = path.join(projectDir, 'public');
  return {
    seconds,
    pages: countFiles(path.join(publicDir, 'page-data'), (name) => name === 'page-data.json'),
    htmlFiles: countFiles(publicDir, (name) => name.endsWith('.html')),
    peakMemoryBytes,
  };
}
