/**
 * The local editor's server (npm run editor): serves the editor built into
 * a folder, and Decap's local file-system API (decap-server) on the same
 * address, writing into a working tree. It listens on 127.0.0.1 only,
 * answers only pages of its own address (no other site can drive it, not
 * even through DNS tricks), writes only the files the editor edits, and
 * checks every write with the build's own validation before it happens.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { registerLocalFs } from 'decap-server/dist/middlewares.js';
import express, { type NextFunction, type Request, type Response } from 'express';
import { editorHeaders, type EditorHostSettings } from '../../gatsby/security/editor-headers';
import { saveProblemsOnDisk, uploadProblemsOnDisk, deleteProblemsOnDisk } from './checks';

export interface EditorServerOptions {
  /** The folder the editor was built into (index.html, editor.js, decap-cms.js…). */
  editorDir: string;
  /** The working tree the editor edits. */
  repoDir: string;
  port: number;
  host: EditorHostSettings;
  /**
   * The site's static files (static/), served at the site's root as the host
   * serves them, for what the previews show from there (the home page's logo).
   */
  staticDir?: string;
}

/** The only files the editor writes: the site's settings, content, pictures and texts. */
const WRITABLE = [/^site\.yaml$/, /^data\/[^]+$/, /^src\/locales\/[a-z]{2}\/[a-z0-9-]+\.json$/];

function isWritable(file: string): boolean {
  const normal = path.posix.normalize(file);
  return !normal.startsWith('..') && WRITABLE.some((pattern) => pattern.test(normal));
}

interface ApiBody {
  action?: string;
  params?: {
    entry?: { path: string; raw: string };
    dataFiles?: Array<{ path: string; raw: string }>;
    assets?: Array<{ path: string; content: string; encoding: string }>;
    asset?: { path: string; content: string; encoding: string };
    path?: string;
    paths?: string[];
  };
}

/** The paths an API call would write or delete, if any. */
function writtenPaths(body: ApiBody): string[] {
  const params = body.params ?? {};
  switch (body.action) {
    case 'persistEntry':
      return [
        ...(params.dataFiles ?? (params.entry ? [params.entry] : [])).map((file) => file.path),
        ...(params.assets ?? []).map((asset) => asset.path),
      ];
    case 'persistMedia':
      return params.asset ? [params.asset.path] : [];
    case 'deleteFile':
      return params.path ? [params.path] : [];
    case 'deleteFiles':
      return params.paths ?? [];
    default:
      return [];
  }
}

function refuse(response: Response, status: number, message: string): void {
  response.status(status).json({ error: message });
}

/** `port()` is read per request: with port 0 the system picks it when the server starts. */
function sameOriginOnly(port: () => number) {
  return (request: Request, response: Response, next: NextFunction) => {
    const allowedHosts = new Set([`127.0.0.1:${port()}`, `localhost:${port()}`]);
    const origin = request.headers.origin;
    if (!allowedHosts.has(request.headers.host ?? '')) {
      refuse(response, 403, 'This editor answers only at its own address.');
    } else if (origin !== undefined && !allowedHosts.has(origin.replace(/^http:\/\//, ''))) {
      refuse(response, 403, 'Only the editor’s own page may save.');
    } else next();
  };
}

function checkWrites(repoDir: string) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const body = request.body as ApiBody;
    const paths = writtenPaths(body);
    const outside = paths.filter((file) => !isWritable(file));
    if (outside.length) {
      refuse(response, 403, `The editor does not write ${outside.join(', ')}.`);
      return;
    }
    const params = body.params ?? {};
    let problems: string[] = [];
    if (body.action === 'persistEntry') {
      problems = await saveProblemsOnDisk(
        repoDir,
        params.dataFiles ?? (params.entry ? [params.entry] : []),
        params.assets ?? [],
      );
    } else if (body.action === 'persistMedia' && params.asset) {
      problems = await uploadProblemsOnDisk(params.asset);
    } else if (body.action === 'deleteFile' || body.action === 'deleteFiles') {
      problems = deleteProblemsOnDisk(repoDir, paths);
    }
    if (problems.length) refuse(response, 422, problems.join(' '));
    else next();
  };
}

export async function startEditorServer(options: EditorServerOptions) {
  const { editorDir, repoDir, port, host, staticDir } = options;
  // decap-server reads the working tree's location from the environment when it is set up.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const app = express();
  let listeningPort = port;
  app.disable('x-powered-by');
  app.use(sameOriginOnly(() => listeningPort));
  app.post('/api/v1', express.json({ limit: '50mb' }), checkWrites(repoDir));
  await registerLocalFs(app, { logLevel: 'warn' });
  const headers = editorHeaders(host);
  app.get('/', (_request, response) => response.redirect('/admin/'));
  app.use(
    '/admin',
    (_request, response, next) => {
      for (const [name, value] of headers) response.setHeader(name, value);
      next();
    },
    express.static(editorDir, { etag: false, lastModified: false }),
  );
  if (staticDir) app.use(express.static(staticDir, { index: false, redirect: false }));
  if (!fs.existsSync(path.join(editorDir, 'index.html'))) {
    throw new Error(`The editor has not been built into ${editorDir}.`);
  }
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => {
      listeningPort = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${listeningPort}/admin/`,
        close: () =>
          new Promise((done) => {
            // The editor's page keeps connections open; a test's stop must not wait for them.
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.on('error', reject);
  });
}
