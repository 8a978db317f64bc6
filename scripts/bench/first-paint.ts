// What first paint waits for, page kind by page kind. Lighthouse's mobile FCP is not
// a stopwatch: it loads the page at full speed, keeps what it thinks the first paint needed
// (the HTML; requests of render-blocking priority that ended before that paint; the first
// HTML parse, style and layout, and paint tasks) and replays that on a simulated slow 4G phone
// (150 ms round trips, 1.6 Mbit/s, CPU 4× slower, layout 2×). This runs Lighthouse in-process
// on the built site and on the baseline and prints that replay: each request first paint
// waited for, the main-thread time in it, and what else the page asked for before its first
// paint (sharing the first round trips with the HTML).
//
//   npx tsx scripts/bench/first-paint.ts [--runs 3] [--pages /,/music/] [--site public]
//
// Run it alone on the machine, with nothing else running: the main-thread figures are wall
// time. The median run of each page (by FCP) is the one shown.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { SYSTEM_CHROMIUM_ARGS, systemChromiumPath } from '../chromium';
import { ROOT } from './builds';
import { startCompressingHost } from './compressing-host';
import { samplePages } from './page-kinds';

/** One request of the simulated first paint (times from navigation, ms). */
export interface WaitedRequest {
  url: string;
  resourceType: string;
  priority: string;
  transferBytes: number;
  start: number;
  end: number;
}

export interface FirstPaintBreakdown {
  page: string;
  fcp: number;
  /** The HTML: its transfer size and when the simulated phone has it all. */
  document: WaitedRequest;
  /** Every other request the simulated first paint waits for. */
  waitedFor: WaitedRequest[];
  /** Simulated main-thread time of the first paint: parse, then style, layout and paint. */
  parseMs: number;
  frameMs: number;
  /** Requests the real load had started before its first paint, not waited for. */
  alongside: Array<Pick<WaitedRequest, 'url' | 'resourceType' | 'priority' | 'transferBytes'>>;
}

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: {
    url: string;
    resourceType?: string;
    priority: string;
    transferSize: number;
    networkRequestTime: number;
  };
  childEvents?: Array<{ name: string }>;
  isMainDocument?: () => boolean;
}

interface ObservedRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const FIRST_PAINT_GRAPH = 'optimisticFirstContentfulPaint';
const FRAME_WORK = new Set(['Layout', 'UpdateLayoutTree', 'Paint']);

const shortUrl = (url: string) => new URL(url).pathname;

/** The breakdown of one Lighthouse run: reads the simulator's record of the FCP replay. */
async function breakdownOnce(url: string, port: number): Promise<FirstPaintBreakdown> {
  const lighthouse = (await import('lighthouse')).default;
  const { Simulation } = await import('lighthouse/core/lib/lantern/lantern.js');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const timings = Simulation.Simulator.allNodeTimings.get(FIRST_PAINT_GRAPH) as
    Map<SimulatedNode, { startTime: number; endTime: number }> | undefined;
  if (!timings) throw new Error(`Lighthouse kept no ${FIRST_PAINT_GRAPH} simulation`);
  let document: WaitedRequest | undefined;
  const waitedFor: WaitedRequest[] = [];
  let parseMs = 0;
  let frameMs = 0;
  for (const [node, { startTime, endTime }] of timings) {
    if (node.type === 'cpu') {
      // The first frame's task lays out; the parse task before it does not.
      const laysOut = node.childEvents?.some((event) => FRAME_WORK.has(event.name)) ?? false;
      if (laysOut) frameMs += endTime - startTime;
      else parseMs += endTime - startTime;
      continue;
    }
    const request = node.request;
    if (!request) continue;
    const entry: WaitedRequest = {
      url: shortUrl(request.url),
      resourceType: request.resourceType ?? 'Other',
      priority: request.priority,
      transferBytes: request.transferSize,
      start: startTime,
      end: endTime,
    };
    if (node.isMainDocument?.()) document = entry;
    else waitedFor.push(entry);
  }
  if (!document) throw new Error(`No document in the FCP replay of ${url}`);
  const metrics = (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
    ?.items?.[0];
  const observedFcp = metrics?.observedFirstContentfulPaint ?? 0;
  const observedStart = metrics?.observedNavigationStart ?? 0;
  const requests =
    (audits['network-requests']?.details as { items?: ObservedRequest[] } | undefined)?.items ?? [];
  const waited = new Set([document.url, ...waitedFor.map((request) => request.url)]);
  const alongside = requests
    .filter((request) => (request.networkRequestTime ?? Infinity) - observedStart < observedFcp)
    .filter((request) => !request.url.startsWith('data:') && !waited.has(shortUrl(request.url)))
    .map((request) => ({
      url: shortUrl(request.url),
      resourceType: request.resourceType ?? 'Other',
      priority: request.priority ?? '?',
      transferBytes: request.transferSize ?? 0,
    }));
  return {
    page: new URL(url).pathname,
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    document,
    waitedFor,
    parseMs,
    frameMs,
    alongside,
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** One Markdown row per page: what its first paint waited for, and what went alongside. */
export function breakdownTable(
  rows: ReadonlyArray<{ label: string; breakdown: FirstPaintBreakdown }>,
  baselineFcp: number,
): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = [
    'Page',
    'FCP (simulated)',
    '× baseline',
    'HTML: transfer, in hand at',
    'Requests first paint waits for',
    'Main thread: HTML parse + first frame (style, layout, paint)',
    'Asked for before first paint, not waited for',
  ];
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map(({ label, breakdown }) =>
      line([
        label,
        ms(breakdown.fcp),
        `${(breakdown.fcp / baselineFcp).toFixed(2)}×`,
        `${kB(breakdown.document.transferBytes)}, ${ms(breakdown.document.end)}`,
        breakdown.waitedFor.length
          ? breakdown.waitedFor
              .map(
                (request) =>
                  `\`${request.url}\` (${request.resourceType}, ${kB(request.transferBytes)}, until ${ms(request.end)})`,
              )
              .join('; ')
          : 'none',
        `${ms(breakdown.parseMs)} + ${ms(breakdown.frameMs)}`,
        breakdown.alongside.length
          ? breakdown.alongside
              .map(
                (request) =>
                  `\`${request.url}\` (${request.resourceType}, ${request.priority}, ${kB(request.transferBytes)})`,
              )
              .join('; ')
          : 'none',
      ]),
    ),
  ].join('\n');
}

function medianByFcp(runs: FirstPaintBreakdown[]): FirstPaintBreakdown {
  const sorted = [...runs].sort((a, b) => a.fcp - b.fcp);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      site: { type: 'string', default: path.join(ROOT, 'public') },
    },
  });
  const chromeLauncher = await import('chrome-launcher');
  const samples = samplePages(ROOT);
  const pages = values.pages
    ? values.pages.split(',').map((pagePath) => ({
        kind: samples.find((sample) => sample.path === pagePath)?.kind ?? 'page',
        path: pagePath,
      }))
    : samples;
  const baselineHost = await startCompressingHost(
    path.join(ROOT, 'bench', 'hello-world', 'public'),
  );
  const siteHost = await startCompressingHost(path.resolve(values.site));
  const targets = [
    { label: 'bare Gatsby hello world `/`', url: `${baselineHost.url}/` },
    ...pages.map((page) => ({
      label: `${page.kind} \`${page.path}\``,
      url: `${siteHost.url}${page.path}`,
    })),
  ];
  const runsOf = new Map<string, FirstPaintBreakdown[]>();
  try {
    // In rounds, as the benchmark does, so a busy moment touches every page alike.
    for (let round = 0; round < Number(values.runs); round += 1) {
      for (const target of targets) {
        const chrome = await chromeLauncher.launch({
          chromePath: systemChromiumPath(),
          chromeFlags: [...SYSTEM_CHROMIUM_ARGS],
        });
        try {
          const breakdown = await breakdownOnce(target.url, chrome.port);
          runsOf.set(target.label, [...(runsOf.get(target.label) ?? []), breakdown]);
          process.stderr.write(`[first-paint] ${target.label}: FCP ${ms(breakdown.fcp)}\n`);
        } finally {
          chrome.kill();
        }
      }
    }
  } finally {
    await Promise.all([baselineHost.close(), siteHost.close()]);
  }
  const rows = targets.map((target) => ({
    label: target.label,
    breakdown: medianByFcp(runsOf.get(target.label) ?? []),
  }));
  const baselineFcp = rows[0]?.breakdown.fcp ?? Number.NaN;
  process.stdout.write(
    `Measured on ${new Date().toISOString().slice(0, 10)}, median of ${values.runs} runs by FCP:\n\n` +
      `${breakdownTable(rows, baselineFcp)}\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
