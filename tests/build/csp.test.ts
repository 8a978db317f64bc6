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

/** The script-src sources of the one policy in _headers. */
function scriptSources(): string[] {
  const policies = readPublic('_headers')
    .split('\n')
    .filter((line) => /^\s+Content-Security-Policy:/i.test(line));
  expect(policies).toHaveLength(1);
  const directive = policies[0]
    ?.replace(/^\s+Content-Security-Policy:\s*/i, '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
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

  it('needs only a few hashes: the inline scripts are the same on every page', () => {
    // Gatsby's runtime settings, gatsby-plugin-image's loader, the page path
    // (made page-independent in gatsby-ssr) and the redirect pages' script.
    expect(inlineScriptsOfSite(PUBLIC_DIR).size).toBeLessThanOrEqual(8);
  });
});
