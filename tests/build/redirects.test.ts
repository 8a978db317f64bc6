/**
 * Old addresses: an HTML redirect page at each legacy path of each language
 * (for hosts that ignore _redirects), a forced 301 in _redirects, and the
 * personal-site pages.
 */
import type { HTMLElement } from 'node-html-parser';
import { redirectRulesFile } from '../../gatsby/hosts/redirect-rules';
import { planRedirects } from '../../gatsby/redirects/legacy-redirects';
import { REDIRECT_SCRIPT } from '../../gatsby/redirects/redirect-page';
import { formatProblems } from '../../src/config/problems';
import { validateProjectConfig } from '../../src/config/project';
import { loadSite, translation, type LegacyRedirect } from '../support/site';
import { assertBuilt, fileForPath, publicFileExists, readHtml, readPublic } from './public';

const site = loadSite();

interface RedirectRule {
  from: string;
  to: string;
  status: string;
}

function redirectRules(): RedirectRule[] {
  return readPublic('_redirects')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.split(/\s+/);
      return { from, to, status };
    });
}

function withoutTrailingSlash(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
}

/** The parts of a redirect page that make it work, read from its HTML. */
function redirectPageFacts(document: HTMLElement) {
  const refresh = document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  return {
    lang: document.querySelector('html')?.getAttribute('lang'),
    refreshTarget: /^0\s*;\s*url=(.+)$/i.exec(refresh ?? '')?.[1],
    scripts: document
      .querySelectorAll('script')
      .map((script) => ({ to: script.getAttribute('data-to'), code: script.text.trim() })),
    externalScripts: document.querySelectorAll('script[src]').length,
    canonical: document
      .querySelectorAll('link[rel="canonical"]')
      .map((link) => link.getAttribute('href')),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    links: document.querySelectorAll('body a[href]').map((a) => a.getAttribute('href')),
    heading: document.querySelectorAll('h1').map((h1) => h1.text.trim()),
    title: document.querySelector('title')?.text.trim(),
  };
}

/**
 * The page's script: replace the history entry with its data-to target,
 * keeping query and hash (the code, the same on every page, is unit-tested).
 */
function replaceScript(target: string) {
  return { to: target, code: REDIRECT_SCRIPT };
}

describe('site.yaml redirects', () => {
  it('gives a legacy path per old address and language, and every personal site', () => {
    expect(site.legacyRedirects).toHaveLength(site.redirectCount * site.languages.length);
    expect(site.personalSites).toHaveLength(site.personalSiteCount);
  });

  it('points every legacy path at an existing page, and never from one', () => {
    const pagePaths = new Set(site.localizedPages.map((page) => page.path));
    const problems = site.legacyRedirects.flatMap(({ from, to }) => [
      ...(pagePaths.has(to) ? [] : [`${from} → ${to}: target is not a page`]),
      ...(pagePaths.has(from) ? [`${from}: is itself a page`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('legacy redirect pages', () => {
  beforeAll(assertBuilt);

  const cases = site.legacyRedirects.map((redirect): [string, string, LegacyRedirect] => [
    redirect.from,
    redirect.to,
    redirect,
  ]);

  it.each(cases)('%s → %s', (from, to, { language }) => {
    const file = fileForPath(from);
    expect([file, publicFileExists(file)]).toEqual([file, true]);
    const facts = redirectPageFacts(readHtml(file));
    const movedHeading = translation(language, 'common:redirect.title');
    expect(facts).toEqual({
      lang: language,
      refreshTarget: to,
      scripts: [replaceScript(to)],
      externalScripts: 0, // a redirect page must not load (and hydrate) the Gatsby app
      canonical: [`${site.siteUrl}${to}`],
      robots: expect.stringContaining('noindex'),
      links: [to],
      heading: [movedHeading],
      title: movedHeading,
    });
  });
});

describe('_redirects', () => {
  beforeAll(assertBuilt);

  it('is the file for the host site.yaml names (deploy.host)', () => {
    const result = validateProjectConfig();
    if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
    const { config } = result;
    const languages = config.languages.supported.map((language) => language.code);
    const defaultLanguage = config.languages.default;
    const expected = redirectRulesFile(config.deploy.host, {
      planned: planRedirects({ ...config, languages, defaultLanguage }),
      languages,
      defaultLanguage,
    });
    expect(readPublic('_redirects')).toBe(expected);
  });

  // The shipped site.yaml publishes on Netlify; tests/hosts checks the other hosts' files.
  it('is written for Netlify in the shipped site.yaml', () => {
    expect(readPublic('_redirects')).toMatch(/\s301!$/m);
  });

  it('has a forced 301 for every legacy path of every language', () => {
    const rules = redirectRules();
    const expected = site.legacyRedirects.map(({ from, to }) => ({
      from: withoutTrailingSlash(from),
      to,
      status: '301!',
    }));
    const actual = rules.filter((rule) => rule.status.startsWith('30'));
    const line = (rule: RedirectRule) => `${rule.from}  ${rule.to}  ${rule.status}`;
    const actualLines = actual.map(line);
    const expectedLines = expected.map(line);
    expect({
      missing: expectedLines.filter((rule) => !actualLines.includes(rule)),
      // Nothing else redirects (e.g. a stale, wrong or duplicated rule).
      unexpected: actualLines.filter(
        (rule, index) => !expectedLines.includes(rule) || actualLines.indexOf(rule) !== index,
      ),
    }).toEqual({ missing: [], unexpected: [] });
  });

  it('sends unknown addresses to the not-found page of their language, catch-all last', () => {
    const notFound = redirectRules().filter((rule) => rule.status === '404');
    const localized = site.languages
      .filter((language) => language !== site.defaultLanguage)
      .map((language) => ({ from: `/${language}/*`, to: `/${language}/404/`, status: '404' }));
    expect(notFound).toEqual([...localized, { from: '/*', to: '/404.html', status: '404' }]);
    for (const rule of notFound) {
      const file = fileForPath(rule.to);
      expect([rule.to, publicFileExists(file)]).toEqual([rule.to, true]);
    }
  });

  it('comes with a _headers file', () => {
    expect(readPublic('_headers')).toMatch(/^\/\*$/m);
  });
});

describe('personal-site pages', () => {
  beforeAll(assertBuilt);

  const cases = site.personalSites.map((personal): [string, string] => [
    personal.path,
    personal.url,
  ]);

  it.each(cases)('%s → %s', (personalPath, url) => {
    const file = fileForPath(personalPath);
    expect([file, publicFileExists(file)]).toEqual([file, true]);
    expect(readPublic(file)).toContain('Redirecting...');
    const facts = redirectPageFacts(readHtml(file));
    expect(facts).toEqual({
      lang: site.defaultLanguage,
      refreshTarget: url,
      scripts: [replaceScript(url)],
      externalScripts: 0,
      canonical: [url],
      robots: expect.stringContaining('noindex'),
      links: [url],
      heading: ['Redirecting...'],
      title: 'Redirecting...',
    });
  });

  it('exist only for the listed names, not in other languages', () => {
    const problems = site.personalSites.flatMap((personal) =>
      site.languages
        .filter((language) => language !== site.defaultLanguage)
        .map((language) => `/${language}${personal.path}`)
        .filter((localized) => publicFileExists(fileForPath(localized))),
    );
    expect(problems).toEqual([]);
  });
});
