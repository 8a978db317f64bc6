/** @jest-environment node */
import {
  HOST_RULE_LIMIT,
  MOST_CONTENT_HASHED_RULES,
} from '../../../gatsby/security/content-hashed-files';
import { contentSecurityPolicy } from '../../../gatsby/security/content-security-policy';
import { editorContentSecurityPolicy } from '../../../gatsby/security/editor-headers';
import {
  CACHED_FOREVER,
  headersFile,
  type HeadersFileInput,
} from '../../../gatsby/security/headers-file';

/** path → header name (lower case) → value, read the way Netlify reads _headers. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const byPath = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      byPath.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`Unexpected line in _headers: ${line}`);
    current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return byPath;
}

const POLICY = "default-src 'self'; frame-ancestors 'none'";
const EDITOR = { backend: 'git-gateway' } as const;
const HASHED = ['/app-6eba748f69fcc930255a.js', '/app.3dc8c34f6b47c6b2baaa.css'];
const INPUT: HeadersFileInput = {
  contentSecurityPolicy: POLICY,
  microphone: true,
  editor: EDITOR,
  immutableFiles: HASHED,
};

describe('the _headers file', () => {
  const headers = parseHeaders(headersFile(INPUT));
  const everyPage = headers.get('/*') ?? new Map<string, string>();

  it('sends the security headers on every response', () => {
    expect(everyPage.get('x-content-type-options')).toBe('nosniff');
    expect(everyPage.get('referrer-policy')).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(everyPage.get('x-frame-options')).toBe('DENY');
    expect(everyPage.get('permissions-policy')).toContain('camera=()');
    expect(everyPage.get('permissions-policy')).toContain('geolocation=()');
  });

  it('sends the Content-Security-Policy it is given for every address, and a second only for the editor', () => {
    expect(everyPage.get('content-security-policy')).toBe(POLICY);
    // A second matching rule adds a second policy on hosts that merge rules: only the
    // editor's files get one, and it comes last, so hosts that let a later rule win serve it alone.
    const withPolicy = [...headers.entries()].filter(([, block]) =>
      block.has('content-security-policy'),
    );
    expect(withPolicy.map(([path]) => path)).toEqual(['/*', '/admin/*']);
    expect(headers.get('/admin/*')?.get('content-security-policy')).toBe(
      editorContentSecurityPolicy(EDITOR),
    );
  });

  it('keeps the editor out of search engines and never serves an old copy of its page', () => {
    const editor = headers.get('/admin/*');
    expect(editor?.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(editor?.get('cache-control')).toBe('no-cache');
    expect(headers.get('/admin/')?.get('cache-control')).toBe('no-store');
    expect(headers.get('/admin/index.html')?.get('cache-control')).toBe('no-store');
  });

  it('asks browsers to use HTTPS for at least a year (HSTS)', () => {
    const hsts = everyPage.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('lets the voice assistant use the microphone on our own pages only, and only when it is on', () => {
    expect(everyPage.get('permissions-policy')).toMatch(/microphone=\(self\)/);
    const without = parseHeaders(headersFile({ ...INPUT, microphone: false }));
    expect(without.get('/*')?.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });

  it('caches hashed assets forever and page data never', () => {
    expect(headers.get('/static/*')?.get('cache-control')).toContain('immutable');
    expect(headers.get('/page-data/*')?.get('cache-control')).toMatch(/max-age=0.*must-revalidate/);
  });

  it('caches forever exactly the content-hashed files it is given, each by its own rule', () => {
    const immutable = [...headers.entries()]
      .filter(([, block]) => block.get('cache-control')?.includes('immutable'))
      .map(([path]) => path);
    expect(immutable).toEqual(['/static/*', ...HASHED]);
    for (const file of HASHED) expect(headers.get(file)?.get('cache-control')).toBe(CACHED_FOREVER);
  });

  it('has no pattern that would make unhashed scripts or stylesheets immutable', () => {
    // Partytown's and the editor's files keep their names from build to build.
    expect(headers.has('/*.js')).toBe(false);
    expect(headers.has('/*.css')).toBe(false);
    const none = parseHeaders(headersFile({ ...INPUT, immutableFiles: [] }));
    const immutable = [...none.entries()].filter(([, block]) =>
      block.get('cache-control')?.includes('immutable'),
    );
    expect(immutable.map(([path]) => path)).toEqual(['/static/*']);
  });

  it('stays under the host’s rule limit with as many file rules as are ever written', () => {
    const files = Array.from(
      { length: MOST_CONTENT_HASHED_RULES },
      (_, index) => `/chunk${index}-${String(index).padStart(20, '0')}.js`,
    );
    const rules = parseHeaders(headersFile({ ...INPUT, immutableFiles: files }));
    expect(rules.size).toBeLessThanOrEqual(HOST_RULE_LIMIT);
  });

  it('names the report address for the policy’s report-to on every response, only when set', () => {
    expect(everyPage.has('reporting-endpoints')).toBe(false);
    const url = 'https://example-events.report-uri.com/r/d/csp/enforce';
    const reporting = parseHeaders(headersFile({ ...INPUT, reportUrl: url }));
    expect(reporting.get('/*')?.get('reporting-endpoints')).toBe(`csp-endpoint="${url}"`);
    const withReporting = [...reporting.entries()].filter(([, block]) =>
      block.has('reporting-endpoints'),
    );
    expect(withReporting.map(([path]) => path)).toEqual(['/*']);
    expect(headersFile({ ...INPUT, reportUrl: undefined })).toBe(headersFile(INPUT));
  });

  it('has the editor’s policy report to the same address as the site’s, when one is set', () => {
    const url = 'https://example-events.report-uri.com/r/d/csp/enforce';
    const directives = (policy: string | undefined) =>
      new Map((policy ?? '').split('; ').map((part) => [part.split(' ')[0], part]));
    const site = parseHeaders(
      headersFile({
        ...INPUT,
        contentSecurityPolicy: contentSecurityPolicy(
          { scripts: [], images: [], connections: [], formPosts: [], runtimeInlineScripts: [] },
          [],
          url,
        ),
        reportUrl: url,
      }),
    );
    const sitePolicy = directives(site.get('/*')?.get('content-security-policy'));
    const editorPolicy = directives(site.get('/admin/*')?.get('content-security-policy'));
    expect(editorPolicy.get('report-uri')).toBe(`report-uri ${url}`);
    expect(editorPolicy.get('report-uri')).toBe(sitePolicy.get('report-uri'));
    expect(editorPolicy.get('report-to')).toBe(sitePolicy.get('report-to'));
    // Without an address, the editor's policy reports nowhere, as the site's.
    expect(editorContentSecurityPolicy(EDITOR)).not.toMatch(/report-(to|uri)/);
  });

  it.each([
    ['a pattern', '/*.js'],
    ['a file without a hash', '/~partytown/partytown.js'],
    ['an editor file', '/admin/editor.js'],
    ['a relative name', 'app-6eba748f69fcc930255a.js'],
  ])('refuses to cache %s forever', (_kind, file) => {
    expect(() => headersFile({ ...INPUT, immutableFiles: [file] })).toThrow(/content's hash/);
  });
});
