/**
 * Starts a host's local runtime on a folder and stops it again. Each runs in
 * its own process group, so that stopping it also stops what it started
 * (workerd, netlify's static server). A runtime that does not start fails the
 * test with its own output: these tests are never skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../support/site';
import { freePort } from './free-port';

export const RUNTIMES_DIR = path.join(ROOT_DIR, 'tests', 'hosts', 'runtimes');
const START_TIMEOUT_MS = 90_000;
/** Wrangler's compatibility date: the newest its bundled workerd knows, fixed so runs agree. */
const CLOUDFLARE_COMPATIBILITY_DATE = '2026-04-01';

export interface RunningHost {
  /** e.g. "Cloudflare Pages (wrangler pages dev)". */
  readonly name: string;
  /** http://127.0.0.1:<port>, without a trailing slash. */
  readonly origin: string;
  stop(): Promise<void>;
}

interface Launch {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  port: number;
  /** What to do when the command is not there. */
  missingHint: string;
}

function runtimeBin(name: string): string {
  return path.join(RUNTIMES_DIR, 'node_modules', '.bin', name);
}

const INSTALL_HINT =
  'Run `npm run test:hosts` (it installs them), or `bash scripts/ensure-host-runtimes.sh`.';

export async function startNetlify(dir: string): Promise<RunningHost> {
  const [port, staticPort] = [await freePort(), await freePort()];
  return launch({
    name: 'Netlify (netlify dev --offline)',
    command: runtimeBin('netlify'),
    // Edge functions would download Deno, which cannot work offline; the site has none.
    args: [
      'dev',
      '--offline',
      '--dir',
      dir,
      '--port',
      String(port),
      '--staticServerPort',
      String(staticPort),
      '--internal-disable-edge-functions',
    ],
    // The project root: netlify.toml is read as on Netlify.
    cwd: ROOT_DIR,
    port,
    missingHint: `netlify-cli is not installed in tests/hosts/runtimes. ${INSTALL_HINT}`,
  });
}

export interface CloudflareOptions {
  /** The Pages project's environment variables, as its dashboard would set them. */
  variables?: Readonly<Record<string, string>>;
  /** A port chosen beforehand (freePort), when the site's files must name its address. */
  port?: number;
}

export async function startCloudflare(
  dir: string,
  { variables = {}, port: chosenPort }: CloudflareOptions = {},
): Promise<RunningHost> {
  const [port, inspectorPort] = [chosenPort ?? (await freePort()), await freePort()];
  return launch({
    name: 'Cloudflare Pages (wrangler pages dev)',
    command: runtimeBin('wrangler'),
    args: [
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      CLOUDFLARE_COMPATIBILITY_DATE,
      '--show-interactive-dev-session=false',
      ...Object.entries(variables).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    // Wrangler keeps its state (.wrangler/) beside the folder it serves, not in the project.
    cwd: path.dirname(dir),
    port,
    missingHint: `wrangler is not installed in tests/hosts/runtimes. ${INSTALL_HINT}`,
  });
}

/**
 * Our local host (npm start) on a folder, reading the files as `as` does; `static`
 * is a plain file server that reads no _redirects. Form posts go to `inbox`
 * (by default the project's .data/inbox.jsonl, as with npm start).
 */
export async function startLocalHost(
  dir: string,
  as: 'netlify' | 'cloudflare' | 'static',
  { inbox }: { inbox?: string } = {},
): Promise<RunningHost> {
  const port = await freePort();
  return launch({
    name:
      as === 'static'
        ? 'a plain static file server (npm run serve -- --plain)'
        : `our local host (npm start) reading the files as ${as}`,
    command: path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    args: [
      path.join(ROOT_DIR, 'scripts', 'serve.ts'),
      '--dir',
      dir,
      '--as',
      as,
      '--port',
      String(port),
      ...(inbox ? ['--inbox', inbox] : []),
    ],
    cwd: ROOT_DIR,
    port,
    missingHint: 'tsx is missing: run `npm ci` first.',
  });
}

async function launch(spec: Launch): Promise<RunningHost> {
  if (!fs.existsSync(spec.command)) throw new Error(spec.missingHint);
  const origin = `http://127.0.0.1:${spec.port}`;
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BROWSER: 'none',
      NETLIFY_TELEMETRY_DISABLED: '1',
      WRANGLER_SEND_METRICS: 'false',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => stopGroup(child);
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${spec.name} did not start: ${reason}\n` +
        `Command: ${spec.command} ${spec.args.join(' ')}\n--- its output ---\n${output}`,
    );
  }
  return { name: spec.name, origin, stop };
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/ did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup(pid, 'SIGKILL');
      resolve();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // What it started (workerd, netlify's static server) goes with it.
      signalGroup(pid, 'SIGKILL');
      resolve();
    });
    signalGroup(pid, 'SIGTERM');
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
