/**
 * The same table of cases for a host's own runtime and for our local host
 * reading the files as that host does (npm start): both must pass it.
 */
import { problemWith } from './answers';
import { checkLive, failedChecks } from './check-live';
import {
  cachingCases,
  editorCases,
  legacyCases,
  legacyWithQueryCases,
  pageCases,
  personalSiteCases,
  unknownCases,
  type HostCase,
} from './cases';
import { startLocalHost, type RunningHost } from './runtimes';
import { builtSiteCopy } from './site-copy';

const START_TIMEOUT_MS = 180_000;
const TABLE_TIMEOUT_MS = 60_000;
const CHECK_LIVE_TIMEOUT_MS = 180_000;

async function problemsOf(host: RunningHost, cases: readonly HostCase[]): Promise<string[]> {
  const problems: string[] = [];
  // One request at a time: the runtimes are development servers, not CDNs.
  for (const hostCase of cases) {
    const problem = await problemWith(host.origin, hostCase);
    if (problem !== null) problems.push(`GET ${hostCase.path}: ${problem}`);
  }
  return problems;
}

interface TableRow {
  title: string;
  cases: () => HostCase[];
  /** The host whose local runtime cannot show this, and why: reported as skipped there. */
  notOnRuntimeOf?: { host: 'netlify' | 'cloudflare'; reason: string };
}

const TABLE: readonly TableRow[] = [
  {
    title:
      'answers every old address in every language, with or without the slash, with a permanent redirect',
    cases: legacyCases,
  },
  { title: 'keeps the query string of an old address', cases: legacyWithQueryCases },
  {
    title: 'answers unknown addresses with 404 and the not-found page of their language',
    cases: unknownCases,
  },
  { title: 'serves the personal sites’ forwarding pages', cases: personalSiteCases },
  {
    title: 'serves a page of each kind in each language with the security headers',
    cases: pageCases,
  },
  {
    title: 'caches content-hashed files for a year, and no file that keeps its name',
    cases: cachingCases,
    notOnRuntimeOf: {
      host: 'netlify',
      reason: 'netlify dev answers every file with its own Cache-Control: public, max-age=0',
    },
  },
  {
    title: 'keeps the browser editor out of search engines, under its own policy',
    cases: editorCases,
  },
];

export function describeHost(
  host: 'netlify' | 'cloudflare',
  startRuntime: (dir: string) => Promise<RunningHost>,
): void {
  const running: Record<'runtime' | 'local', RunningHost | undefined> = {
    runtime: undefined,
    local: undefined,
  };
  let copy: ReturnType<typeof builtSiteCopy> | undefined;

  beforeAll(async () => {
    copy = builtSiteCopy(host);
    const [runtime, local] = await Promise.allSettled([
      startRuntime(copy.dir),
      startLocalHost(copy.dir, host),
    ]);
    if (runtime.status === 'fulfilled') running.runtime = runtime.value;
    if (local.status === 'fulfilled') running.local = local.value;
    const failed = [runtime, local].filter((result) => result.status === 'rejected');
    if (failed.length > 0) throw failed[0]?.reason;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([running.runtime?.stop(), running.local?.stop()]);
    copy?.remove();
  });

  describe.each(['runtime', 'local'] as const)(`built for ${host}, served by the %s`, (which) => {
    const server = (): RunningHost => {
      const found = running[which];
      if (found === undefined) throw new Error(`The ${which} host did not start (see above).`);
      return found;
    };

    for (const row of TABLE) {
      const cannotShow = which === 'runtime' ? row.notOnRuntimeOf : undefined;
      if (cannotShow?.host === host) {
        it.skip(`${row.title} (not checked here: ${cannotShow.reason})`, () => {});
        continue;
      }
      it(
        row.title,
        async () => {
          const table = row.cases();
          expect(table.length).toBeGreaterThan(0);
          expect({ host: server().name, problems: await problemsOf(server(), table) }).toEqual({
            host: server().name,
            problems: [],
          });
        },
        TABLE_TIMEOUT_MS,
      );
    }

    // Once per host, against its own runtime: the table above holds our local host to the same answers.
    if (which !== 'runtime') return;
    it(
      'passes npm run check:live, the owner’s check of the published site',
      async () => {
        const { exitCode, report } = await checkLive(server().origin, { dir: copy!.dir });
        expect({ host: server().name, failed: failedChecks(report), exitCode }).toEqual({
          host: server().name,
          failed: {},
          exitCode: 0,
        });
        expect(report.summary.passed).toBeGreaterThan(0);
      },
      CHECK_LIVE_TIMEOUT_MS,
    );
  });
}
