/**
 * Lighthouse (npm `lighthouse` 12, mobile preset: its default) against one
 * address, several times, in Debian's Chromium; the median of each figure.
 * Each run is a fresh Lighthouse process and browser, as Lighthouse advises
 * for comparable runs.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SYSTEM_CHROMIUM_ARGS } from '../chromium';

const run = promisify(execFile);

const LIGHTHOUSE_CLI = path.resolve(
  __dirname,
  '..',
  '..',
  'node_modules',
  'lighthouse',
  'cli',
  'index.js',
);

/** One Lighthouse run, reduced to what the benchmark reports. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint, milliseconds. */
  fcp: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
  /** Bytes over the network (compressed), all requests of the load. */
  transferred: number;
  requests: number;
}

export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ transferSize?: number; url?: string; resourceType?: string }> };
    }
  >;
  runtimeError?: { message: string };
}

/** The figures of one report (exported for tests). */
export function figuresOf(report: LighthouseReport): LighthouseFigures {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    transferred: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over several runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    transferred: of('transferred'),
    requests: of('requests'),
  };
}

/**
 * One Lighthouse run's whole report; `extraArgs` are more of Lighthouse's
 * flags (e.g. --blocked-url-patterns).
 */
export async function lighthouseReport(
  url: string,
  chromePath: string,
  extraArgs: readonly string[] = [],
): Promise<LighthouseReport> {
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const outputPath = path.join(outputDir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${SYSTEM_CHROMIUM_ARGS.join(' ')}`,
        ...extraArgs,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    return report;
  } finally {
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
}

export async function lighthouseOnce(url: string, chromePath: string): Promise<LighthouseFigures> {
  return figuresOf(await lighthouseReport(url, chromePath));
}
