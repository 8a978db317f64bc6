/**
 * Byte budgets, from the built files (deterministic: no browser, no timing).
 * First-load JavaScript of every page, in every language, stays within
 * its kind's budget in bench/budgets.json (a ratio of the bare Gatsby
 * baseline); code meant for one page, or for later, is not loaded up front,
 * and no outside script is in the HTML. First paint waits for no request:
 * the page kinds that link their stylesheets (venue pages) inline their
 * first screen's rules and link only the stylesheets the page needs, after
 * that first screen.
 */
import { scriptSourcesOfHtml } from '../../gatsby/output-rewrites/scripts-after-first-paint';
import {
  BUDGETS_FILE,
  firstLoadBudget,
  firstLoadRatio,
  readBudgets,
} from '../../scripts/bench/budgets';
import {
  BuiltSite,
  measurePage,
  sourcesOf,
  type PageBytes,
} from '../../scripts/bench/measure-bytes';
import { KINDS_WITH_LINKED_STYLESHEETS } from '../../gatsby/output-rewrites/linked-stylesheets';
import { FIRST_SCREEN_END } from '../../gatsby/output-rewrites/first-screen-styles';
import { loadSite, type LocalizedPage } from '../support/site';
import { parse, type HTMLElement } from 'node-html-parser';
import {
  assertBuilt,
  fileForPath,
  listHtmlFiles,
  PUBLIC_DIR,
  readHtml,
  readPublic,
  stylesheetChunksOf,
} from './public';

const budgets = readBudgets();
const site = loadSite();
const built = new BuiltSite(PUBLIC_DIR);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Measured {
  page: LocalizedPage;
  bytes: PageBytes;
}

let measured: Measured[] = [];

/** The src of every script element and script preload of an HTML page. */
function scriptsFrom(html: string): string[] {
  const sources = [
    ...scriptSourcesOfHtml(html),
    ...[...html.matchAll(/<link\b(?=[^>]*\bas="script")[^>]*?\bhref="([^"]+)"/gi)].map(
      (match) => match[1] ?? '',
    ),
  ];
  return sources;
}

/** Modules of the scripts that match one of the path prefixes. */
function modulesMatching(scripts: readonly string[], prefixes: readonly string[]): string[] {
  const found = new Set<string>();
  for (const script of scripts) {
    for (const source of sourcesOf(built, script)) {
      if (prefixes.some((prefix) => source.startsWith(prefix))) found.add(`${source} (${script})`);
    }
  }
  return [...found];
}

beforeAll(() => {
  assertBuilt();
  measured = site.localizedPages.map((page) => ({ page, bytes: measurePage(built, page.path) }));
});

describe('byte budgets', () => {
  it('the baseline is a measurement of a bare Gatsby page (about 66 KB gzip)', () => {
    const { baseline } = budgets;
    expect(baseline.firstLoadJsGzip).toBeGreaterThan(40_000);
    expect(baseline.firstLoadJsGzip).toBeLessThan(120_000);
    expect(baseline.measuredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('measures what a first visit loads: React, the app and the page’s own chunk', () => {
    expect(measured).toHaveLength(site.localizedPages.length);
    for (const { bytes } of measured) {
      const files = bytes.scripts.map((script) => script.file);
      expect(files.some((file) => file.startsWith('framework-'))).toBe(true);
      expect(files.some((file) => file.startsWith('app-'))).toBe(true);
      expect(files.some((file) => file.startsWith(`${bytes.componentChunkName}-`))).toBe(true);
      // Every script counted exists (a stale or missing file would fake a small number).
      for (const file of files) expect(built.exists(file)).toBe(true);
    }
  });

  it('first-load JavaScript of every page stays within its kind’s budget', () => {
    const overBudget = measured.flatMap(({ page, bytes }) => {
      const budget = firstLoadBudget(budgets, page.page.kind);
      if (bytes.firstLoadJs.gzip <= budget) return [];
      const ratio = bytes.firstLoadJs.gzip / budgets.baseline.firstLoadJsGzip;
      return [
        `${page.path} (${page.page.kind}): ${kB(bytes.firstLoadJs.gzip)} gzip = ${ratio.toFixed(2)}× ` +
          `the baseline, budget ${firstLoadRatio(budgets, page.page.kind)}× = ${kB(budget)}\n    ` +
          bytes.scripts.map((script) => `${script.file} ${kB(script.sizes.gzip)}`).join(', '),
      ];
    });
    if (overBudget.length > 0) {
      throw new Error(
        `${overBudget.length} page(s) over their first-load JS budget (${BUDGETS_FILE}):\n  ${overBudget.join('\n  ')}`,
      );
    }
  });

  it('no page loads on-demand code (menus, dialogs) up front', () => {
    const scripts = [...new Set(measured.flatMap(({ bytes }) => bytes.scripts.map((s) => s.file)))];
    expect(modulesMatching(scripts, budgets.notInFirstLoad)).toEqual([]);
  });

  it.each(Object.entries(budgets.pageOnly))(
    'code of the %s page is in no other page’s first load',
    (kind, prefixes) => {
      const otherScripts = [
        ...new Set(
          measured
            .filter(({ page }) => page.page.kind !== kind)
            .flatMap(({ bytes }) => bytes.scripts.map((script) => script.file)),
        ),
      ];
      expect(otherScripts.length).toBeGreaterThan(0);
      expect(modulesMatching(otherScripts, prefixes)).toEqual([]);
    },
  );

  it('no HTML file loads an outside script up front (third-party code waits for idle)', () => {
    expect(scriptsFrom(readPublic('index.html')).length).toBeGreaterThan(0);
    const outside = listHtmlFiles().flatMap((file) =>
      scriptsFrom(readPublic(file))
        .filter((src) => /^(https?:)?\/\//i.test(src))
        .map((src) => `${file}: ${src}`),
    );
    expect(outside).toEqual([]);
  });

  it('the module check reads the source maps (it finds React in every page)', () => {
    const [first] = measured;
    if (!first) throw new Error('no page measured');
    const scripts = first.bytes.scripts.map((script) => script.file);
    expect(modulesMatching(scripts, ['node_modules/react-dom/']).length).toBeGreaterThan(0);
  });
});

/**
 * What a browser must fetch before it paints anything of the page: stylesheets
 * whose media can match a screen, scripts that stop the parser (neither async,
 * deferred nor modules), and stylesheets an inline style imports. In the head
 * they hold back the first paint; in the body, everything after them.
 */
function renderBlockingIn(document: HTMLElement): string[] {
  const stylesheets = document
    .querySelectorAll('link[rel~="stylesheet"]')
    .filter((link) => !link.hasAttribute('disabled'))
    .filter((link) => !/^\s*print\s*$/i.test(link.getAttribute('media') ?? ''))
    .map((link) => `stylesheet ${link.getAttribute('href') ?? '?'}`);
  const scripts = document
    .querySelectorAll('script[src]')
    .filter((script) => !script.hasAttribute('async') && !script.hasAttribute('defer'))
    .filter((script) => script.getAttribute('type') !== 'module')
    .map((script) => `script ${script.getAttribute('src') ?? '?'}`);
  const imports = document
    .querySelectorAll('style')
    .flatMap((style) => [...style.textContent.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)/gi)])
    .map((match) => `@import ${match[1] ?? '?'}`);
  return [...stylesheets, ...scripts, ...imports];
}

const renderBlockingRequests = (file: string) => renderBlockingIn(readHtml(file));

describe('what first paint waits for', () => {
  const pages = site.localizedPages.map((page) => ({
    path: page.path,
    kind: page.page.kind,
    file: fileForPath(page.path),
  }));
  const linking = pages.filter((page) => KINDS_WITH_LINKED_STYLESHEETS.includes(page.kind));
  const inlining = pages.filter((page) => !KINDS_WITH_LINKED_STYLESHEETS.includes(page.kind));

  it('sees a stylesheet, a parser-blocking script and an @import (the check can fail)', () => {
    const [first] = inlining;
    if (!first) throw new Error('no page inlines its styles');
    const html = readPublic(first.file).replace(
      '</head>',
      '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print">' +
        '<script src="/b.js"></script><script src="/d.js" async></script>' +
        '<style>@import url("/c.css");</style></head>',
    );
    expect(renderBlockingIn(parse(html))).toEqual([
      'stylesheet /a.css',
      'script /b.js',
      '@import /c.css',
    ]);
  });

  it('pages that inline their styles wait for no request', () => {
    expect(inlining.length).toBeGreaterThan(0);
    const blocked = inlining.flatMap((page) =>
      renderBlockingRequests(page.file).map((request) => `${page.path} (${page.kind}): ${request}`),
    );
    expect(blocked).toEqual([]);
  });

  it('pages that link their styles wait for no request either: the head inlines their first screen’s rules', () => {
    expect(linking.length).toBeGreaterThan(0);
    for (const page of linking) {
      const document = readHtml(page.file);
      const head = document.querySelector('head');
      if (!head) throw new Error(`${page.path}: no head`);
      expect({ page: page.path, head: renderBlockingIn(head) }).toEqual({
        page: page.path,
        head: [],
      });
      expect(head.querySelectorAll('style').length).toBeGreaterThan(0);
    }
  });

  it('…and link, after the first screen, only the global and shared stylesheets and their own kind’s', () => {
    for (const page of linking) {
      const needed = stylesheetChunksOf(page.kind);
      const afterFirstScreen = readHtml(page.file).querySelector(`[${FIRST_SCREEN_END}]`);
      if (!afterFirstScreen) throw new Error(`${page.path}: no ${FIRST_SCREEN_END} element`);
      const chunks = renderBlockingIn(afterFirstScreen).map(
        (request) => /^stylesheet \/([^/.]+)\.[0-9a-f]+\.css$/.exec(request)?.[1] ?? request,
      );
      expect({ page: page.path, chunks }).toEqual({ page: page.path, chunks: needed });
      expect(renderBlockingRequests(page.file)).toHaveLength(needed.length);
    }
  });
});
