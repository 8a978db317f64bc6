/**
 * `npm run check:live` against wrong deployments: it must fail, naming each
 * broken check. The build served by a plain static file server without the
 * host's files (no _redirects, no _headers); and a site whose scriptIntegrity
 * does not match the widget script its provider serves (a script served here
 * over HTTPS, with a certificate made for the test). Also: one test inquiry
 * lands in the local host's inbox. The passing runs against each host's
 * runtime are in support/host-suite.ts; its sign-in check against the
 * site's own GitHub sign-in on Cloudflare Pages (passing, and failing without
 * the Pages project's variables) is in cloudflare-sign-in.test.ts, beside the
 * runtimes that serve it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from '../../scripts/project-copy/project-copy';
import { siteYamlWith } from '../../scripts/project-copy/yaml-edits';
import { checkLive, checkLiveText, failedChecks } from './support/check-live';
import { startLocalHost, type RunningHost } from './support/runtimes';
import { builtSiteCopy } from './support/site-copy';

const START_TIMEOUT_MS = 120_000;
const RUN_TIMEOUT_MS = 180_000;

describe('check:live on a plain static file server without the host’s files', () => {
  let copy: ReturnType<typeof builtSiteCopy> | undefined;
  let host: RunningHost | undefined;

  beforeAll(async () => {
    copy = builtSiteCopy('netlify');
    for (const file of ['_redirects', '_headers']) fs.rmSync(path.join(copy.dir, file));
    host = await startLocalHost(copy.dir, 'static');
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await host?.stop();
    copy?.remove();
  });

  it(
    'fails, naming each broken check and what answered wrong',
    async () => {
      const { exitCode, report } = await checkLive(host!.origin, { dir: copy!.dir });
      const failed = failedChecks(report);
      expect(exitCode).toBe(1);
      expect(Object.keys(failed).sort()).toEqual(['editor', 'not-found', 'old-addresses', 'pages']);
      expect(failed['old-addresses']).toContainEqual(
        expect.stringMatching(
          /^GET \/es\/\S+: expected a permanent redirect \(301\/308\) to \/es\/\S+, got 200$/,
        ),
      );
      expect(failed.pages).toContainEqual(
        expect.stringMatching(/missing headers: content-security-policy/),
      );
      expect(failed.editor).toContainEqual(expect.stringMatching(/X-Robots-Tag/));

      const text = await checkLiveText(host!.origin, { dir: copy!.dir });
      for (const check of report.checks.filter((entry) => entry.status === 'fail')) {
        expect(text).toMatch(new RegExp(`^FAIL +${check.title.replace(/[()/.]/g, '\\$&')}$`, 'm'));
      }
      expect(text).toMatch(/^ +Fix: Publish the whole of public\//m);
      expect(text).toMatch(/\n\d+ passed, 4 failed, \d+ not checked\.\n/);
    },
    RUN_TIMEOUT_MS,
  );
});

describe('check:live and the voice widget’s script', () => {
  const SCRIPT = Buffer.from(
    'customElements.define("test-widget", class extends HTMLElement {});\n',
  );
  const integrityOf = (bytes: Buffer) =>
    `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  let tls: string | undefined;
  let provider: https.Server | undefined;
  let scriptUrl = '';
  let copy: ReturnType<typeof builtSiteCopy> | undefined;
  let host: RunningHost | undefined;

  beforeAll(async () => {
    // The provider: this test's own HTTPS server, with a certificate made now and trusted by check:live only.
    tls = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-provider-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(tls, 'key.pem'),
        '-out',
        path.join(tls, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    provider = https.createServer(
      {
        key: fs.readFileSync(path.join(tls, 'key.pem')),
        cert: fs.readFileSync(path.join(tls, 'cert.pem')),
      },
      (request, response) => {
        if (request.url !== '/widget/1.0.0/index.js') return void response.writeHead(404).end();
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPT);
      },
    );
    await new Promise<void>((resolve) => provider!.listen(0, '127.0.0.1', resolve));
    scriptUrl = `https://127.0.0.1:${(provider.address() as AddressInfo).port}/widget/1.0.0/index.js`;
    copy = builtSiteCopy('netlify');
    host = await startLocalHost(copy.dir, 'netlify', { inbox: path.join(tls, 'inbox.jsonl') });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await host?.stop();
    await new Promise((resolve) => provider?.close(resolve));
    copy?.remove();
    if (tls) fs.rmSync(tls, { recursive: true, force: true });
  });

  async function checkWith(scriptIntegrity: string, extraArgs: string[] = []) {
    const project = copyProject({
      scope: 'content',
      prefix: 'check-live',
      siteYaml: siteYamlWith([
        [['voiceAssistant', 'enabled'], true],
        [['voiceAssistant', 'scriptUrl'], scriptUrl],
        [['voiceAssistant', 'scriptIntegrity'], scriptIntegrity],
      ]),
    });
    try {
      return await checkLive(host!.origin, {
        dir: copy!.dir,
        root: project.root,
        extraArgs,
        env: { NODE_EXTRA_CA_CERTS: path.join(tls!, 'cert.pem') },
      });
    } finally {
      project.remove();
    }
  }

  it(
    'fails on a copy whose scriptIntegrity does not match the script served, and on that only',
    async () => {
      const { exitCode, report } = await checkWith(integrityOf(Buffer.from('another version\n')));
      expect(exitCode).toBe(1);
      expect(failedChecks(report)).toEqual({
        'voice-widget': [expect.stringContaining(`has the fingerprint ${integrityOf(SCRIPT)}`)],
      });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'passes when it matches; one test inquiry, when asked, lands in the host’s inbox',
    async () => {
      const { exitCode, report } = await checkWith(integrityOf(SCRIPT), ['--send-test-inquiry']);
      expect({ exitCode, failed: failedChecks(report) }).toEqual({ exitCode: 0, failed: {} });
      const status = (id: string) => report.checks.find((check) => check.id === id)?.status;
      expect([status('voice-widget'), status('inquiry')]).toEqual(['pass', 'pass']);
      const inbox = fs.readFileSync(path.join(tls!, 'inbox.jsonl'), 'utf8').trim().split('\n');
      expect(inbox).toHaveLength(1);
      expect(JSON.parse(inbox[0]!)).toMatchObject({
        fields: {
          name: 'Test from npm run check:live',
          message: expect.stringMatching(/^TEST inquiry/) as string,
        },
      });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'says "not checked: unreachable" for a provider out of reach, and fails with --strict',
    async () => {
      const unreachable = integrityOf(SCRIPT);
      const gone = scriptUrl;
      scriptUrl = scriptUrl.replace(/:\d+\//, ':9/');
      try {
        const lenient = await checkWith(unreachable);
        const voice = lenient.report.checks.find((check) => check.id === 'voice-widget');
        expect(voice).toMatchObject({
          status: 'not-checked',
          summary: expect.stringMatching(/^not checked: unreachable/) as string,
        });
        expect(lenient.exitCode).toBe(0);
        const strict = await checkWith(unreachable, ['--strict']);
        expect(strict.exitCode).toBe(1);
        expect(Object.keys(failedChecks(strict.report))).toEqual(['voice-widget']);
      } finally {
        scriptUrl = gone;
      }
    },
    RUN_TIMEOUT_MS,
  );
});
