/**
 * No console errors or warnings (React hydration mismatches included) and no
 * uncaught exceptions where a page is not found, in every language. Every
 * page of site.yaml gets the same check in every-route.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { loadSite, pageOfKind, pathIn } from '../support/site';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import {
  recordConsoleProblems,
  recordCspViolations,
  stubExternalRequests,
  waitForHydration,
  type ConsoleProblem,
} from './support/page-helpers';

const site = loadSite();

/** Browsers ask for /favicon.ico on every page; checked on its own below. */
const FAVICON = `${HOST_URL}/favicon.ico`;

/**
 * On a not-found page the browser reports the page's own 404, and Gatsby's
 * client looks the address up (its page-data, then a HEAD request) before
 * showing the not-found page: those 404s are the intended outcome.
 */
function isNotFoundProbe(problem: ConsoleProblem, unknownPath: string): boolean {
  if (problem.kind !== 'error' || !/status of 404/.test(problem.text)) return false;
  const { origin, pathname } = new URL(problem.url);
  const path = pathname.replace(/^\/page-data(\/.*)\/page-data\.json$/, '$1').replace(/\/?$/, '/');
  return origin === new URL(HOST_URL).origin && path === unknownPath;
}

for (const language of site.languages) {
  const samples: Array<{ label: string; path: string; status: number }> = [
    { label: 'an unknown address', path: pathIn('/no-such-page/', language), status: 404 },
    {
      label: 'an unknown address two levels down',
      path: pathIn('/venues/no-such-venue/', language),
      status: 404,
    },
  ];

  test.describe(`console in "${language}"`, () => {
    for (const sample of samples) {
      test(`${sample.label} (${sample.path}) logs no error or warning and breaks no security rule`, async ({
        page,
      }) => {
        await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
        const problems = recordConsoleProblems(page);
        const cspViolations = await recordCspViolations(page);
        const url = `${HOST_URL}${sample.path}`;

        const response = await page.goto(url);
        expect(response?.status()).toBe(sample.status);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');

        const unexpected = problems.filter(
          (problem) =>
            problem.url !== FAVICON &&
            !(sample.status === 404 && isNotFoundProbe(problem, sample.path)),
        );
        expect(
          unexpected.map((problem) => `${problem.kind}: ${problem.text} [${problem.url}]`),
        ).toEqual([]);
        expect(await cspViolations(), 'blocked by the Content-Security-Policy').toEqual([]);
      });
    }
  });
}

test('pages have a favicon the browser can load (else each page logs a 404 for it)', async ({
  page,
  request,
}) => {
  for (const language of site.languages) {
    const path = pageOfKind('home', language).path;
    await page.goto(`${HOST_URL}${path}`);
    const declared = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Without a declared icon, browsers fetch /favicon.ico.
    const iconUrl = new URL(declared[0] ?? '/favicon.ico', page.url()).href;
    const response = await request.get(iconUrl);
    expect
      .soft(
        response.status(),
        `${path}: icon ${iconUrl} (declare <link rel="icon"> or ship static/favicon.ico)`,
      )
      .toBe(200);
  }
});
