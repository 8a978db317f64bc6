// Serves the built site the way the production host does.
//   tsx scripts/serve.ts [--port 9000] [--host 127.0.0.1] [--dir public]
//                        [--as netlify|cloudflare|static] [--plain] [--inbox .data/inbox.jsonl]
// --as reads _redirects as that host does; by default, the host of site.yaml's deploy.host.
// --plain (same as --as static) ignores _redirects, like a dumb static host.
// PORT is used when --port is not given.
// Form posts are taken like Netlify Forms takes them and appended to the --inbox file.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_HOSTS, type DeployHost } from '../src/config/constants';
import { validateProjectConfig } from '../src/config/project';
import type { SiteConfig } from '../src/config/schema';
import { localizedPath } from '../src/i18n/paths';
import type { SuccessPages } from './static-host/forms';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  displayDir,
  startStaticHost,
  StaticHostError,
  type StaticHost,
  type StaticHostOptions,
} from './static-host/server';

const USAGE =
  'Usage: tsx scripts/serve.ts [--port 9000] [--host 127.0.0.1] [--dir public] [--as netlify|cloudflare|static] [--plain] [--inbox .data/inbox.jsonl]';

/** Where form submissions land locally (ignored by git). */
export const DEFAULT_INBOX = path.join('.data', 'inbox.jsonl');

/** A mistake in how the command was called; reported with the usage line. */
class UsageError extends Error {}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string', default: DEFAULT_HOST },
  dir: { type: 'string', default: 'public' },
  as: { type: 'string' },
  plain: { type: 'boolean', default: false },
  inbox: { type: 'string', default: DEFAULT_INBOX },
} as const;

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false })
      .values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function readOptions(argv: readonly string[]): StaticHostOptions {
  const values = parseCommandLine(argv);
  const result = validateProjectConfig();
  const site = result.ok ? result.config : null;
  const host = values.plain ? 'static' : parseHost(values.as ?? site?.deploy.host);
  return {
    port: parsePort(values.port ?? process.env.PORT),
    host: values.host,
    dir: values.dir,
    plain: host === 'static',
    dialect: host === 'cloudflare' ? 'cloudflare' : 'netlify',
    forms: {
      inboxFile: path.resolve(values.inbox),
      successPages: site ? successPagesOf(site) : null,
    },
  };
}

/** Netlify's reading when neither --as nor a readable site.yaml says otherwise. */
function parseHost(value: string | undefined): DeployHost {
  if (value === undefined) return 'netlify';
  if ((DEPLOY_HOSTS as readonly string[]).includes(value)) return value as DeployHost;
  throw new UsageError(`Unknown host "${value}": use one of ${DEPLOY_HOSTS.join(', ')}.`);
}

/** The thank-you page in each language, from site.yaml; null if there is none. */
function successPagesOf(site: SiteConfig): SuccessPages | null {
  const { languages, routes } = site;
  const thankYou = routes.find((route) => route.kind === 'thank-you');
  if (!thankYou) return null;
  return {
    defaultLanguage: languages.default,
    byLanguage: Object.fromEntries(
      languages.supported.map(({ code }) => [
        code,
        localizedPath(thankYou.path, code, languages.default),
      ]),
    ),
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`Invalid port "${value}": use a number from 0 to 65535.`);
  }
  return port;
}

function describeMode(host: StaticHost): string {
  if (host.plain) return 'plain mode: _redirects ignored, _headers applied';
  const name = host.dialect === 'cloudflare' ? 'Cloudflare Pages' : 'Netlify';
  return `host mode: _redirects and _headers read as ${name} reads them`;
}

function displayFile(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function stopOnSignals(host: StaticHost): void {
  let stopping = false;
  const stop = (): void => {
    // A second Ctrl+C while connections drain means "now".
    if (stopping) process.exit(1);
    stopping = true;
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const host = await startStaticHost(options);
  for (const warning of host.warnings) console.warn(`Warning: ${warning}`);
  console.log(`Serving ${displayDir(host.dir)} at ${host.url} (${describeMode(host)})`);
  // Only sites with forms get the line: a site without one has nothing to receive.
  if (options.forms && host.forms.length > 0) {
    console.log(
      `Forms ${host.forms.join(', ')}: submissions are saved to ${displayFile(options.forms.inboxFile)}`,
    );
  }
  stopOnSignals(host);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
  } else if (error instanceof StaticHostError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
