/**
 * Runs `npm run check:live` as a person does (its script, in a process of its
 * own) against a running host, and reads its --json report.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LiveReport } from '../../../scripts/live-check/report';
import { ROOT_DIR } from '../../support/site';

export interface CheckLiveRun {
  exitCode: number;
  report: LiveReport;
}

export interface CheckLiveOptions {
  /** The build the site is compared with. */
  dir: string;
  /** The project whose site.yaml is read (the checkout's by default). */
  root?: string;
  extraArgs?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

function run(origin: string, options: CheckLiveOptions, format: readonly string[]) {
  const args = [
    path.join(ROOT_DIR, 'scripts', 'check-live.ts'),
    origin,
    '--dir',
    options.dir,
    '--root',
    options.root ?? ROOT_DIR,
    ...format,
    ...(options.extraArgs ?? []),
  ];
  return new Promise<{ exitCode: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
      args,
      { cwd: ROOT_DIR, env: { ...process.env, ...options.env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}

export async function checkLive(origin: string, options: CheckLiveOptions): Promise<CheckLiveRun> {
  const { exitCode, stdout, stderr } = await run(origin, options, ['--json']);
  try {
    return { exitCode, report: JSON.parse(stdout) as LiveReport };
  } catch {
    throw new Error(`check:live printed no report (exit ${exitCode}):\n${stdout}\n${stderr}`);
  }
}

/** The report as a person reads it. */
export async function checkLiveText(origin: string, options: CheckLiveOptions): Promise<string> {
  const { stdout, stderr } = await run(origin, options, []);
  return `${stdout}${stderr}`;
}

/** The checks that failed, each with its problems, for a message that says what went wrong. */
export function failedChecks(report: LiveReport): Record<string, string[]> {
  return Object.fromEntries(
    report.checks
      .filter((check) => check.status === 'fail')
      .map((check) => [check.id, check.problems]),
  );
}
