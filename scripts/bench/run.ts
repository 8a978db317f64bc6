// The benchmark (`npm run bench`; not part of `npm test`). In one run:
//   1. the time to validate site.yaml in-process, shipped and with 10,000 venues, against
//      its targets (seconds at most, so first: an invalid project stops the run
//      before the long builds);
//   2. cold builds of the site and of the bare Gatsby baseline (bench/hello-world);
//   3. bytes of a first visit to one page of each kind, from the built files;
//   4. Lighthouse on each, and on the baseline, served by the local host with
//      compression, median of --runs runs (in rounds over all pages, so the
//      machine's busy moments hit all of them alike);
//   5. growth: cold builds of copies of the project padded to --counts venues
//      (4, 200 and 2,000 unless told), each with its build time, peak memory, the size of
//      public/, and its largest page data and HTML page;
//   6. what the shared JavaScript and the page data are made of;
//   7. the browser editor (/admin/): its bytes, its time to the sign-in screen, and the local
//      editor's time from opening /admin/ to a usable collection list.
// Writes bench/results/bench-<date>.json and .md (plus latest.*) and growth-<date>.json and
// .md (plus latest-growth.*), prints the tables.
//
//   npm run bench [-- --runs 5] [--counts 4,200,2000] [--no-build] [--no-lighthouse]
//                    [--no-growth] [--update-docs] [--write-baseline]
//   npm run bench -- --growth-only [--counts 4,200] [--update-docs]
//   npm run bench -- --report-only [--update-docs]
//
// --update-docs puts the tables in docs/performance.md (between the bench markers, and the growth
// table between its own); --growth-only measures growth alone (its table only);
// --write-baseline stores the baseline's first-load JS in bench/budgets.json;
// --report-only measures nothing: it prints (and with --update-docs writes)
// the tables of the last run, bench/results/latest.json and latest-growth.json.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { firstLoadRatio, readBudgets, writeBaseline } from './budgets';
import { coldBuild, ROOT, type BuildTiming } from './builds';
import {
  EDITOR_DIR,
  editorBytes,
  editorLoadTimes,
  LARGEST_SCREEN,
  localEditorTimes,
  type EditorFigures,
} from './editor';
import { startCompressingHost } from './compressing-host';
import {
  DEFAULT_GROWTH_COUNTS,
  growthSection,
  measureGrowth,
  parseCounts,
  withGrowthInDocs,
  type GrowthResult,
  type GrowthRow,
} from './growth';
import { lighthouseOnce, medianFigures, type LighthouseFigures } from './lighthouse';
import { BuiltSite, measurePage, type PageBytes } from './measure-bytes';
import { localeBytes, pageDataMakeup } from './page-data';
import { samplePages } from './page-kinds';
import {
  markdownReport,
  withReportInDocs,
  type BenchResult,
  type PageDataRow,
  type PageResult,
  type SharedModule,
} from './report';
import { bytesBySource, packageOf, type SourceMap } from './source-map-bytes';
import { MANY_VENUES, measureValidation } from './validation';
import { systemChromiumPath } from '../chromium';
import { loadSiteConfigOrExit } from '../../src/config/project';
import { localizedPath } from '../../src/i18n/paths';

const BASELINE_DIR = path.join(ROOT, 'bench', 'hello-world');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const CHROME_PATH = systemChromiumPath();

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    counts: { type: 'string', default: DEFAULT_GROWTH_COUNTS.join(',') },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-growth': { type: 'boolean', default: false },
    'growth-only': { type: 'boolean', default: false },
    'update-docs': { type: 'boolean', default: false },
    'write-baseline': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
  },
});

function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function versionOf(packageName: string): string {
  const file = path.join(ROOT, 'node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The machine without its browser: what the growth builds need to say. */
function hardware(): Omit<BenchResult['machine'], 'chromium'> {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

function machine(): BenchResult['machine'] {
  let chromium = 'Chromium (version unknown)';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown: Lighthouse will fail loudly later if it is missing.
  }
  return { ...hardware(), chromium };
}

function pageResult(kind: string, bytes: PageBytes, budgetRatio?: number): PageResult {
  return {
    kind,
    path: bytes.path,
    firstLoadJs: bytes.firstLoadJs,
    html: bytes.html,
    pageData: bytes.pageData,
    ...(budgetRatio ? { budgetRatio } : {}),
  };
}

/**
 * Lighthouse on the baseline and on every page, in rounds: each round runs
 * every page once, so a busy moment of the machine touches all of them
 * alike instead of one page's runs.
 */
async function measureWithLighthouse(
  targets: Array<{ dir: string; pages: PageResult[] }>,
  runs: number,
): Promise<void> {
  const hosts = await Promise.all(targets.map((target) => startCompressingHost(target.dir)));
  const runsOf = new Map<PageResult, LighthouseFigures[]>();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const [index, target] of targets.entries()) {
        const host = hosts[index];
        if (!host) continue;
        for (const page of target.pages) {
          const figures = await lighthouseOnce(`${host.url}${page.path}`, CHROME_PATH);
          runsOf.set(page, [...(runsOf.get(page) ?? []), figures]);
          progress(
            `Lighthouse round ${round}/${runs}, ${page.kind} ${page.path}: performance ` +
              `${figures.performance}, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, ` +
              `TBT ${Math.round(figures.tbt)} ms`,
          );
        }
      }
    }
  } finally {
    await Promise.all(hosts.map((host) => host.close()));
  }
  for (const [page, figures] of runsOf) {
    page.lighthouse = medianFigures(figures);
    page.lcpRuns = figures.map((run) => run.lcp);
    page.fcpRuns = figures.map((run) => run.fcp);
  }
}

/** The scripts every sample page loads first, broken down by package (top entries). */
function sharedJavaScript(site: BuiltSite, pages: PageBytes[]): SharedModule[] {
  const lists = pages.map((page) => new Set(page.scripts.map((script) => script.file)));
  const shared = [...(lists[0] ?? [])].filter((file) => lists.every((list) => list.has(file)));
  const totals = new Map<string, number>();
  let raw = 0;
  let gzip = 0;
  for (const file of shared) {
    const sizes = site.sizeOf(file);
    raw += sizes.raw;
    gzip += sizes.gzip;
    const mapText = site.sourceMapText(file);
    if (mapText === undefined) {
      totals.set(file, (totals.get(file) ?? 0) + sizes.raw);
      continue;
    }
    const map = JSON.parse(mapText) as SourceMap;
    for (const [source, bytes] of bytesBySource(site.read(file), map)) {
      const name = packageOf(source);
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    }
  }
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, 12);
  const rest = sorted.slice(12).reduce((sum, [, bytes]) => sum + bytes, 0);
  return [...top, ...(rest > 0 ? [['(everything else)', rest] as [string, number]] : [])].map(
    ([name, bytes]) => ({ name, share: bytes / raw, gzip: (bytes / raw) * gzip }),
  );
}

/** Page data of each sample page in each language, and the default-language fallback in it. */
function pageDataRows(
  site: BuiltSite,
  samples: Array<{ kind: string; path: string }>,
): PageDataRow[] {
  const config = loadSiteConfigOrExit(ROOT);
  const defaultLanguage = config.languages.default;
  return samples.flatMap(({ kind, path: pagePath }) =>
    config.languages.supported.map(({ code }) => {
      const urlPath = localizedPath(pagePath, code, defaultLanguage);
      const sizes = measurePage(site, urlPath).pageData;
      const makeup = pageDataMakeup(site, urlPath);
      return {
        kind,
        path: urlPath,
        language: code,
        gzip: sizes.gzip,
        raw: sizes.raw,
        fallback: code === defaultLanguage ? 0 : localeBytes(makeup, defaultLanguage),
      };
    }),
  );
}

function filesUnder(dir: string, relative: string): string[] {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const file = `${relative}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(dir, file) : [file];
  });
}

/** The editor's bytes, and (with Lighthouse's runs) its time to the sign-in screen. */
async function measureEditor(site: BuiltSite, runs: number): Promise<EditorFigures> {
  const bytes = editorBytes(site, filesUnder(site.dir, EDITOR_DIR));
  if (runs === 0) return { ...bytes, loadRuns: [] };
  const host = await startCompressingHost(site.dir);
  try {
    const loadRuns = await editorLoadTimes(`${host.url}/${EDITOR_DIR}/`, CHROME_PATH, runs);
    progress(`Editor: sign-in screen after ${loadRuns.map((ms) => `${ms} ms`).join(', ')}`);
    const local = await localEditorTimes(ROOT, CHROME_PATH, runs);
    progress(
      `Local editor: collection list after ${local.collections.map((ms) => `${ms} ms`).join(', ')}`,
    );
    progress(
      `Local editor: ${LARGEST_SCREEN.screen} after ${(local.largestScreen ?? []).map((ms) => `${ms} ms`).join(', ')}`,
    );
    return { ...bytes, loadRuns, local };
  } finally {
    await host.close();
  }
}

async function writeToDocs(change: (page: string) => string): Promise<void> {
  // The tables live in docs/performance.md, between the bench markers.
  const page = path.join(ROOT, 'docs', 'performance.md');
  const updated = change(fs.readFileSync(page, 'utf8'));
  // Formatted as `npm run lint` expects (Prettier aligns the tables).
  const config = (await prettier.resolveConfig(page)) ?? {};
  fs.writeFileSync(page, await prettier.format(updated, { ...config, filepath: page }));
  progress('docs/performance.md updated.');
}

async function publish(report: string): Promise<void> {
  process.stdout.write(`${report}\n`);
  if (options['update-docs']) await writeToDocs((page) => withReportInDocs(page, report));
}

async function publishGrowth(result: GrowthResult): Promise<void> {
  const section = growthSection(result).join('\n');
  process.stdout.write(`\n${section}\n`);
  if (options['update-docs']) {
    await writeToDocs((page) => withGrowthInDocs(page, section));
  }
}

/** bench/results/<name>.json and .md, and the same as <latest>.*. */
function saveResults(names: string[], result: unknown, markdown: string): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of names) {
    fs.writeFileSync(
      path.join(RESULTS_DIR, `${name}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
  }
}

async function measureAndSaveGrowth(
  counts: readonly number[],
  date: string,
  logs: string,
): Promise<GrowthResult> {
  const { cpus, cpuModel, memoryGb, os: system, node } = hardware();
  const resultOf = (rows: readonly GrowthRow[]): GrowthResult => ({
    date,
    machine: `${cpus} × ${cpuModel}, ${memoryGb} GB RAM, ${system}, Node ${node}`,
    rows: [...rows],
  });
  const save = (result: GrowthResult) =>
    saveResults([`growth-${date}`, 'latest-growth'], result, growthSection(result).join('\n'));
  // Saved after each build, so that --report-only can show the builds of a run stopped half-way.
  const rows = await measureGrowth(counts, logs, progress, (sofar) => save(resultOf(sofar)));
  return resultOf(rows);
}

/** The build-time table's padded row: the largest growth build, against the shipped site's. */
function paddedBuild(row: GrowthRow | undefined, site: BuildTiming | undefined) {
  if (!row) return undefined;
  const { venues, seconds, pages, htmlFiles } = row;
  return {
    venues,
    seconds,
    pages,
    htmlFiles,
    secondsPerExtraPage: site
      ? (seconds - site.seconds) / Math.max(1, pages - site.pages)
      : Number.NaN,
  };
}

async function main(): Promise<void> {
  if (options['report-only']) {
    // Either may be missing: a --growth-only run writes only the growth results.
    const latest = path.join(RESULTS_DIR, 'latest.json');
    const latestGrowth = path.join(RESULTS_DIR, 'latest-growth.json');
    if (!fs.existsSync(latest) && !fs.existsSync(latestGrowth)) {
      throw new Error(`No results in ${RESULTS_DIR}: run npm run bench first.`);
    }
    if (fs.existsSync(latest)) {
      await publish(markdownReport(JSON.parse(fs.readFileSync(latest, 'utf8')) as BenchResult));
    }
    if (fs.existsSync(latestGrowth)) {
      await publishGrowth(JSON.parse(fs.readFileSync(latestGrowth, 'utf8')) as GrowthResult);
    }
    return;
  }
  const runs = Number(options.runs);
  const counts = parseCounts(options.counts);
  const date = new Date().toISOString().slice(0, 10);
  const logs = path.join(RESULTS_DIR, 'logs');
  const builds: BenchResult['builds'] = {};

  if (options['growth-only']) {
    await publishGrowth(await measureAndSaveGrowth(counts, date, logs));
    return;
  }

  progress(`Validating site.yaml in-process, shipped and with ${MANY_VENUES} venues…`);
  const validation = measureValidation();

  if (!options['no-build']) {
    progress('Cold build of the bare Gatsby baseline…');
    builds.baseline = await coldBuild(BASELINE_DIR, path.join(logs, 'baseline-build.log'));
    progress(`  ${builds.baseline.seconds.toFixed(0)} s`);
    progress('Cold build of the site…');
    builds.site = await coldBuild(ROOT, path.join(logs, 'site-build.log'));
    progress(`  ${builds.site.seconds.toFixed(0)} s, ${builds.site.pages} pages`);
  }

  const siteFiles = new BuiltSite(path.join(ROOT, 'public'));
  const baselineFiles = new BuiltSite(path.join(BASELINE_DIR, 'public'));
  const budgets = readBudgets();
  const samples = samplePages(ROOT);
  const sampleBytes = samples.map((sample) => measurePage(siteFiles, sample.path));
  const baseline = pageResult('baseline', measurePage(baselineFiles, '/'));
  const pages = samples.map((sample, index) =>
    pageResult(sample.kind, sampleBytes[index] as PageBytes, firstLoadRatio(budgets, sample.kind)),
  );

  if (!options['no-lighthouse']) {
    await measureWithLighthouse(
      [
        { dir: baselineFiles.dir, pages: [baseline] },
        { dir: siteFiles.dir, pages },
      ],
      runs,
    );
  }

  progress('The editor (/admin/)…');
  const editor = await measureEditor(siteFiles, options['no-lighthouse'] ? 0 : runs);

  let growth: GrowthResult | undefined;
  if (!options['no-growth']) {
    growth = await measureAndSaveGrowth(counts, date, logs);
    const padded = paddedBuild(growth.rows.at(-1), builds.site);
    if (padded) builds.padded = padded;
  }

  const result: BenchResult = {
    date,
    machine: machine(),
    versions: {
      gatsby: versionOf('gatsby'),
      react: versionOf('react'),
      lighthouse: versionOf('lighthouse'),
    },
    lighthouseRuns: options['no-lighthouse'] ? 0 : runs,
    baseline,
    pages,
    builds,
    sharedJs: sharedJavaScript(siteFiles, sampleBytes),
    pageData: pageDataRows(siteFiles, samples),
    editor,
    validation,
  };
  const report = markdownReport(result);
  saveResults([`bench-${date}`, 'latest'], result, report);
  progress(`Results in ${path.relative(process.cwd(), RESULTS_DIR)}/bench-${date}.{json,md}`);
  await publish(report);
  if (growth) await publishGrowth(growth);
  if (options['write-baseline']) {
    writeBaseline({
      firstLoadJsGzip: baseline.firstLoadJs.gzip,
      measuredOn: date,
      measuredWith: `gatsby ${result.versions.gatsby}, react ${result.versions.react}, gzip level 9`,
    });
    progress(`bench/budgets.json: baseline ${baseline.firstLoadJs.gzip} bytes.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
