// The checks of what the site itself answers: old addresses, unknown ones,
// personal sites, a page of each kind with its headers and canonical link,
// caching, robots.txt and the sitemap, and the editor's page. Each names,
// when it fails, every address that answered wrong and the fix.

import fs from 'node:fs';
import path from 'node:path';
import { editorContentSecurityPolicy } from '../../gatsby/security/editor-headers';
import { EDITOR_PATH } from '../../src/config/editor-path';
import {
  oldAddresses,
  pageOfEachKind,
  personalSites,
  unknownAddresses,
  withoutSlash,
} from './addresses';
import { notChecked, verdict, type LiveCheck, type LiveContext } from './context';
import { describeAnswer, PERMANENT, type Answer } from './http';

/** The security headers every page is sent with (gatsby/security/headers-file.ts). */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function sameOrigin(context: LiveContext, url: string): boolean {
  return new URL(url).origin === context.origin;
}

/** The answers to a path, after at most one hop that only adds the final slash. */
async function answersTo(context: LiveContext, address: string): Promise<Answer[]> {
  const first = await context.get(address);
  const [bare = '', query] = address.split('?');
  const slashed = `${bare}/${query === undefined ? '' : `?${query}`}`;
  const addsSlash =
    PERMANENT.has(first.status) &&
    first.location !== null &&
    sameOrigin(context, first.location) &&
    pathOf(first.location) === slashed &&
    !bare.endsWith('/');
  return addsSlash ? [first, await context.get(slashed)] : [first];
}

function seen(context: LiveContext, answers: readonly Answer[]): string {
  return answers.map((answer) => describeAnswer(answer, context.origin)).join(', then ');
}

function lastOf(answers: readonly Answer[]): Answer {
  return answers[answers.length - 1]!;
}

export function htmlLanguage(html: string): string | null {
  return /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? null;
}

function canonicalOf(html: string): string | null {
  const tag = /<link[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bhref="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
}

function missingSecurityHeaders(answer: Answer): string[] {
  return SECURITY_HEADERS.filter((name) => !answer.headers.has(name));
}

/** A small page that forwards to `to` (a static host's stand-in for a redirect). */
function forwardsTo(answer: Answer, to: string): boolean {
  return answer.status === 200 && answer.body.includes(`href="${to}"`);
}

const HOST_FILES_FIX: Record<string, string> = {
  netlify:
    'Publish the whole of public/ as the build wrote it for Netlify (its _redirects and _headers included), with deploy.host: netlify in site.yaml.',
  cloudflare:
    'Publish the whole of public/ as the build wrote it for Cloudflare Pages (its _redirects, _headers and each language’s 404.html included), with deploy.host: cloudflare in site.yaml.',
  static:
    'A plain static host reads no _redirects or _headers: set its not-found page to 404.html and its headers as public/_headers would (docs/dev/deploying.md, “Any other static host”), or publish on Netlify or Cloudflare Pages.',
};

export const oldAddressesCheck: LiveCheck = {
  id: 'old-addresses',
  title: 'Old addresses lead to their page, in every language, with and without the slash',
  async run(context) {
    const host = context.site.deploy.host;
    const addresses = oldAddresses(context.site);
    // One per language keeps its query string: campaigns' tags must survive.
    const withQuery = context.site.languages.supported.flatMap(({ code }) => {
      const first = addresses.find((address) => address.language === code);
      return first
        ? [{ from: `${first.from}?utm_source=check-live`, to: `${first.to}?utm_source=check-live` }]
        : [];
    });
    const cases = [
      ...addresses.flatMap(({ from, to }) => [
        { from, to },
        { from: withoutSlash(from), to },
      ]),
      ...(host === 'static' ? [] : withQuery),
    ];
    const problems: string[] = [];
    for (const { from, to } of cases) {
      const answers = await answersTo(context, from);
      const last = lastOf(answers);
      const redirected =
        PERMANENT.has(last.status) &&
        last.location !== null &&
        sameOrigin(context, last.location) &&
        pathOf(last.location) === to;
      const ok = host === 'static' ? redirected || forwardsTo(last, to.split('?')[0]!) : redirected;
      if (!ok) {
        const expected =
          host === 'static'
            ? `a page forwarding to ${to}`
            : `a permanent redirect (301/308) to ${to}`;
        problems.push(`GET ${from}: expected ${expected}, got ${seen(context, answers)}`);
      }
    }
    const how =
      host === 'static'
        ? 'forward to their page (deploy.host: static)'
        : 'answer a permanent redirect to their page';
    return verdict(problems, `${cases.length} addresses ${how}`, HOST_FILES_FIX[host]!);
  },
};

export const unknownAddressesCheck: LiveCheck = {
  id: 'not-found',
  title: 'Unknown addresses answer 404 with the not-found page of their language',
  async run(context) {
    const host = context.site.deploy.host;
    const problems: string[] = [];
    const cases = unknownAddresses(context.site);
    for (const { path: address, language } of cases) {
      const answer = await context.get(address);
      if (answer.status !== 404) {
        problems.push(
          `GET ${address}: expected 404, got ${describeAnswer(answer, context.origin)}`,
        );
        continue;
      }
      // A plain static host has one not-found page, in the default language.
      const expected = host === 'static' ? context.site.languages.default : language;
      const got = htmlLanguage(answer.body);
      if (got !== expected) {
        problems.push(
          `GET ${address}: expected the not-found page in "${expected}", got one in "${got}"`,
        );
      }
    }
    return verdict(
      problems,
      `${cases.length} unknown addresses answered 404 in their language`,
      HOST_FILES_FIX[host]!,
    );
  },
};

export const personalSitesCheck: LiveCheck = {
  id: 'personal-sites',
  title: 'Performers’ addresses lead to their own sites',
  async run(context) {
    const sites = personalSites(context.site);
    if (sites.length === 0) return notChecked('site.yaml lists no performers (personalSites)');
    const problems: string[] = [];
    for (const { from, to } of sites.flatMap((site) => [
      site,
      { ...site, from: withoutSlash(site.from) },
    ])) {
      const answers = await answersTo(context, from);
      const last = lastOf(answers);
      const redirects = last.status >= 300 && last.status < 400 && last.location === to;
      if (!redirects && !forwardsTo(last, to)) {
        problems.push(
          `GET ${from}: expected a page forwarding to ${to}, got ${seen(context, answers)}`,
        );
      }
    }
    return verdict(
      problems,
      `${sites.length * 2} addresses forward to the performers’ sites`,
      'Publish the whole of public/: each performer has a small forwarding page at /<name>/ (site.yaml personalSites).',
    );
  },
};

export const pagesCheck: LiveCheck = {
  id: 'pages',
  title: 'A page of each kind answers 200 in its language, with the security headers',
  async run(context) {
    const problems: string[] = [];
    const pages = pageOfEachKind(context.site);
    for (const { path: address, language } of pages) {
      const answer = await context.get(address);
      if (answer.status !== 200) {
        problems.push(
          `GET ${address}: expected the page (200), got ${describeAnswer(answer, context.origin)}`,
        );
        continue;
      }
      const got = htmlLanguage(answer.body);
      if (got !== language)
        problems.push(`GET ${address}: expected the page in "${language}", got one in "${got}"`);
      const missing = missingSecurityHeaders(answer);
      if (missing.length > 0)
        problems.push(`GET ${address}: missing headers: ${missing.join(', ')}`);
    }
    return verdict(
      problems,
      `${pages.length} pages, each with ${SECURITY_HEADERS.length} security headers`,
      HOST_FILES_FIX[context.site.deploy.host]!,
    );
  },
};

export const canonicalCheck: LiveCheck = {
  id: 'canonical',
  title: 'Canonical links name siteUrl',
  async run(context) {
    const problems: string[] = [];
    const pages = pageOfEachKind(context.site);
    for (const { path: address } of pages) {
      const answer = await context.get(address);
      if (answer.status !== 200) continue; // The pages check names it.
      const expected = `${context.site.siteUrl}${address}`;
      const canonical = canonicalOf(answer.body);
      if (canonical !== expected)
        problems.push(
          `GET ${address}: canonical link ${canonical ?? '(none)'}, expected ${expected}`,
        );
    }
    return verdict(
      problems,
      `${pages.length} pages name ${context.site.siteUrl} as their address`,
      'Build with siteUrl set to the site’s public address, and publish that build.',
    );
  },
};

/** The first file of a folder of the build whose name matches, as an address. */
function builtFile(context: LiveContext, folder: string, name: RegExp): string | undefined {
  const dir = path.join(context.publicDir, folder);
  if (!fs.existsSync(dir)) return undefined;
  const found = fs.readdirSync(dir).find((file) => name.test(file));
  return found === undefined ? undefined : path.posix.join('/', folder, found);
}

export const cachingCheck: LiveCheck = {
  id: 'caching',
  title: 'Files named by their content are cached for a year, and nothing else',
  async run(context) {
    const immutable = [
      builtFile(context, '', /^app-[0-9a-f]{20}\.js$/),
      builtFile(context, '', /^framework-[0-9a-f]{20}\.js$/),
    ];
    const revalidated = [
      '/',
      builtFile(context, '~partytown', /\.js$/),
      `${EDITOR_PATH}editor.js`,
      '/page-data/app-data.json',
    ];
    const cases = [
      ...immutable.flatMap((file) => (file ? [{ file, forever: true }] : [])),
      ...revalidated.flatMap((file) => (file ? [{ file, forever: false }] : [])),
    ];
    const problems: string[] = [];
    for (const { file, forever } of cases) {
      const answer = await context.get(file);
      if (answer.status !== 200) {
        problems.push(
          `GET ${file}: expected the file (200), got ${describeAnswer(answer, context.origin)}`,
        );
        continue;
      }
      const cacheControl = answer.headers.get('cache-control') ?? '(none)';
      if (/\bimmutable\b/.test(cacheControl) !== forever) {
        problems.push(
          `GET ${file}: expected ${forever ? 'an immutable' : 'no immutable'} Cache-Control, got "${cacheControl}"`,
        );
      }
    }
    // A local server is not the host's CDN: netlify dev, for one, sends its own Cache-Control.
    if (
      context.local &&
      problems.length > 0 &&
      problems.every((problem) => problem.includes('Cache-Control'))
    ) {
      return notChecked(
        'local address: this server sends its own Cache-Control; the host applies public/_headers',
      );
    }
    return verdict(
      problems,
      `${cases.length} files cached as public/_headers says`,
      HOST_FILES_FIX[context.site.deploy.host]!,
    );
  },
};

function saysNoindex(answer: Answer): boolean {
  const header = answer.headers.get('x-robots-tag') ?? '';
  const meta = /<meta[^>]*name="robots"[^>]*content="([^"]*)"/i.exec(answer.body)?.[1] ?? '';
  return /noindex/i.test(`${header} ${meta}`);
}

export const searchEnginesCheck: LiveCheck = {
  id: 'search-engines',
  title: 'robots.txt, the sitemap and the home page fit deploy.demo',
  async run(context) {
    const { siteUrl, deploy } = context.site;
    const demo = deploy.demo === true;
    const problems: string[] = [];
    const robots = await context.get('/robots.txt');
    const home = await context.get('/');
    const sitemapLine = `Sitemap: ${siteUrl}/sitemap-index.xml`;
    if (robots.status !== 200)
      problems.push(`GET /robots.txt: expected 200, got ${describeAnswer(robots, context.origin)}`);
    const disallowsAll = /^Disallow:\s*\/\s*$/m.test(robots.body);
    if (demo) {
      if (!disallowsAll)
        problems.push(
          'robots.txt does not turn crawlers away (Disallow: /), and site.yaml says demo: true',
        );
      if (/^Sitemap:/im.test(robots.body))
        problems.push('robots.txt announces a sitemap, and site.yaml says demo: true');
      if (!saysNoindex(home))
        problems.push('GET /: the home page does not say noindex, and site.yaml says demo: true');
    } else {
      if (disallowsAll)
        problems.push(
          'robots.txt turns every crawler away (Disallow: /), but site.yaml does not say demo: true',
        );
      if (!robots.body.split('\n').some((line) => line.trim() === sitemapLine))
        problems.push(`robots.txt does not announce the sitemap (${sitemapLine})`);
      if (saysNoindex(home))
        problems.push('GET /: the home page says noindex, so search engines leave the site out');
      const index = await context.get('/sitemap-index.xml');
      if (index.status !== 200 || !index.body.includes('<sitemapindex')) {
        problems.push(
          `GET /sitemap-index.xml: expected the sitemap index (200), got ${describeAnswer(index, context.origin)}`,
        );
      } else {
        const wrong = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
          .map((match) => match[1]!)
          .filter((loc) => !loc.startsWith(`${siteUrl}/`));
        if (wrong.length > 0)
          problems.push(
            `the sitemap index lists addresses outside ${siteUrl}: ${wrong.join(', ')}`,
          );
      }
    }
    return verdict(
      problems,
      demo
        ? 'a demo: crawlers turned away, pages noindex, no sitemap announced'
        : 'crawlers welcome, the sitemap announced, pages indexable',
      'Publish the build made from this site.yaml (deploy.demo decides robots.txt and the pages’ noindex), or change deploy.demo and build again.',
    );
  },
};

export const editorPageCheck: LiveCheck = {
  id: 'editor',
  title: 'The editor (/admin/) answers with its own headers',
  async run(context) {
    const answer = await context.get(EDITOR_PATH);
    const problems: string[] = [];
    if (answer.status !== 200) {
      problems.push(
        `GET ${EDITOR_PATH}: expected the editor (200), got ${describeAnswer(answer, context.origin)}`,
      );
    } else {
      const robots = answer.headers.get('x-robots-tag') ?? '';
      if (!/noindex/.test(robots))
        problems.push(`GET ${EDITOR_PATH}: expected X-Robots-Tag noindex, got "${robots}"`);
      const { editor } = context.site;
      const policy = answer.headers.get('content-security-policy') ?? '';
      const own = editorContentSecurityPolicy({ backend: editor.backend, authUrl: editor.authUrl });
      // Hosts that merge rules send the site's policy too, joined by a comma.
      if (!policy.split(/,\s*/).includes(own)) {
        problems.push(
          `GET ${EDITOR_PATH}: expected the editor’s own Content-Security-Policy, got "${policy || '(none)'}"`,
        );
      }
    }
    return verdict(
      problems,
      'kept out of search engines, under its own security policy',
      HOST_FILES_FIX[context.site.deploy.host]!,
    );
  },
};
