/**
 * The benchmark's results as Markdown: the tables printed by `npm run bench`
 * and kept in docs/performance.md (`--update-docs` writes them there).
 */
import { LARGEST_SCREEN, LOCAL_COLLECTIONS_TARGET_MS, type EditorFigures } from './editor';
import type { BuildTiming } from './builds';
import type { LighthouseFigures } from './lighthouse';
import type { Sizes } from './measure-bytes';
import type { TimedCase, ValidationFigures } from './validation-figures';

export interface PageResult {
  kind: string;
  path: string;
  firstLoadJs: Sizes;
  html: Sizes;
  pageData: Sizes;
  /** First-load JS budget as a ratio of the baseline, when the page kind has one. */
  budgetRatio?: number;
  /** Median of the Lighthouse runs. */
  lighthouse?: LighthouseFigures;
  /**
   * LCP of each Lighthouse run, in milliseconds, in the order they ran. The
   * median hides how far apart the runs are, and the baseline's are far apart.
   */
  lcpRuns?: number[];
  /** FCP of each Lighthouse run, in milliseconds, in the order they ran. */
  fcpRuns?: number[];
}

export interface PaddedBuild extends BuildTiming {
  venues: number;
  /** Seconds per page beyond the full site's. */
  secondsPerExtraPage: number;
}

export interface SharedModule {
  name: string;
  /** Share of the shared first-load scripts' bytes. */
  share: number;
  /** That share of their gzip size. */
  gzip: number;
}

export interface PageDataRow {
  kind: string;
  path: string;
  language: string;
  gzip: number;
  raw: number;
  /** Bytes of default-language files carried only as a fallback (0 on default-language pages). */
  fallback: number;
}

export interface BenchResult {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    os: string;
    node: string;
    chromium: string;
  };
  versions: { gatsby: string; react: string; lighthouse: string };
  lighthouseRuns: number;
  baseline: PageResult;
  pages: PageResult[];
  builds: { baseline?: BuildTiming; site?: BuildTiming; padded?: PaddedBuild };
  sharedJs: SharedModule[];
  pageData: PageDataRow[];
  /** The browser editor (/admin/); absent from runs made before it existed. */
  editor?: EditorFigures;
  /** Time to validate site.yaml in-process; absent from runs made before it was measured. */
  validation?: ValidationFigures;
}

export const DOCS_START = '<!-- bench:start -->';
export const DOCS_END = '<!-- bench:end -->';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) =>
  Number.isFinite(value) && base > 0 ? `${(value / base).toFixed(2)}×` : '–';
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
/** "0.63 0.64 0.82": each run's figure in seconds, fastest first. */
const eachRun = (runs: readonly number[] | undefined) =>
  runs?.length
    ? [...runs]
        .sort((a, b) => a - b)
        .map((ms) => (ms / 1000).toFixed(2))
        .join(' ')
    : '–';
const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const percent = (part: number, total: number) =>
  total > 0 ? `${Math.round((part / total) * 100)} %` : '–';

/** +0.02, −0.03: the growth per page can come out below zero when it is smaller than the noise. */
export function signed(value: number): string {
  const rounded = Math.abs(value).toFixed(2);
  return value < 0 && Number(rounded) !== 0 ? `−${rounded}` : `+${rounded}`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function label(page: PageResult, isBaseline = false): string {
  return isBaseline ? `bare Gatsby hello world \`${page.path}\`` : `${page.kind} \`${page.path}\``;
}

function bytesTable(result: BenchResult): string {
  const base = result.baseline;
  const row = (page: PageResult, isBaseline = false) => [
    label(page, isBaseline),
    kB(page.firstLoadJs.gzip),
    kB(page.firstLoadJs.brotli),
    isBaseline ? '1.00×' : ratio(page.firstLoadJs.gzip, base.firstLoadJs.gzip),
    page.budgetRatio ? `${page.budgetRatio.toFixed(2)}×` : '–',
    kB(page.html.gzip),
    kB(page.pageData.gzip),
    page.lighthouse ? kB(page.lighthouse.transferred) : '–',
    page.lighthouse ? whole(page.lighthouse.requests) : '–',
  ];
  return table(
    [
      'Page',
      'First-load JS (gzip)',
      '(brotli)',
      '× baseline',
      'Budget',
      'HTML (gzip)',
      'page-data (gzip)',
      'Transferred',
      'Requests',
    ],
    [row(base, true), ...result.pages.map((page) => row(page))],
  );
}

function lighthouseTable(result: BenchResult): string {
  const base = result.baseline.lighthouse;
  const row = (page: PageResult, isBaseline = false) => {
    const figures = page.lighthouse;
    if (!figures) return [label(page, isBaseline), ...Array<string>(12).fill('–')];
    const toBaseline = (value: number, baseValue: number | undefined) =>
      isBaseline ? '1.00×' : baseValue === undefined ? '–' : ratio(value, baseValue);
    return [
      label(page, isBaseline),
      whole(figures.performance),
      whole(figures.accessibility),
      whole(figures.bestPractices),
      whole(figures.seo),
      seconds(figures.fcp),
      eachRun(page.fcpRuns),
      toBaseline(figures.fcp, base?.fcp),
      seconds(figures.lcp),
      eachRun(page.lcpRuns),
      toBaseline(figures.lcp, base?.lcp),
      figures.cls.toFixed(3),
      `${whole(figures.tbt)} ms`,
    ];
  };
  return table(
    [
      'Page',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'FCP',
      'FCP of each run (s)',
      'FCP × baseline',
      'LCP',
      'LCP of each run (s)',
      'LCP × baseline',
      'CLS',
      'TBT',
    ],
    [row(result.baseline, true), ...result.pages.map((page) => row(page))],
  );
}

function buildTable(result: BenchResult): string {
  const { baseline, site, padded } = result.builds;
  const rows: string[][] = [];
  if (baseline)
    rows.push([
      'bare Gatsby hello world',
      whole(baseline.pages),
      whole(baseline.htmlFiles),
      `${baseline.seconds.toFixed(0)} s`,
      '',
    ]);
  if (site)
    rows.push([
      'the site (every route × 3 languages, redirect pages)',
      whole(site.pages),
      whole(site.htmlFiles),
      `${site.seconds.toFixed(0)} s`,
      '',
    ]);
  if (padded) {
    rows.push([
      `the site with site.yaml padded to ${padded.venues} venues`,
      whole(padded.pages),
      whole(padded.htmlFiles),
      `${padded.seconds.toFixed(0)} s`,
      `${signed(padded.secondsPerExtraPage)} s per extra page`,
    ]);
  }
  return table(
    ['Cold build (gatsby clean, then build)', 'Pages', 'HTML files', 'Time', 'Growth'],
    rows,
  );
}

function sharedJsTable(result: BenchResult): string {
  return table(
    ['Module (shared first-load JS of every page)', 'Share', '≈ gzip'],
    result.sharedJs.map((module) => [
      `\`${module.name}\``,
      `${(module.share * 100).toFixed(1)} %`,
      kB(module.gzip),
    ]),
  );
}

function pageDataTable(result: BenchResult): string {
  return table(
    ['Page', 'Language', 'page-data (gzip)', '(raw)', 'Default-language fallback in it (raw)'],
    result.pageData.map((row) => [
      `${row.kind} \`${row.path}\``,
      row.language,
      kB(row.gzip),
      kB(row.raw),
      row.fallback > 0 ? `${kB(row.fallback)} (${percent(row.fallback, row.raw)})` : '–',
    ]),
  );
}

/** The editor's own figures: bytes of its first visit and later chunks, time to its sign-in. */
export function editorSection(result: BenchResult): string[] {
  const { editor } = result;
  if (!editor) return [];
  const runs = [...editor.loadRuns].sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)] ?? Number.NaN;
  return [
    '**The editor** (`/admin/`: loaded there only, by no visitor page)',
    '',
    '| What | Files | Raw | gzip | brotli |',
    '| --- | --- | --- | --- | --- |',
    `| First visit: its page, Decap CMS, our setup | ${editor.files} | ${kB(editor.firstLoad.raw)} | ${kB(editor.firstLoad.gzip)} | ${kB(editor.firstLoad.brotli)} |`,
    `| Loaded later, when a screen needs it | – | ${kB(editor.onDemand.raw)} | ${kB(editor.onDemand.gzip)} | ${kB(editor.onDemand.brotli)} |`,
    '',
    `Time from opening \`/admin/\` to its sign-in screen (Chromium, local host with compression, ` +
      `nothing cached, median of ${runs.length}): ${seconds(median)} (runs: ${eachRun(runs)} s).`,
    '',
    ...localEditorLines(editor),
  ];
}

/** The local editor's times (npm run editor): to its sign-in screen, and to a usable collection list. */
function localEditorLines(editor: EditorFigures): string[] {
  const local = editor.local;
  if (!local || local.collections.length === 0) return [];
  const collections = [...local.collections].sort((a, b) => a - b);
  const signIn = [...local.signIn].sort((a, b) => a - b);
  const middle = (runs: number[]) => runs[Math.floor(runs.length / 2)] ?? Number.NaN;
  const verdict = middle(collections) <= LOCAL_COLLECTIONS_TARGET_MS ? 'within' : 'over';
  return [
    `The local editor (\`npm run editor\`, nothing cached, median of ${collections.length}): ` +
      `sign-in screen after ${seconds(middle(signIn))}; from opening \`/admin/\` to a usable ` +
      `collection list, signing in on the way, ${seconds(middle(collections))} ` +
      `(runs: ${eachRun(collections)} s; ${verdict} the ${LOCAL_COLLECTIONS_TARGET_MS / 1000} s target).`,
    '',
    ...largestScreenLines(local.largestScreen ?? []),
  ];
}

/** How long the editor's largest screen takes to open, once measured. */
function largestScreenLines(runs: readonly number[]): string[] {
  if (runs.length === 0) return [];
  const { collection, screen } = LARGEST_SCREEN;
  return [
    `Its largest screen, ${collection} → ${screen}, from a click in the list to its form: ` +
      `${seconds(median(runs))} (runs: ${eachRun(runs)} s).`,
    '',
  ];
}

/** The middle run of an odd number of runs (the upper middle of an even one). */
function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** 12.3 ms below a second, 1.23 s from a second on. */
const duration = (ms: number) => (ms < 1000 ? `${ms.toFixed(1)} ms` : seconds(ms));
/** 50 ms, 2 s: a target as the issue words it. */
const limit = (ms: number) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

function timedRow(name: string, { runsMs, targetMs }: TimedCase): string[] {
  const measured = median(runsMs);
  const hasTarget = targetMs !== undefined;
  return [
    name,
    hasTarget ? `under ${limit(targetMs)}` : '–',
    `${duration(measured)} (median of ${runsMs.length})`,
    hasTarget ? (measured < targetMs ? '✔' : '✖') : '–',
  ];
}

/** Validation times against the targets, each with whether it is met. */
export function validationSection(figures: ValidationFigures | undefined): string[] {
  if (!figures) return [];
  const { shippedFile, projectCheck, manyVenues } = figures;
  return [
    '**Validation time** (in-process, as the build and the editor run it; one warm-up, then the median)',
    '',
    table(
      ['Case', 'Target', 'Measured', 'Met'],
      [
        timedRow(
          'Shipped file, validated in-process (`site.yaml` with its translations)',
          shippedFile,
        ),
        timedRow(
          'The whole project check (reading and validating `site.yaml`, `data/*.yaml`, the translations)',
          projectCheck,
        ),
        timedRow(
          `\`site.yaml\` with ${manyVenues.venues.toLocaleString('en-US')} venues`,
          manyVenues,
        ),
      ],
    ),
    '',
  ];
}

export function markdownReport(result: BenchResult): string {
  const { machine, versions } = result;
  return [
    `Measured on ${result.date} by \`npm run bench\` on ${machine.cpus} × ${machine.cpuModel}, ` +
      `${machine.memoryGb} GB RAM, ${machine.os}, Node ${machine.node}, ${machine.chromium}. ` +
      `The baseline is a bare Gatsby ${versions.gatsby} hello-world page (bench/hello-world, ` +
      `React ${versions.react}), built and measured in the same run: ratios to it cancel ` +
      `most of the machine's noise. Sizes in KB of 1024 bytes; gzip level 9 and brotli ` +
      `quality 11, as a host that compresses at its best; transferred bytes as Lighthouse saw ` +
      `them from the local host with brotli.`,
    '',
    '**Bytes of a first visit**',
    '',
    bytesTable(result),
    '',
    `**Lighthouse ${versions.lighthouse}** (mobile preset, median of ${result.lighthouseRuns} runs each)`,
    '',
    lighthouseTable(result),
    '',
    '**Build time** (this machine, one build at a time)',
    '',
    buildTable(result),
    '',
    ...validationSection(result.validation),
    ...editorSection(result),
    '**Where the bytes go**',
    '',
    sharedJsTable(result),
    '',
    pageDataTable(result),
  ].join('\n');
}

/** The page (docs/performance.md) with the text between the benchmark markers replaced. */
export function withReportInDocs(page: string, report: string): string {
  const start = page.indexOf(DOCS_START);
  const end = page.indexOf(DOCS_END);
  if (start < 0 || end < start) {
    throw new Error(
      `docs/performance.md needs ${DOCS_START} and ${DOCS_END} around the benchmark table`,
    );
  }
  return `${page.slice(0, start + DOCS_START.length)}\n\n${report}\n\n${page.slice(end)}`;
}
