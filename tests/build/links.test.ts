/**
 * Link check over every HTML file of public/: each internal link (and each
 * internal asset) resolves to a file, and each #anchor to an element id of
 * its target page.
 */
import { loadSite } from '../support/site';
import { assertBuilt, fileForPath, listHtmlFiles, publicFileExists, readHtml } from './public';

interface Reference {
  /** The HTML file it was found in, relative to public/. */
  file: string;
  attribute: 'href' | 'src';
  value: string;
}

function referencesIn(file: string): Reference[] {
  const document = readHtml(file);
  return (['href', 'src'] as const).flatMap((attribute) =>
    document.querySelectorAll(`[${attribute}]`).map((element): Reference => ({
      file,
      attribute,
      value: element.getAttribute(attribute) ?? '',
    })),
  );
}

function idsIn(file: string): Set<string> {
  return new Set(
    readHtml(file)
      .querySelectorAll('[id]')
      .map((element) => element.getAttribute('id') ?? ''),
  );
}

/** Internal: starts with "/" but not "//" (protocol-relative), or is a same-page "#anchor". */
function isInternal(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('#');
}

/** Why a reference is broken, or null when it is fine. */
function problemWith({ file, value }: Reference): string | null {
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
    expect(isInternal('https://www.example-events.com/')).toBe(false);
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
