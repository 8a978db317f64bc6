/** @jest-environment node */
import { headersFile } from '../../../gatsby/redirects/headers-file';

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

describe('the _headers file', () => {
  const headers = parseHeaders(headersFile());
  const everyPage = headers.get('/*') ?? new Map<string, string>();

  it('sends the security headers on every response', () => {
    expect(everyPage.get('x-content-type-options')).toBe('nosniff');
    expect(everyPage.get('referrer-policy')).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(everyPage.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(everyPage.get('permissions-policy')).toContain('camera=()');
    expect(everyPage.get('permissions-policy')).toContain('geolocation=()');
  });

  it('asks browsers to use HTTPS for at least a year (HSTS)', () => {
    const hsts = everyPage.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('lets the voice assistant use the microphone on our own pages only', () => {
    expect(everyPage.get('permissions-policy')).toMatch(/microphone=\(self\)/);
  });

  it('caches hashed assets forever and page data never', () => {
    expect(headers.get('/static/*')?.get('cache-control')).toContain('immutable');
    expect(headers.get('/page-data/*')?.get('cache-control')).toMatch(/max-age=0.*must-revalidate/);
  });
});
