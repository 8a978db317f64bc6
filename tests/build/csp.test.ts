/**
 * The Content-Security-Policy of public/_headers against the built pages:
 * every inline script a browser would run is allowed by its hash, and the
 * pages share so few inline scripts that one policy serves the whole site.
 */
import {
  inlineScripts,
  inlineScriptsOfSite,
  scriptHash,
} from '../../gatsby/security/content-security-policy';
import { loadSite } from '../support/site';
import { assertBuilt, listHtmlFiles, PUBLIC_DIR, readPublic } from './public';

/** path of each _headers rule → its Content-Security-Policy, if it sets one. */
function policiesByPath(): Map<string, string> {
  const policies = new Map<string, string>();
  let path = '';
  for (const line of readPublic('_headers').split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) path = line.trim();
    const policy = /^\s+Content-Security-Policy:\s*(.*)$/i.exec(line)?.[1];
    if (policy) policies.set(path, policy);
  }
  return policies;
}

function sourcesOf(policy: string | undefined, directiveName: string): string[] {
  const directive = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directiveName);
  return directive?.slice(1) ?? [];
}

/** The script-src sources of the site's policy (every address). */
function scriptSources(): string[] {
  return sourcesOf(policiesByPath().get('/*'), 'script-src');
}

describe('Content-Security-Policy', () => {
  beforeAll(assertBuilt);

  it('allows every inline script of every page, redirect page and not-found page', () => {
    const allowed = new Set(scriptSources());
    const files = listHtmlFiles();
    const site = loadSite();
    expect(files.length).toBeGreaterThanOrEqual(
      site.localizedPages.length + site.legacyRedirects.length,
    );
    const blocked = files.flatMap((file) =>
      inlineScripts(readPublic(file))
        .filter((script) => !allowed.has(scriptHash(script)))
        .map((script) => `${file}: ${script.slice(0, 80)}…`),
    );
    expect(blocked).toEqual([]);
  });

  it('allows no inline script the pages do not hold', () => {
    const used = new Set(inlineScriptsOfSite(PUBLIC_DIR).keys());
    const unused = scriptSources().filter(
      (source) => source.startsWith("'sha256-") && !used.has(source),
    );
    expect(unused).toEqual([]);
  });

  it('is the only policy but the editor’s, which allows no inline script and no eval', () => {
    const policies = policiesByPath();
    expect([...policies.keys()]).toEqual(['/*', '/admin/*']);
    expect(sourcesOf(policies.get('/admin/*'), 'script-src')).toEqual(["'self'"]);
    expect(policies.get('/*')).not.toContain('unsafe-eval');
  });

  it('needs only a few hashes: the inline scripts are the same on every page', () => {
    // Gatsby's runtime settings, gatsby-plugin-image's loader, the page path
    // (made page-independent in gatsby-ssr) and the redirect pages' script.
    expect(inlineScriptsOfSite(PUBLIC_DIR).size).toBeLessThanOrEqual(8);
  });
});
