/** @jest-environment node */
import { planRedirects } from '../../../gatsby/redirects/legacy-redirects';
import { countRules, redirectRulesFile } from '../../../gatsby/hosts/redirect-rules';
import { specSiteConfig } from '../../support/spec-site';
import { SPEC_REDIRECTS } from '../config/spec-facts';

// The frozen site.yaml of the specification: the owner adds and removes old addresses.
const config = specSiteConfig();
const languages = config.languages.supported.map((language) => language.code);
const planned = planRedirects({
  redirects: config.redirects,
  personalSites: config.personalSites,
  languages,
  defaultLanguage: config.languages.default,
});
const input = { planned, languages, defaultLanguage: config.languages.default };

/** The rules of a file as [from, to, status], comments and blank lines left out. */
function rulesOf(text: string | null): string[][] {
  if (text === null) throw new Error('No _redirects file was made');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
}
const file = redirectRulesFile('netlify', input) ?? '';
const rules = rulesOf(file);

const PREFIX: Record<string, string> = { en: '', es: '/es', it: '/it' };
/** Hosts match "from" with or without the trailing slash; the file leaves it out. */
const withoutSlash = (path: string) => (path === '/' ? path : path.replace(/\/$/, ''));

describe('the Netlify _redirects file for the site.yaml of the specification', () => {
  it('has only rules of three fields: from, to, status', () => {
    for (const rule of rules) expect({ rule, fields: rule.length }).toEqual({ rule, fields: 3 });
  });

  it.each(['en', 'es', 'it'])(
    'forces a 301 for every old address of the spec in %s',
    (language) => {
      const prefix = PREFIX[language] ?? '';
      for (const { from, to } of SPEC_REDIRECTS) {
        expect(rules).toContainEqual([withoutSlash(`${prefix}${from}`), `${prefix}${to}`, '301!']);
      }
    },
  );

  it('has no other 301 rules', () => {
    expect(rules.filter((rule) => rule[2] === '301!')).toHaveLength(SPEC_REDIRECTS.length * 3);
  });

  it('leaves personal sites to their own pages (no rule for them)', () => {
    for (const site of config.personalSites) {
      expect(file).not.toContain(`/${site.name}`);
      expect(file).not.toContain(site.url);
    }
  });

  it('serves each language’s not-found page before the catch-all', () => {
    const indexOf = (from: string) => rules.findIndex((rule) => rule[0] === from);
    expect(rules[indexOf('/es/*')]).toEqual(['/es/*', '/es/404/', '404']);
    expect(rules[indexOf('/it/*')]).toEqual(['/it/*', '/it/404/', '404']);
    expect(rules[indexOf('/*')]).toEqual(['/*', '/404.html', '404']);
    expect(indexOf('/es/*')).toBeLessThan(indexOf('/*'));
    expect(indexOf('/it/*')).toBeLessThan(indexOf('/*'));
    expect(indexOf('/*')).toBe(rules.length - 1);
  });

  it('puts the 301s before any not-found rule', () => {
    const lastRedirect = rules.map((rule) => rule[2]).lastIndexOf('301!');
    const firstNotFound = rules.map((rule) => rule[2]).indexOf('404');
    expect(lastRedirect).toBeLessThan(firstNotFound);
  });

  it('has no /en/* rule: English lives at the root', () => {
    expect(rules.some((rule) => rule[0]?.startsWith('/en/'))).toBe(false);
  });
});

describe('the Cloudflare Pages _redirects file for the site.yaml of the specification', () => {
  const cloudflare = redirectRulesFile('cloudflare', input);
  const cloudflareRules = rulesOf(cloudflare);

  it('uses only what Cloudflare accepts: plain 301s, no "!" and no 404 rules', () => {
    expect(new Set(cloudflareRules.map((rule) => rule[2]))).toEqual(new Set(['301']));
    for (const rule of cloudflareRules) expect(rule).toHaveLength(3);
  });

  it.each(['en', 'es', 'it'])(
    'redirects every old address of the spec in %s, with and without the final slash',
    (language) => {
      const prefix = PREFIX[language] ?? '';
      for (const { from, to } of SPEC_REDIRECTS) {
        const bare = withoutSlash(`${prefix}${from}`);
        expect(cloudflareRules).toContainEqual([bare, `${prefix}${to}`, '301']);
        expect(cloudflareRules).toContainEqual([`${bare}/`, `${prefix}${to}`, '301']);
      }
    },
  );

  it('has exactly two rules per old address and language', () => {
    expect(countRules(cloudflare ?? '')).toBe(SPEC_REDIRECTS.length * 3 * 2);
  });

  it('leaves personal sites to their own pages', () => {
    for (const site of config.personalSites) expect(cloudflare).not.toContain(site.url);
  });
});

describe('a plain static host', () => {
  it('gets no _redirects file: the forwarding pages do the work', () => {
    expect(redirectRulesFile('static', input)).toBeNull();
  });
});
