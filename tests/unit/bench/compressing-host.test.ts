/** @jest-environment node */
/**
 * The benchmark's host: the static host behind a proxy that answers text with
 * brotli or gzip, compressed once, before the first request.
 *
 * The static host itself is replaced by a bare file server: its Netlify rule
 * parsers are ESM-only, which Jest cannot load, and serve.test.ts covers it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  startCompressingHost,
  type CompressingHost,
} from '../../../scripts/bench/compressing-host';

jest.mock('../../../scripts/static-host/server', () => {
  const { createServer } = jest.requireActual<typeof import('node:http')>('node:http');
  const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  const { join } = jest.requireActual<typeof import('node:path')>('node:path');
  const { contentTypeFor } = jest.requireActual<typeof import('../../../scripts/static-host/mime')>(
    '../../../scripts/static-host/mime',
  );
  return {
    startStaticHost: async ({ dir }: { dir: string }) => {
      const server = createServer((request, response) => {
        const file = join(
          dir,
          (request.url ?? '/').endsWith('/') ? `${request.url}index.html` : (request.url ?? ''),
        );
        response.writeHead(200, { 'content-type': contentTypeFor(file) });
        response.end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
});

const PAGE = `<!doctype html><html lang="en"><title>t</title><p>${'Music and lights. '.repeat(200)}</p>`;
const DATA = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index })) });
const PICTURE = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256));

let dir: string;
let host: CompressingHost;
const brotli = jest.spyOn(zlib, 'brotliCompressSync');
const gzip = jest.spyOn(zlib, 'gzipSync');
let compressionsAtStart = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressing-host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'page-data'));
  fs.writeFileSync(path.join(dir, 'page-data', 'data.json'), DATA);
  fs.writeFileSync(path.join(dir, 'photo.avif'), PICTURE);
  host = await startCompressingHost(dir);
  compressionsAtStart = brotli.mock.calls.length + gzip.mock.calls.length;
});

afterAll(async () => {
  await host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The raw answer to a GET: node:http, unlike fetch, leaves the body encoded. */
function get(
  pathname: string,
  acceptEncoding: string,
): Promise<{ encoding: string | null; vary: string | null; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${host.url}${pathname}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'] ?? null,
            vary: response.headers.vary ?? null,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('startCompressingHost', () => {
  it('compresses every text file with both encodings before the first request', () => {
    // index.html and data.json, each in brotli and gzip; the AVIF is left alone.
    expect(compressionsAtStart).toBe(4);
  });

  it('answers brotli when the browser accepts it, with the original bytes inside', async () => {
    const answer = await get('/', 'gzip, deflate, br');
    expect(answer.encoding).toBe('br');
    expect(answer.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(PAGE.length / 4);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('answers gzip to a browser without brotli', async () => {
    const answer = await get('/page-data/data.json', 'gzip');
    expect(answer.encoding).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(DATA);
  });

  it('answers plain bytes to a client that accepts no encoding, and pictures as they are', async () => {
    expect((await get('/page-data/data.json', 'identity')).body.toString()).toBe(DATA);
    const picture = await get('/photo.avif', 'br, gzip');
    expect(picture.encoding).toBeNull();
    expect(picture.body.equals(PICTURE)).toBe(true);
  });

  it('never compresses the same file twice', async () => {
    await get('/', 'br');
    await get('/', 'br');
    await get('/page-data/data.json', 'gzip');
    expect(brotli.mock.calls.length + gzip.mock.calls.length).toBe(compressionsAtStart);
  });
});
