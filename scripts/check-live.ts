// Checks the published site from outside, over plain HTTP and without a browser,
// against site.yaml and the build: old addresses, unknown ones, performers'
// addresses, a page of each kind with its headers, caching, robots.txt and the
// sitemap, canonical links, https and www, the voice widget's script, the
// editor and its sign-in, and (when asked) one test inquiry.
//   npm run check:live -- <url> [--json] [--strict] [--send-test-inquiry] [--root .] [--dir public]
// Exits 1 when a check fails. See docs/owner/going-live.md.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblems } from '../src/config/problems';
import { validateProjectConfig } from '../src/config/project';
import { liveContext } from './live-check/context';
import { Unreachable } from './live-check/http';
import { formatLiveReport, liveReport } from './live-check/report';
import { runLiveChecks } from './live-check/run';

const USAGE =
  'Usage: npm run check:live -- <url> [--json] [--strict] [--send-test-inquiry] [--root <project>] [--dir <build>]';

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readCommandLine() {
  try {
    return parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        'send-test-inquiry': { type: 'boolean', default: false },
        root: { type: 'string', default: process.cwd() },
        dir: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

function originOf(address: string | undefined): string {
  if (!address) fail(`Say which site to check.\n${USAGE}`);
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(address) ? address : `https://${address}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    return url.origin;
  } catch {
    return fail(`${address} is not a web address: write it as https://www.example.com\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = readCommandLine();
  const origin = originOf(positionals[0]);
  const root = path.resolve(values.root);
  const result = validateProjectConfig(root);
  if (!result.ok) fail(formatProblems('site.yaml', result.problems), 1);
  const publicDir = path.resolve(root, values.dir ?? 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    fail(
      `${publicDir} holds no build: run npm run build first (the live site is compared with it).`,
    );
  }
  const context = liveContext({
    origin,
    site: result.config,
    publicDir,
    strict: values.strict,
    sendTestInquiry: values['send-test-inquiry'],
  });
  try {
    await context.get('/');
  } catch (error) {
    if (error instanceof Unreachable)
      fail(`${error.message}: is the site published at this address?`, 1);
    throw error;
  }
  const report = liveReport(
    origin,
    { siteUrl: result.config.siteUrl, host: result.config.deploy.host },
    await runLiveChecks(context),
  );
  process.stdout.write(
    values.json ? `${JSON.stringify(report, null, 2)}\n` : formatLiveReport(report),
  );
  process.exitCode = report.summary.failed > 0 ? 1 : 0;
}

void main();
