/** @jest-environment node */
import { headersFile } from '../../../gatsby/security/headers-file';

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

describe('the _headers file', () => {
  const headers = parseHeaders(headersFile({ contentSecurityPolicy: POLICY, microphone: true }));
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

  it('sends the Content-Security-Policy it is given, once, for every address', () => {
    expect(everyPage.get('content-security-policy')).toBe(POLICY);
    // A second matching rule would add a second policy that browsers also enforce.
    const policies = [...headers.values()].filter((block) => block.has('content-security-policy'));
    expect(policies).toHaveLength(1);
  });

  it('asks browsers to use HTTPS for at least a year (HSTS)', () => {
    const hsts = everyPage.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('lets the voice assistant use the microphone on our own pages only, and only when it is on', () => {
    expect(everyPage.get('permissions-policy')).toMatch(/microphone=\(self\)/);
    const without = parseHeaders(headersFile({ contentSecurityPolicy: POLICY, microphone: false }));
    expect(without.get('/*')?.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });

  it('caches hashed assets forever and page data never', () => {
    expect(headers.get('/static/*')?.get('cache-control')).toContain('immutable');
    expect(headers.get('/page-data/*')?.get('cache-control')).toMatch(/max-age=0.*must-revalidate/);
  });
});
