/**
 * Link check over every HTML file of public/: each internal link (and each
 * internal asset) resolves to a file, and each #anchor to an element id of
 * its target page. Internal means a path (/music/), an anchor (#main), or a
 * full address on the site's own domain (canonical and hreflang links,
 * sharing tags, JSON-LD); besides href and src, srcset entries and meta
 * refresh targets are checked too.
 */
import { loadSite } from '../support/site';
import { assertBuilt, fileForPath, listHtmlFiles, publicFileExists, readHtml } from './public';

interface Reference {
  /** The HTML file it was found in, relative to public/. */
  file: string;
  attribute: 'href' | 'src' | 'srcset' | 'meta' | 'json-ld';
  value: string;
}

/** Meta tags whose content is an address (sharing previews). */
const ADDRESS_METAS =
  'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]';

/** Every string value of a JSON-LD block that is an address on the site (not an @id name). */
function jsonLdAddresses(json: unknown, siteUrl: string): string[] {
  if (typeof json === 'string') return json.startsWith(`${siteUrl}/`) ? [json] : [];
  if (Array.isArray(json)) return json.flatMap((item) => jsonLdAddresses(item, siteUrl));
  if (typeof json === 'object' && json !== null) {
    return Object.entries(json).flatMap(([key, value]) =>
      key === '@id' ? [] : jsonLdAddresses(value, siteUrl),
    );
  }
  return [];
}

function referencesIn(file: string): Reference[] {
  const document = readHtml(file);
  const { siteUrl } = loadSite();
  const ref = (attribute: Reference['attribute'], value: string): Reference => ({
    file,
    attribute,
    value,
  });
  return [
    ...(['href', 'src'] as const).flatMap((attribute) =>
      document
        .querySelectorAll(`[${attribute}]`)
        .map((element) => ref(attribute, element.getAttribute(attribute) ?? '')),
    ),
    ...document.querySelectorAll('[srcset]').flatMap((element) =>
      (element.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
        .map((value) => ref('srcset', value)),
    ),
    ...document
      .querySelectorAll(ADDRESS_METAS)
      .map((meta) => ref('meta', meta.getAttribute('content') ?? '')),
    ...document
      .querySelectorAll('meta[http-equiv="refresh"]')
      .map((meta) =>
        ref('meta', /url=(.+)$/i.exec(meta.getAttribute('content') ?? '')?.[1]?.trim() ?? ''),
      ),
    ...document
      .querySelectorAll('script[type="application/ld+json"]')
      .flatMap((script) =>
        jsonLdAddresses(JSON.parse(script.text) as unknown, siteUrl).map((value) =>
          ref('json-ld', value),
        ),
      ),
  ];
}

/** A full address on the site's own domain, as the path it stands for. */
function ownPath(value: string): string {
  const { siteUrl } = loadSite();
  return value === siteUrl || value.startsWith(`${siteUrl}/`)
    ? value.slice(siteUrl.length) || '/'
    : value;
}

function idsIn(file: string): Set<string> {
  return new Set(
    readHtml(file)
      .querySelectorAll('[id]')
      .map((element) => element.getAttribute('id') ?? ''),
  );
}

/**
 * Internal: starts with "/" but not "//" (protocol-relative), is a same-page
 * "#anchor", or is a full address on the site's own domain.
 */
function isInternal(value: string): boolean {
  const path = ownPath(value);
  return (path.startsWith('/') && !path.startsWith('//')) || path.startsWith('#');
}

/** Why a reference is broken, or null when it is fine. */
function problemWith({ file, value: written }: Reference): string | null {
  const value = ownPath(written);
  const hashStart = value.indexOf('#');
  const anchor = hashStart === -1 ? null : decodeURIComponent(value.slice(hashStart + 1));
  const withoutHash = hashStart === -1 ? value : value.slice(0, hashStart);
  const urlPath = withoutHash.replace(/\?.*$/, '');

  let target = file;
  if (urlPath !== '') {
    let decoded: string;
    try {
      decoded = decodeURI(urlPath);
    } catch {
      return 'malformed address';
    }
    target = fileForPath(decoded);
    if (!publicFileExists(target)) return `no file public/${target}`;
  }
  if (anchor === null) return null;
  if (anchor === '') return 'empty anchor';
  if (!target.endsWith('.html')) return `anchor on a non-HTML file public/${target}`;
  return idsIn(target).has(anchor) ? null : `no id="${anchor}" in public/${target}`;
}

describe('internal links', () => {
  beforeAll(assertBuilt);

  it('the link checker itself catches broken links', () => {
    const file = 'index.html';
    expect(problemWith({ file, attribute: 'href', value: '/no-such-page/' })).toMatch(/no file/);
    expect(problemWith({ file, attribute: 'href', value: '/music' })).toMatch(/no file/);
    expect(problemWith({ file, attribute: 'href', value: '#no-such-id' })).toMatch(/no id/);
    expect(problemWith({ file, attribute: 'href', value: '/music/#no-such-id' })).toMatch(/no id/);
    expect(problemWith({ file, attribute: 'href', value: '/music/?a=1#main' })).toBeNull();
    expect(isInternal('//cdn.example.com/x.js')).toBe(false);
    expect(isInternal('https://gallery.example-events.com/')).toBe(false);
    const { siteUrl } = loadSite();
    expect(isInternal(`${siteUrl}/music/`)).toBe(true);
    expect(problemWith({ file, attribute: 'meta', value: `${siteUrl}/musik/` })).toMatch(/no file/);
    expect(problemWith({ file, attribute: 'meta', value: `${siteUrl}/` })).toBeNull();
  });

  it('every internal href and src of every HTML file resolves, anchors included', () => {
    const files = listHtmlFiles();
    // Every page, redirect page and personal page is checked (guards against an empty walk).
    const site = loadSite();
    expect(files.length).toBeGreaterThanOrEqual(
      site.localizedPages.length + site.legacyRedirects.length + site.personalSites.length,
    );

    const references = files.flatMap(referencesIn).filter((ref) => isInternal(ref.value));
    expect(references.length).toBeGreaterThan(files.length);
    // Each kind of reference is really collected (canonical links, previews, JSON-LD, refresh).
    for (const kind of ['href', 'src', 'meta', 'json-ld'] as const) {
      expect(references.filter((ref) => ref.attribute === kind).length).toBeGreaterThan(0);
    }

    const broken = references.flatMap((ref) => {
      const problem = problemWith(ref);
      return problem === null ? [] : [`${ref.file} → ${ref.attribute}="${ref.value}" (${problem})`];
    });
    if (broken.length > 0) {
      throw new Error(`${broken.length} broken internal link(s):\n  ${broken.join('\n  ')}`);
    }
  });

  it('no page of the site links to a legacy address (they only exist to redirect)', () => {
    const site = loadSite();
    const legacy = new Set(site.legacyRedirects.map((redirect) => redirect.from));
    const pageFiles = new Set(site.localizedPages.map((page) => fileForPath(page.path)));
    const offending = [...pageFiles].flatMap((file) =>
      referencesIn(file)
        .filter((ref) => legacy.has(ref.value.replace(/[?#].*$/, '')))
        .map((ref) => `${ref.file} → ${ref.value}`),
    );
    expect(offending).toEqual([]);
  });
});
