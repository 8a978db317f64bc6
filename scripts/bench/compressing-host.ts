/**
 * The local static host (scripts/serve.ts, with _redirects and _headers)
 * behind a small proxy that compresses text responses with brotli or gzip,
 * as the production host's CDN does. Without it, Lighthouse would time an
 * uncompressed site, which no visitor ever gets.
 *
 * Every file is compressed before the host answers its first request, as a
 * CDN serves answers it compressed earlier: Lighthouse derives the server's
 * response time from what it observes, so compressing on a page's first
 * visit would make that page's first run look slower than the others.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentTypeFor } from '../static-host/mime';
import { startStaticHost } from '../static-host/server';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export interface CompressingHost {
  url: string;
  close(): Promise<void>;
}

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      })
    : zlib.gzipSync(body, { level: 9 });
}

const ENCODINGS = ['br', 'gzip'] as const;

/** Compressed bodies by encoding and content, so that a file is compressed once. */
class CompressedBodies {
  private readonly bodies = new Map<string, Buffer>();

  get(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
    const key = `${encoding} ${createHash('sha1').update(body).digest('hex')}`;
    let compressed = this.bodies.get(key);
    if (!compressed) {
      compressed = compress(body, encoding);
      this.bodies.set(key, compressed);
    }
    return compressed;
  }

  /** Compresses every compressible file under `dir` ahead of time. */
  prepare(dir: string): void {
    for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(dir, relative);
      if (!COMPRESSIBLE.test(contentTypeFor(file)) || !fs.statSync(file).isFile()) continue;
      const body = fs.readFileSync(file);
      for (const encoding of ENCODINGS) this.get(body, encoding);
    }
  }
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Serves `dir` on a free port of 127.0.0.1. */
export async function startCompressingHost(dir: string): Promise<CompressingHost> {
  const origin = await startStaticHost({ dir, port: 0, host: '127.0.0.1' });
  const target = new URL(origin.url);
  // The site does not change while it is measured.
  const compressed = new CompressedBodies();
  compressed.prepare(dir);

  const proxy = http.createServer((request, response) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity', host: target.host },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!encoding || request.method !== 'GET' || !COMPRESSIBLE.test(type)) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = compressed.get(Buffer.concat(chunks), encoding);
          // The new body has its own length: the origin's framing no longer applies.
          const { 'transfer-encoding': _framing, ...headers } = answer.headers;
          response.writeHead(answer.statusCode ?? 200, {
            ...headers,
            'content-encoding': encoding,
            'content-length': String(body.length),
            vary: 'Accept-Encoding',
          });
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      response.statusCode = 502;
      response.end();
    });
    request.pipe(upstream);
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await closeServer(proxy);
      await origin.close();
    },
  };
}
