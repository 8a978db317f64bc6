/**
 * Byte budgets, from the built files (deterministic: no browser, no timing).
 * First-load JavaScript of every page, in every language, stays within
 * its kind's budget in bench/budgets.json (a ratio of the bare Gatsby
 * baseline); code meant for one page, or for later, is not loaded up front,
 * and no outside script is in the HTML.
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
import { loadSite, type LocalizedPage } from '../support/site';
import { assertBuilt, listHtmlFiles, PUBLIC_DIR, readPublic } from './public';

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
