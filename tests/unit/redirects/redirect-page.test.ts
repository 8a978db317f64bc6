/**
 * The HTML left at an old address. Runs in jsdom to read the page the way a
 * browser does (DOMParser does not run its script).
 */
import type { PlannedRedirect } from '../../../gatsby/redirects/legacy-redirects';
import {
  escapeHtml,
  REDIRECT_SCRIPT,
  redirectPageHtml,
} from '../../../gatsby/redirects/redirect-page';

const SITE_URL = 'https://www.example-events.com';
const SPANISH_DJ: PlannedRedirect = {
  from: '/es/dj/',
  to: '/es/music/',
  language: 'es',
  kind: 'legacy',
};
const TEXTS = { heading: 'Esta página se ha movido', linkText: 'Continuar a la nueva página' };

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/**
 * Runs the page's inline script against a fake location, as the browser
 * would (document.currentScript is the script element); returns where it went.
 */
function scriptDestination(doc: Document, search: string, hash: string): string[] {
  const scripts = [...doc.querySelectorAll('script')];
  expect(scripts).toHaveLength(1);
  const visited: string[] = [];
  const location = { search, hash, replace: (url: string) => visited.push(url) };
  new Function('location', 'document', scripts[0]?.textContent ?? '')(location, {
    currentScript: scripts[0],
  });
  return visited;
}

describe('redirectPageHtml', () => {
  const doc = parse(redirectPageHtml(SPANISH_DJ, SITE_URL, TEXTS));

  it('is in the redirect’s language', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('es');
  });

  it('keeps search engines away and points them at the new page', () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example-events.com/es/music/',
    );
  });

  it('moves on at once without JavaScript (meta refresh 0)', () => {
    const refresh = doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
    expect(refresh).toMatch(/^0;\s*url=\/es\/music\/$/);
  });

  it('moves on with location.replace, keeping the query and the hash', () => {
    expect(scriptDestination(doc, '?utm_source=x', '#packages')).toEqual([
      '/es/music/?utm_source=x#packages',
    ]);
    expect(scriptDestination(doc, '', '')).toEqual(['/es/music/']);
  });

  it('shows the heading and a visible link to the new page', () => {
    expect(doc.title).toBe(TEXTS.heading);
    expect(doc.querySelector('h1')?.textContent).toBe(TEXTS.heading);
    const link = doc.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/es/music/');
    expect(link?.textContent).toBe(TEXTS.linkText);
  });

  it('escapes the texts, so a translation cannot inject markup', () => {
    const html = redirectPageHtml(SPANISH_DJ, SITE_URL, {
      heading: '<script>alert("heading")</script>',
      linkText: 'Tom & <b>Jerry</b>',
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;heading&quot;)&lt;/script&gt;');
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(1); // only the redirect script
    expect(page.querySelector('b')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('<script>alert("heading")</script>');
    expect(page.querySelector('a')?.textContent).toBe('Tom & <b>Jerry</b>');
  });

  it('sends a personal site to its own absolute address', () => {
    const personal: PlannedRedirect = {
      from: '/alex-rivera/',
      to: 'https://alex-rivera.example.com/',
      language: 'en',
      kind: 'personal',
    };
    const page = parse(
      redirectPageHtml(personal, SITE_URL, { heading: 'Redirecting...', linkText: personal.to }),
    );
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(personal.to);
    expect(page.querySelector('a')?.getAttribute('href')).toBe(personal.to);
    expect(scriptDestination(page, '?a=1', '')).toEqual(['https://alex-rivera.example.com/?a=1']);
    expect(page.querySelector('h1')?.textContent).toBe('Redirecting...');
  });

  it('runs the same script on every redirect page (one hash in the security policy)', () => {
    const other = parse(
      redirectPageHtml(
        { ...SPANISH_DJ, from: '/dj/', to: '/music/', language: 'en' },
        SITE_URL,
        TEXTS,
      ),
    );
    expect(other.querySelector('script')?.textContent).toBe(REDIRECT_SCRIPT);
    expect(doc.querySelector('script')?.textContent).toBe(REDIRECT_SCRIPT);
  });

  it('cannot be broken out of by a target containing </script>', () => {
    const hostile: PlannedRedirect = {
      from: '/x/',
      to: 'https://x.example.com/?q=</script><script>alert(1)</script>',
      language: 'en',
      kind: 'personal',
    };
    const page = parse(redirectPageHtml(hostile, SITE_URL, TEXTS));
    expect(scriptDestination(page, '', '')).toEqual([hostile.to]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Página — 100% ok')).toBe('Página — 100% ok');
  });
});
