// node:http glue around resolve.ts: reads the rules once at start-up (a deploy is immutable,
// like on the real host) and turns each decision into a response. With `forms`, it also takes
// form posts the way Netlify Forms does (see forms.ts) and appends them to a local inbox.

import {
  appendFileSync,
  createReadStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import {
  detectForms,
  handleFormPost,
  registerForms,
  type FormRegistry,
  type SuccessPages,
} from './forms';
import { loadHostRules } from './load-rules';
import { contentTypeFor } from './mime';
import {
  decodeRequestPath,
  headersForPath,
  resolveRequest,
  splitRequestTarget,
  type Decision,
  type FileDecision,
  type ResponseHeaders,
} from './resolve';
import type { HostDialect, HostRules } from './rules';

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
  /** Whose reading of `_redirects` to copy (rules.ts); Netlify's by default. */
  readonly dialect?: HostDialect;
  /** Take form posts like Netlify Forms and keep them in a local inbox. Off when absent. */
  readonly forms?: FormInboxOptions;
}

export interface FormInboxOptions {
  /** The JSON Lines file each submission is appended to (created when needed). */
  readonly inboxFile: string;
  /** Where a plain (no-JavaScript) post lands; null: back on the page it was posted to. */
  readonly successPages: SuccessPages | null;
}

/** A form post larger than this is refused (Netlify's own limit is far above any inquiry). */
export const MAX_FORM_BYTES = 1_000_000;

export interface StaticHost {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:9000/`. */
  readonly url: string;
  readonly port: number;
  /** Absolute path of the folder being served. */
  readonly dir: string;
  readonly plain: boolean;
  readonly dialect: HostDialect;
  /** Problems found in `_redirects` / `_headers`; the offending rules are skipped. */
  readonly warnings: readonly string[];
  /** The forms found in the site's HTML, when form posts are taken. */
  readonly forms: readonly string[];
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
  const dialect = options.dialect ?? 'netlify';
  const { rules, warnings } = await loadHostRules(dir, { plain, dialect });
  const forms = options.forms ? { ...options.forms, registry: findForms(dir) } : null;
  const server = http.createServer(createRequestHandler(dir, rules, forms));
  const host = options.host ?? DEFAULT_HOST;
  const port = await listen(server, options.port ?? DEFAULT_PORT, host);
  return {
    url: `http://${formatHost(host)}:${port}/`,
    port,
    dir,
    plain,
    dialect,
    warnings,
    forms: forms ? [...forms.registry.keys()] : [],
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

interface FormHandling extends FormInboxOptions {
  readonly registry: FormRegistry;
}

export function createRequestHandler(
  dir: string,
  rules: HostRules,
  forms: FormHandling | null = null,
): http.RequestListener {
  const exists = (relativePath: string): boolean => isFileInside(dir, relativePath);
  return (request, response) => {
    if (forms && request.method === 'POST') {
      handlePost(request, response, rules, forms).catch((error: unknown) =>
        sendServerError(response, error),
      );
      return;
    }
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

/** The forms of every HTML page of the site, as Netlify finds them when deploying. */
export function findForms(dir: string): FormRegistry {
  const pages: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.name.endsWith('.html')) pages.push(absolute);
    }
  };
  walk(dir);
  return registerForms(pages.flatMap((page) => detectForms(readFileSync(page, 'utf8'))));
}

async function handlePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  rules: HostRules,
  forms: FormHandling,
): Promise<void> {
  const { rawPath } = splitRequestTarget(request.url ?? '/');
  const pagePath = decodeRequestPath(rawPath);
  if (pagePath === null) {
    sendText(response, 400, 'Bad request\n', false, {});
    return;
  }
  const headers = headersForPath(rules.headers, pagePath);
  const body = await readBody(request, MAX_FORM_BYTES);
  if (body === null) {
    sendText(response, 413, 'Payload too large\n', false, headers);
    return;
  }
  const outcome = handleFormPost({
    path: pagePath,
    fields: await parseFormBody(body, request.headers['content-type']),
    isNavigation:
      request.headers['sec-fetch-mode'] === 'navigate' ||
      (request.headers['sec-fetch-mode'] === undefined &&
        (request.headers.accept ?? '').includes('text/html')),
    forms: forms.registry,
    successPages: forms.successPages,
    now: new Date(),
  });
  if (outcome.kind === 'not-a-form') {
    sendText(response, 405, 'Method not allowed\n', false, { ...headers, Allow: 'GET, HEAD' });
    return;
  }
  if (outcome.kind === 'unknown-form') {
    sendText(response, 404, `No form named "${outcome.name}" on this site\n`, false, headers);
    return;
  }
  if (outcome.record) {
    mkdirSync(path.dirname(forms.inboxFile), { recursive: true });
    // Synchronous: two submissions arriving together never interleave their lines.
    appendFileSync(forms.inboxFile, `${JSON.stringify(outcome.record)}\n`);
    console.log(`Form "${outcome.record.form}" received, saved to ${forms.inboxFile}`);
  }
  if (outcome.dropped.length > 0) {
    console.warn(
      `Form "${outcome.record?.form ?? ''}": dropped fields the page's form does not declare: ${outcome.dropped.join(', ')}`,
    );
  }
  if (outcome.response.status === 303) {
    const location = outcome.response.location;
    sendText(response, 303, `Redirecting to ${location}\n`, false, {
      ...headers,
      Location: location,
    });
  } else {
    response.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end('{"ok":true}\n');
  }
}

/** The request's body, or null when it is larger than `limit` bytes. */
function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * URL-encoded and multipart bodies, parsed by the platform's own Fetch implementation; a file
 * field keeps its file name. Any other body has no fields.
 */
async function parseFormBody(
  body: Buffer,
  contentType: string | undefined,
): Promise<Array<[string, string]>> {
  const type = (contentType ?? '').toLowerCase();
  if (
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    return [];
  }
  try {
    const data = await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType ?? '' },
    }).formData();
    return [...data.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
  } catch {
    return [];
  }
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
