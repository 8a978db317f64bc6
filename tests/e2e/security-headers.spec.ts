/**
 * The local server, like the production host, sends the security headers
 * of _headers on every response: a Content-Security-Policy that allows only
 * what the site uses, HSTS, nosniff, a referrer policy, a permissions
 * policy, and no framing. The policy is enforced (an injected script is
 * refused) and the redirect pages work under it.
 */
import fs from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'yaml';
import { scriptSourcesOfHtml } from '../../gatsby/output-rewrites/scripts-after-first-paint';
import { exactScriptSource } from '../../gatsby/security/content-security-policy';
import { editorOrigins } from '../../gatsby/security/editor-headers';
import type { SiteConfig } from '../../src/config/schema';
import { loadSite, pageOfKind, pathIn, SITE_YAML } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import {
  recordConsoleProblems,
  recordCspViolations,
  stubExternalRequests,
  waitForHydration,
} from './support/page-helpers';

const site = loadSite();
const { voiceAssistant, forms, security, editor } = parse(
  fs.readFileSync(SITE_YAML, 'utf8'),
) as SiteConfig;

/** directive → its sources, from a Content-Security-Policy header. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const samples = [
  { label: 'the home page', path: pageOfKind('home', 'en').path, status: 200 },
  { label: 'a Spanish venue page', path: pageOfKind('venue', 'es').path, status: 200 },
  { label: 'an unknown address', path: pathIn('/no-such-page/', 'it'), status: 404 },
  { label: 'a script file', path: null, status: 200 },
];

test.describe('security headers of the local host', () => {
  for (const sample of samples) {
    test(`are sent with ${sample.label}`, async ({ request }) => {
      let path = sample.path;
      if (path === null) {
        const home = await (await request.get(`${HOST_URL}/`)).text();
        path = scriptSourcesOfHtml(home)[0] ?? '/no-script-found.js';
      }
      const response = await request.get(`${HOST_URL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(sample.status);
      const headers = response.headers();

      expect(headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/);
      expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBe(
        31536000,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);

      const policy = policyOf(response);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const scriptSources = policy.get('script-src') ?? [];
      expect(scriptSources).toContain("'self'");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      // Every inline script is allowed by its own hash, nothing by a blanket rule.
      expect(
        scriptSources.filter((source) => source.startsWith("'sha256-")).length,
      ).toBeGreaterThan(0);
    });
  }

  test('allow the outside hosts site.yaml names (voice assistant, form service, the editor’s git host), no other', async ({
    request,
  }) => {
    const policy = policyOf(await request.get(`${HOST_URL}/`));
    // A host that merges a path's rules enforces the site's policy in the editor too.
    const editorNeeds = editorOrigins({
      backend: editor.backend,
      authUrl: editor.authUrl ?? undefined,
    });
    const outside = (directive: string) =>
      (policy.get(directive) ?? []).filter((source) => /^(https|wss):/.test(source));
    const voice = voiceAssistant.enabled;
    const formService =
      forms.provider === 'endpoint' && forms.endpoint ? [new URL(forms.endpoint).origin] : [];
    // The voice assistant's one file, not its whole server.
    expect(outside('script-src')).toEqual(
      voice ? [exactScriptSource(voiceAssistant.scriptUrl)] : [],
    );
    expect(outside('connect-src')).toEqual([
      ...formService,
      ...(voice ? (voiceAssistant.connectOrigins ?? []) : []),
      ...editorNeeds.connections,
    ]);
    expect(outside('form-action')).toEqual(formService);
    expect(outside('img-src')).toEqual(editorNeeds.images);
    expect(outside('font-src')).toEqual([]);
  });

  test('ask browsers to report what the policy blocks only when site.yaml names a report address', async ({
    request,
  }) => {
    const response = await request.get(`${HOST_URL}/`);
    const policy = policyOf(response);
    const reportUrl = security?.cspReportUrl;
    expect(policy.get('report-uri')).toEqual(reportUrl ? [reportUrl] : undefined);
    expect(policy.get('report-to')).toEqual(reportUrl ? ['csp-endpoint'] : undefined);
    expect(response.headers()['reporting-endpoints']).toBe(
      reportUrl ? `csp-endpoint="${reportUrl}"` : undefined,
    );
  });

  test('cache forever only the files named by their content’s hash', async ({ request }) => {
    const cacheControl = async (path: string) => {
      const response = await request.get(`${HOST_URL}${path}`);
      expect(response.status(), path).toBe(200);
      return response.headers()['cache-control'] ?? '';
    };
    const home = await (await request.get(`${HOST_URL}/`)).text();
    const hashed = scriptSourcesOfHtml(home)[0] ?? '/no-script-found.js';
    expect(await cacheControl(hashed)).toContain('immutable');
    // Their names stay the same from build to build.
    for (const path of ['/~partytown/partytown.js', '/admin/editor.js', '/admin/decap-cms.js']) {
      expect(await cacheControl(path), path).not.toContain('immutable');
    }
  });
});

test.describe('the Content-Security-Policy in Chromium', () => {
  test('is enforced: a script injected into the page is refused and reported', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(pageOfKind('home', 'en').path);
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await violations()).map((violation) => violation.directive))
      .toContain('script-src-elem');
  });

  for (const language of site.languages) {
    const redirect = site.legacyRedirects.find((entry) => entry.language === language);
    if (!redirect) continue;
    test(`lets the redirect page ${redirect.from} run its script (plain host)`, async ({
      page,
    }) => {
      // The plain host ignores _redirects, so the redirect page itself answers.
      await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
      const violations = await recordCspViolations(page);
      const problems = recordConsoleProblems(page);
      await page.goto(`${PLAIN_HOST_URL}${redirect.from}?from=test#top`);
      await expect(page).toHaveURL(`${PLAIN_HOST_URL}${redirect.to}?from=test#top`);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(problems.filter((problem) => /Refused to/.test(problem.text))).toEqual([]);
    });
  }
});
