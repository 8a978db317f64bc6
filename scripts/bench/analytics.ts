// What analytics costs a first visit: builds of the site with and without it, each
// served with compression (compressing-host.ts), Lighthouse (mobile preset, median of
// --runs) on each page, and the JavaScript the visit loaded (gzip, level 9: the
// budgets' measure), dynamically loaded chunks included. The analytics services'
// own servers are blocked (Lighthouse's blockedUrlPatterns, which its console
// audit does not count), so the figures are the site's part, before the
// service's own script: what the analytics budget speaks of (at most 2 KB gzip more).
//
//   npx tsx scripts/bench/analytics.ts [--runs 3] [--pages /,/contact/] label=public/ …
//
// e.g. off=<dir>/off plausible=<dir>/plausible google=<dir>/google (the e2e tests build
// those copies: tests/e2e/support/analytics-sites.ts). The first label is the reference:
// take the copy's own "off" build, not public/, whose modules webpack numbers otherwise
// (by their path from the project), which alone moves the shared scripts' gzip sizes.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANALYTICS_PROVIDERS, PROVIDER_ORIGINS } from '../../src/analytics/providers';
import { systemChromiumPath } from '../chromium';
import { startCompressingHost } from './compressing-host';
import {
  figuresOf,
  lighthouseReport,
  medianFigures,
  type LighthouseFigures,
  type LighthouseReport,
} from './lighthouse';
import { sizesOf } from './measure-bytes';

/** Every analytics server, as Lighthouse's URL patterns (a * stands for anything). */
const BLOCKED = [
  ...new Set(
    ANALYTICS_PROVIDERS.flatMap((provider) => {
      const origins = PROVIDER_ORIGINS[provider];
      return [...origins.scripts, ...origins.connections, ...origins.images];
    }),
  ),
].map((origin) => `${origin}/*`);

interface PageFigures extends LighthouseFigures {
  /** gzip bytes of the site's scripts the visit loaded. */
  scriptsGzip: number;
  scripts: number;
}

function scriptBytes(
  report: LighthouseReport,
  origin: string,
  dir: string,
): { gzip: number; count: number } {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const files = items
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(origin))
    .map((item) => new URL(item.url ?? '').pathname);
  const unique = [...new Set(files)];
  const gzip = unique.reduce((sum, file) => {
    const full = path.join(dir, decodeURIComponent(file));
    return fs.existsSync(full) ? sum + sizesOf(fs.readFileSync(full)).gzip : sum;
  }, 0);
  return { gzip, count: unique.length };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string', default: '/,/contact/' },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  const pages = values.pages.split(',');
  const sites = positionals.map((entry) => {
    const [label = '', dir = ''] = entry.split('=');
    return { label, dir: path.resolve(dir) };
  });
  const results = new Map<string, PageFigures>();
  for (const site of sites) {
    const host = await startCompressingHost(site.dir);
    try {
      for (const page of pages) {
        const figures: LighthouseFigures[] = [];
        let scripts = { gzip: 0, count: 0 };
        for (let index = 0; index < runs; index += 1) {
          const report = await lighthouseReport(
            new URL(page, host.url).href,
            systemChromiumPath(),
            BLOCKED.map((pattern) => `--blocked-url-patterns=${pattern}`),
          );
          figures.push(figuresOf(report));
          scripts = scriptBytes(report, new URL(host.url).origin, site.dir);
        }
        results.set(`${site.label} ${page}`, {
          ...medianFigures(figures),
          scriptsGzip: scripts.gzip,
          scripts: scripts.count,
        });
      }
    } finally {
      await host.close();
    }
  }
  const reference = sites[0]?.label ?? '';
  console.log(
    `Lighthouse 12, mobile, median of ${runs}; analytics servers blocked: ${BLOCKED.join(' ')}`,
  );
  console.log(
    '| Build | Page | Perf | A11y | BP | SEO | LCP | CLS | TBT | Scripts loaded (gzip) | vs first |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const site of sites) {
    for (const page of pages) {
      const figures = results.get(`${site.label} ${page}`);
      const base = results.get(`${reference} ${page}`);
      if (!figures || !base) continue;
      const delta = figures.scriptsGzip - base.scriptsGzip;
      console.log(
        `| ${site.label} | ${page} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${(figures.lcp / 1000).toFixed(2)} s | ${figures.cls.toFixed(3)} | ${Math.round(figures.tbt)} ms | ${figures.scripts} files, ${(figures.scriptsGzip / 1024).toFixed(1)} KB | ${delta >= 0 ? '+' : ''}${(delta / 1024).toFixed(2)} KB (${delta} B) |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
