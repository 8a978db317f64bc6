/** @jest-environment node */
// End-to-end checks of `scripts/serve.ts` against a small site in a temp folder, with real
// `_redirects` and `_headers` files. The CLI runs in a child process (through tsx) because the
// Netlify parsers it uses are ESM-only, which Jest's CommonJS runtime cannot load.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const SERVE_SCRIPT = path.join(PROJECT_ROOT, 'scripts/serve.ts');
const START_TIMEOUT_MS = 30_000;

const REDIRECTS = `# Old addresses
/dj            /music/                 301
/old/*         /blog/:splat            302
/about         /elsewhere/             301
/style.css     /index.html             200!
/es/*          /es/404.html            404
/go            https://example.com/landing   301
this line is not a rule
`;

const HEADERS = `/*
  X-Frame-Options: DENY
/*.js
  Cache-Control: public, max-age=31536000, immutable
/about/*
  X-Section: about
`;

const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  '404.html': '<h1>not found</h1>',
  'about/index.html': '<h1>about</h1>',
  'music/index.html': '<h1>music</h1>',
  'es/404.html': '<h1>no encontrado</h1>',
  'app.js': 'console.log("app");',
  'style.css': 'body { color: red; }',
  _redirects: REDIRECTS,
  _headers: HEADERS,
};

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface RunningHost {
  url: URL;
  child: ChildProcessWithoutNullStreams;
  stdout: string;
  stderr: string;
}

function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

function runServe(args: readonly string[]): ChildProcessWithoutNullStreams {
  return spawn(TSX, [SERVE_SCRIPT, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '' },
  });
}

/** Starts the CLI on a free port and waits for its "Serving … at <url>" line. */
function startServe(args: readonly string[]): Promise<RunningHost> {
  const child = runServe([...args, '--port', '0']);
  const host = { child, stdout: '', stderr: '' };
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      host.stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      host.stdout += chunk.toString();
      const url = /at (http:\/\/\S+\/) /.exec(host.stdout)?.[1];
      if (url !== undefined) resolve({ ...host, url: new URL(url) });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${host.stderr}`)));
  });
}

function stopServe(host: RunningHost | undefined): Promise<number | null> {
  if (host === undefined || host.child.exitCode !== null)
    return Promise.resolve(host?.child.exitCode ?? null);
  return new Promise((resolve) => {
    host.child.once('exit', (code) => resolve(code));
    host.child.kill('SIGTERM');
  });
}

/** A raw request: unlike fetch, it neither normalises `..` in the path nor follows redirects. */
function request(
  host: RunningHost,
  rawPath: string,
  method = 'GET',
  send: { body?: string | Buffer; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: host.url.hostname,
        port: host.url.port,
        path: rawPath,
        method,
        agent: false,
        headers: send.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(send.body);
  });
}

describe('serve.ts in host mode', () => {
  let siteDir: string;
  let host: RunningHost | undefined;

  beforeAll(async () => {
    siteDir = writeSite(FILES);
    host = await startServe(['--dir', siteDir]);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await stopServe(host);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  function get(rawPath: string, method?: string): Promise<Reply> {
    if (host === undefined) throw new Error('host not started');
    return request(host, rawPath, method);
  }

  it('announces the folder, the URL and the mode on one line', () => {
    expect(host?.stdout).toMatch(
      /^Serving .+ at http:\/\/127\.0\.0\.1:\d+\/ \(host mode: _redirects and _headers read as Netlify reads them\)\n$/,
    );
  });

  it('reports unparsable _redirects lines as readable warnings', () => {
    expect(host?.stderr).toMatch(/Warning: _redirects: Could not parse redirect line 8/);
    expect(host?.stderr).not.toMatch(/\n\s+at /);
  });

  it('serves files with their content type, length and _headers', async () => {
    const reply = await get('/');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(FILES['index.html']);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(reply.body)));
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['cache-control']).toBeUndefined();

    const script = await get('/app.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('adds the trailing slash (content shadows the /about rule), keeping the query', async () => {
    const reply = await get('/about?ref=nav');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/about/?ref=nav');
    expect(reply.headers['x-section']).toBe('about');

    const page = await get('/about/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(FILES['about/index.html']);
  });

  it('applies _redirects rules with splats and the query string', async () => {
    expect((await get('/dj/?utm_source=card')).headers.location).toBe('/music/?utm_source=card');
    const splat = await get('/old/2024/gala');
    expect(splat.status).toBe(302);
    expect(splat.headers.location).toBe('/blog/2024/gala');
    expect(splat.headers['x-frame-options']).toBe('DENY');
    expect((await get('/go')).headers.location).toBe('https://example.com/landing');
  });

  it('lets forced rules win over existing files', async () => {
    const reply = await get('/style.css');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(FILES['index.html']);
  });

  it('serves custom and default 404 pages with status 404', async () => {
    const spanish = await get('/es/nada/');
    expect(spanish.status).toBe(404);
    expect(spanish.body).toBe(FILES['es/404.html']);

    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(FILES['404.html']);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('never serves _redirects or _headers', async () => {
    expect((await get('/_redirects')).status).toBe(404);
    expect((await get('/_headers')).status).toBe(404);
  });

  it('rejects path traversal with 400', async () => {
    expect((await get('/../package.json')).status).toBe(400);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(400);
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(
      String(Buffer.byteLength(FILES['index.html'] ?? '')),
    );

    const post = await get('/', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exitCode = await stopServe(host);
    host = undefined;
    expect(exitCode).toBe(0);
  });
});

describe('serve.ts --plain', () => {
  let siteDir: string;
  let host: RunningHost | undefined;

  beforeAll(async () => {
    siteDir = writeSite(FILES);
    host = await startServe(['--dir', siteDir, '--plain']);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await stopServe(host);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  function get(rawPath: string): Promise<Reply> {
    if (host === undefined) throw new Error('host not started');
    return request(host, rawPath);
  }

  it('says it ignores _redirects', () => {
    expect(host?.stdout).toMatch(/\(plain mode: _redirects ignored, _headers applied\)/);
    expect(host?.stderr).toBe('');
  });

  it('ignores _redirects: old addresses get the 404 page', async () => {
    const reply = await get('/dj/');
    expect(reply.status).toBe(404);
    expect(reply.body).toBe(FILES['404.html']);
    expect((await get('/style.css')).body).toBe(FILES['style.css']);
  });

  it('still applies _headers and pretty URLs', async () => {
    const reply = await get('/about');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/about/');
    expect(reply.headers['x-frame-options']).toBe('DENY');
  });
});

describe('serve.ts --as cloudflare', () => {
  let siteDir: string;
  let host: RunningHost | undefined;

  beforeAll(async () => {
    siteDir = writeSite(FILES);
    host = await startServe(['--dir', siteDir, '--as', 'cloudflare']);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await stopServe(host);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  function get(rawPath: string): Promise<Reply> {
    if (host === undefined) throw new Error('host not started');
    return request(host, rawPath);
  }

  it('says whose reading it copies, and lists the lines Cloudflare rejects', () => {
    expect(host?.stdout).toMatch(/read as Cloudflare Pages reads them/);
    expect(host?.stderr).toMatch(
      /"\/style\.css \/index\.html": Cloudflare Pages does not take "!"/,
    );
    expect(host?.stderr).toMatch(/"\/es\/\* \/es\/404\.html": Cloudflare Pages takes only/);
  });

  it('applies a rule before the page at its address, and only at its exact path', async () => {
    const bare = await get('/about');
    expect({ status: bare.status, location: bare.headers.location }).toEqual({
      status: 301,
      location: '/elsewhere/',
    });
    expect((await get('/about/')).status).toBe(200);
  });

  it('answers an unknown address with the nearest 404.html', async () => {
    const reply = await get('/es/nope/');
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 404,
      body: FILES['es/404.html'],
    });
  });
});

describe('serve.ts --as with an unknown host', () => {
  it(
    'names the hosts it knows and exits with 1',
    async () => {
      const child = runServe(['--as', 'vercel', '--port', '0']);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(exitCode).toBe(1);
      expect(stderr).toMatch(/Unknown host "vercel": use one of netlify, cloudflare, static\./);
    },
    START_TIMEOUT_MS,
  );
});

describe('serve.ts without a built site', () => {
  it(
    'explains what to do and exits with 1, without a stack trace',
    async () => {
      const missing = path.join(os.tmpdir(), `static-host-missing-${process.pid}`);
      const child = runServe(['--dir', missing, '--port', '0']);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(exitCode).toBe(1);
      expect(stderr).toMatch(/not found: run `npm run build` first/);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    START_TIMEOUT_MS,
  );
});

describe('serve.ts form posts (like Netlify Forms)', () => {
  const contactPage = (lang: string) => `<!doctype html><html lang="${lang}"><body>
    <form name="quick-question" method="post" action="/${lang === 'en' ? '' : `${lang}/`}thank-you/"
      data-netlify="true" netlify-honeypot="bot-field">
      <input type="hidden" name="form-name" value="quick-question">
      <input name="bot-field"><input name="name"><input name="email" type="email">
      <textarea name="message"></textarea><input type="hidden" name="language" value="${lang}">
    </form>
    <form name="not-for-netlify"><input name="q"></form>
  </body></html>`;
  const SITE = {
    ...FILES,
    'contact/index.html': contactPage('en'),
    'es/contact/index.html': contactPage('es'),
    'thank-you/index.html': '<h1>thanks</h1>',
    'es/thank-you/index.html': '<h1>gracias</h1>',
  };

  let siteDir: string;
  let inbox: string;
  let host: RunningHost | undefined;
  /** Everything the server prints, as it comes (startServe's copy stops at start-up). */
  const output = { stdout: '', stderr: '' };

  beforeAll(async () => {
    siteDir = writeSite(SITE);
    inbox = path.join(siteDir, '..', `${path.basename(siteDir)}-inbox`, 'inbox.jsonl');
    host = await startServe(['--dir', siteDir, '--inbox', inbox]);
    output.stdout = host.stdout;
    output.stderr = host.stderr;
    host.child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
    host.child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  }, START_TIMEOUT_MS);

  /** Resolves once the server has printed a line matching `pattern`. */
  async function printed(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<string> {
    const deadline = Date.now() + 5_000;
    while (!pattern.test(output[stream]) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return output[stream];
  }

  afterAll(async () => {
    await stopServe(host);
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(inbox), { recursive: true, force: true });
  });

  function post(
    rawPath: string,
    fields: Record<string, string>,
    headers: http.OutgoingHttpHeaders = {},
  ): Promise<Reply> {
    if (host === undefined) throw new Error('host not started');
    return request(host, rawPath, 'POST', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
  }

  function inboxLines(): Array<{ form: string; path: string; fields: Record<string, string> }> {
    if (!fs.existsSync(inbox)) return [];
    return fs
      .readFileSync(inbox, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { form: string; path: string; fields: Record<string, string> },
      );
  }

  const QUESTION = {
    'form-name': 'quick-question',
    name: 'Ana',
    email: 'ana@example.com',
    message: 'Hola & adiós',
    'bot-field': '',
  };

  it('says which forms it found and where submissions go', async () => {
    const pattern = /Forms quick-question: submissions are saved to .*inbox\.jsonl/;
    expect(await printed('stdout', pattern)).toMatch(pattern);
    expect(output.stdout).not.toMatch(/not-for-netlify/);
  });

  it('takes a plain form post, keeps it as one JSON line and sends the browser on (303)', async () => {
    const reply = await post(
      '/es/thank-you/',
      { ...QUESTION, language: 'es' },
      { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/es/thank-you/');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    const last = inboxLines().at(-1);
    expect(last).toMatchObject({
      form: 'quick-question',
      path: '/es/thank-you/',
      fields: { name: 'Ana', email: 'ana@example.com', message: 'Hola & adiós', language: 'es' },
    });
    expect(last?.fields).not.toHaveProperty('form-name');
    expect(last?.fields).not.toHaveProperty('bot-field');
  });

  it('sends a plain post made on the contact page to the thank-you page of its language', async () => {
    const reply = await post(
      '/es/contact/',
      { ...QUESTION, language: 'es' },
      { Accept: 'text/html' },
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/es/thank-you/');
  });

  it("answers a script's post with 200, leaving the navigation to the script", async () => {
    const before = inboxLines().length;
    const reply = await post(
      '/contact/',
      { ...QUESTION, language: 'en' },
      {
        Accept: 'application/json',
        'Sec-Fetch-Mode': 'cors',
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(inboxLines()).toHaveLength(before + 1);
  });

  it('also reads multipart bodies', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(QUESTION)) form.append(name, value);
    form.set('name', 'Multipart Ana');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const reply = await request(host as RunningHost, '/contact/', 'POST', {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'Content-Type': encoded.headers.get('content-type') ?? '' },
    });
    expect(reply.status).toBe(200);
    expect(inboxLines().at(-1)?.fields.name).toBe('Multipart Ana');
  });

  it('drops fields the form does not declare, as Netlify does', async () => {
    await post('/contact/', { ...QUESTION, injected: 'x' });
    const last = inboxLines().at(-1);
    expect(last?.fields).not.toHaveProperty('injected');
    const warning = /dropped fields the page's form does not declare: injected/;
    expect(await printed('stderr', warning)).toMatch(warning);
  });

  it('accepts but never keeps a post whose honeypot is filled in', async () => {
    const before = inboxLines().length;
    const reply = await post('/contact/', { ...QUESTION, 'bot-field': 'http://spam.example' });
    expect(reply.status).toBe(200);
    expect(inboxLines()).toHaveLength(before);
  });

  it('refuses unknown forms, posts without a form name, and oversized bodies', async () => {
    const before = inboxLines().length;
    expect((await post('/contact/', { ...QUESTION, 'form-name': 'not-for-netlify' })).status).toBe(
      404,
    );
    const noName = await post('/contact/', { name: 'Ana' });
    expect(noName.status).toBe(405);
    expect(noName.headers.allow).toBe('GET, HEAD');
    const huge = await post('/contact/', { ...QUESTION, message: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(inboxLines()).toHaveLength(before);
  });
});
