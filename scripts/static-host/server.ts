// node:http glue around resolve.ts: reads the rules once at start-up (a deploy is immutable,
// like on the real host) and turns each decision into a response.

import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { loadHostRules } from './load-rules';
import { contentTypeFor } from './mime';
import { resolveRequest, type Decision, type FileDecision, type ResponseHeaders } from './resolve';
import type { HostRules } from './rules';

export const DEFAULT_PORT = 9000;
export const DEFAULT_HOST = '127.0.0.1';

export interface StaticHostOptions {
  /** The built site, e.g. `public`; relative paths are resolved from the working directory. */
  readonly dir: string;
  /** 0 picks a free port (see `StaticHost.port`). Default 9000. */
  readonly port?: number;
  readonly host?: string;
  /** Ignore `_redirects`, like a host that does not know about it; `_headers` still apply. */
  readonly plain?: boolean;
}

export interface StaticHost {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:9000/`. */
  readonly url: string;
  readonly port: number;
  /** Absolute path of the folder being served. */
  readonly dir: string;
  readonly plain: boolean;
  /** Problems found in `_redirects` / `_headers`; the offending rules are skipped. */
  readonly warnings: readonly string[];
  close(): Promise<void>;
}

/** A start-up failure with a message meant for people (no stack trace needed). */
export class StaticHostError extends Error {
  override readonly name = 'StaticHostError';
}

export async function startStaticHost(options: StaticHostOptions): Promise<StaticHost> {
  const dir = path.resolve(options.dir);
  assertSiteFolder(dir);
  const plain = options.plain ?? false;
  const { rules, warnings } = await loadHostRules(dir, { plain });
  const server = http.createServer(createRequestHandler(dir, rules));
  const host = options.host ?? DEFAULT_HOST;
  const port = await listen(server, options.port ?? DEFAULT_PORT, host);
  return {
    url: `http://${formatHost(host)}:${port}/`,
    port,
    dir,
    plain,
    warnings,
    close: () => closeServer(server),
  };
}

/** How to show the served folder to people: relative to the working directory when inside it. */
export function displayDir(dir: string): string {
  const relative = path.relative(process.cwd(), path.resolve(dir));
  const shown =
    relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
  return shown.endsWith(path.sep) ? shown : `${shown}${path.sep}`;
}

function assertSiteFolder(dir: string): void {
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (stats === undefined) {
    throw new StaticHostError(`${displayDir(dir)} not found: run \`npm run build\` first`);
  }
  if (!stats.isDirectory()) {
    throw new StaticHostError(`${dir} is not a folder: point --dir at the built site`);
  }
}

export function createRequestHandler(dir: string, rules: HostRules): http.RequestListener {
  const exists = (relativePath: string): boolean => isFileInside(dir, relativePath);
  return (request, response) => {
    try {
      const decision = resolveRequest({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        rules,
        exists,
      });
      sendDecision(decision, dir, request.method === 'HEAD', response);
    } catch (error) {
      sendServerError(response, error);
    }
  };
}

function isFileInside(dir: string, relativePath: string): boolean {
  const absolute = path.resolve(dir, relativePath);
  // resolve.ts already refuses `..`; this keeps the server safe on its own.
  if (!absolute.startsWith(dir + path.sep)) return false;
  try {
    return statSync(absolute).isFile();
  } catch {
    // ENOENT, but also ENOTDIR for `/file.html/x`: either way there is nothing to serve.
    return false;
  }
}

function sendDecision(
  decision: Decision,
  dir: string,
  headOnly: boolean,
  response: http.ServerResponse,
): void {
  switch (decision.kind) {
    case 'file':
      sendFile(decision, dir, headOnly, response);
      return;
    case 'redirect':
      sendText(response, decision.status, `Redirecting to ${decision.location}\n`, headOnly, {
        ...decision.headers,
        Location: decision.location,
      });
      return;
    case 'text':
      sendText(response, decision.status, `${decision.body}\n`, headOnly, decision.headers);
      return;
  }
}

function sendFile(
  decision: FileDecision,
  dir: string,
  headOnly: boolean,
  response: http.ServerResponse,
): void {
  const absolute = path.join(dir, decision.file);
  const { size } = statSync(absolute);
  response.statusCode = decision.status;
  response.setHeader('Content-Type', contentTypeFor(decision.file));
  setHeaders(response, decision.headers); // `_headers` may override Content-Type, as on Netlify
  response.setHeader('Content-Length', size);
  if (headOnly) {
    response.end();
    return;
  }
  pipeline(createReadStream(absolute), response, (error) => {
    // A browser leaving mid-response (e.g. a redirect page's location.replace)
    // is routine, not a server fault.
    const clientLeft =
      (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (error && !clientLeft && !response.headersSent) sendServerError(response, error);
  });
}

function sendText(
  response: http.ServerResponse,
  status: number,
  body: string,
  headOnly: boolean,
  headers: ResponseHeaders,
): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  setHeaders(response, headers);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(headOnly ? undefined : body);
}

function setHeaders(response: http.ServerResponse, headers: ResponseHeaders): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

function sendServerError(response: http.ServerResponse, error: unknown): void {
  console.error(error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = 500;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Internal server error\n');
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StaticHostError(`${host}:${port} is already in use`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Browsers keep connections alive; without this close() would wait for them to time out.
    server.closeAllConnections();
  });
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
