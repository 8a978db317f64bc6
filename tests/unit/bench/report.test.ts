/** @jest-environment node */
import { editorPageFiles } from '../../../scripts/bench/editor';
import {
  markdownReport,
  DOCS_END,
  DOCS_START,
  withReportInDocs,
  type BenchResult,
  type PageResult,
  signed,
} from '../../../scripts/bench/report';

const sizes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.9) });
const figures = (lcp: number, fcp = 640) => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp,
  lcp,
  cls: 0,
  tbt: 40,
  transferred: 150_000,
  requests: 14,
});
const page = (kind: string, path: string, js: number, lcp: number): PageResult => ({
  kind,
  path,
  firstLoadJs: sizes(js),
  html: sizes(10_000),
  pageData: sizes(1_200),
  budgetRatio: kind === 'home' ? 1.5 : 1.7,
  lighthouse: figures(lcp),
});

const RESULT: BenchResult = {
  date: '2026-11-23',
  machine: {
    cpus: 2,
    cpuModel: 'Test CPU',
    memoryGb: 8,
    os: 'Linux',
    node: 'v20',
    chromium: 'Chromium 1',
  },
  versions: { gatsby: '5.16.1', react: '18.3.1', lighthouse: '12.8.2' },
  lighthouseRuns: 5,
  baseline: {
    ...page('baseline', '/', 66_620, 700),
    budgetRatio: undefined,
    lighthouse: figures(700, 600),
    lcpRuns: [1480, 630, 700, 840, 640],
    fcpRuns: [600, 610, 590, 620, 605],
  },
  pages: [{ ...page('home', '/', 93_000, 840), lighthouse: figures(840, 690) }],
  builds: {
    site: { seconds: 60, pages: 61, htmlFiles: 130 },
    padded: { seconds: 300, pages: 649, htmlFiles: 718, venues: 200, secondsPerExtraPage: 0.41 },
  },
  sharedJs: [{ name: 'react-dom', share: 0.43, gzip: 40_000 }],
  pageData: [
    { kind: 'home', path: '/es/', language: 'es', gzip: 2_000, raw: 5_000, fallback: 2_000 },
  ],
};

describe('markdownReport', () => {
  const report = markdownReport(RESULT);

  it('gives our figures as ratios to the baseline measured in the same run', () => {
    expect(report).toContain('| home `/` | 90.8 KB |');
    expect(report).toContain('1.40×'); // 93 000 / 66 620
    expect(report).toContain('1.20×'); // LCP 840 / 700
  });

  it('gives first contentful paint and its ratio to the baseline’s, beside LCP', () => {
    const homeRow = report.split('\n').find((line) => line.startsWith('| home `/` | 98 |'));
    expect(homeRow).toContain('| 0.69 s | – | 1.15× | 0.84 s |'); // FCP 690 / 600
    const baselineRow = report
      .split('\n')
      .find((line) => line.includes('bare Gatsby') && line.includes('0.60 s'));
    expect(baselineRow).toContain('| 0.60 s | 0.59 0.60 0.60 0.61 0.62 | 1.00× |');
  });

  it("lists each Lighthouse run's LCP, fastest first, beside the median", () => {
    const baselineRow = report.split('\n').find((line) => line.includes('| 0.70 s |'));
    expect(baselineRow).toContain('| 0.63 0.64 0.70 0.84 1.48 |');
    const homeRow = report.split('\n').find((line) => line.includes('| 0.84 s |'));
    expect(homeRow).toContain('| 0.84 s | – |');
  });

  it('names the machine, the date and the number of Lighthouse runs', () => {
    expect(report).toContain('2026-11-23');
    expect(report).toContain('2 × Test CPU');
    expect(report).toContain('median of 5 runs');
  });

  it('reports build times, growth per page and the page-data fallback share', () => {
    expect(report).toContain('padded to 200 venues');
    expect(report).toContain('+0.41 s per extra page');
    expect(report).toContain('2.0 KB (40 %)');
  });
});

describe('the editor’s figures', () => {
  const withEditor: BenchResult = {
    ...RESULT,
    editor: {
      firstLoad: sizes(1_600_000),
      onDemand: sizes(700_000),
      files: 5,
      loadRuns: [2400, 1900, 2100],
    },
  };

  it('give its first visit and later chunks, and the median time to its sign-in screen', () => {
    const report = markdownReport(withEditor);
    expect(report).toContain(
      '| First visit: its page, Decap CMS, our setup | 5 | 4687.5 KB | 1562.5 KB |',
    );
    expect(report).toContain('| Loaded later, when a screen needs it | – | 2050.8 KB | 683.6 KB |');
    expect(report).toContain('median of 3): 2.10 s (runs: 1.90 2.10 2.40 s)');
  });

  it('are left out of a run made before the editor existed', () => {
    expect(markdownReport(RESULT)).not.toContain('The editor');
  });
});

describe('the validation times', () => {
  const withValidation: BenchResult = {
    ...RESULT,
    validation: {
      shippedFile: { runsMs: [14.2, 12.1, 30.5, 12.9, 13.4], targetMs: 50 },
      projectCheck: { runsMs: [21, 19, 25] },
      manyVenues: { runsMs: [2300, 2600, 2100], targetMs: 2_000, venues: 10_000 },
    },
  };
  const rowOf = (report: string, start: string) =>
    report.split('\n').find((line) => line.startsWith(`| ${start}`));

  it('give each median beside its target, and whether the target is met', () => {
    const report = markdownReport(withValidation);
    expect(rowOf(report, 'Shipped file')).toContain('| under 50 ms | 13.4 ms (median of 5) | ✔ |');
    expect(rowOf(report, '`site.yaml` with 10,000 venues')).toContain(
      '| under 2 s | 2.30 s (median of 3) | ✖ |',
    );
  });

  it('show a figure without a target for context only', () => {
    const row = rowOf(markdownReport(withValidation), 'The whole project check');
    expect(row).toContain('| – | 21.0 ms (median of 3) | – |');
  });

  it('are left out of a run made before they were measured', () => {
    expect(markdownReport(RESULT)).not.toContain('Validation time');
  });
});

describe('editorPageFiles', () => {
  it('lists what the editor page loads at once, from its tags', () => {
    const html =
      '<link rel="stylesheet" href="editor-ui.css"><script src="editor.js"></script><script src="decap-cms.js"></script>';
    expect(editorPageFiles(html)).toEqual([
      'admin/editor-ui.css',
      'admin/editor.js',
      'admin/decap-cms.js',
    ]);
  });
});

describe('withReportInDocs', () => {
  it('replaces only the text between the markers', () => {
    const page = `# Site\n\n## Performance\n\n${DOCS_START}\nold table\n${DOCS_END}\n\n## Next\n`;
    const updated = withReportInDocs(page, 'new table');
    expect(updated).toBe(
      `# Site\n\n## Performance\n\n${DOCS_START}\n\nnew table\n\n${DOCS_END}\n\n## Next\n`,
    );
  });

  it('refuses a page without the markers', () => {
    expect(() => withReportInDocs('# Site\n', 'x')).toThrow(/bench:start/);
  });
});

describe('signed', () => {
  it('writes the sign of a growth, minus as a minus sign, and no sign flip for a rounded zero', () => {
    expect(signed(0.021)).toBe('+0.02');
    expect(signed(-0.031)).toBe('−0.03');
    expect(signed(-0.001)).toBe('+0.00');
  });
});
