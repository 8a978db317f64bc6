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

test('pages declare an icon the browser can draw, and /favicon.ico is there for those that ask', async ({
  page,
  request,
}) => {
  for (const language of site.languages) {
    const path = pageOfKind('home', language).path;
    await page.goto(`${HOST_URL}${path}`);
    const declared = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(declared, `${path}: no <link rel="icon">`).not.toEqual([]);
    for (const href of declared) {
      const drawn = await page.evaluate(async (source) => {
        const image = new Image();
        image.src = source;
        return image.decode().then(
          () => image.naturalWidth > 0,
          () => false,
        );
      }, href);
      expect.soft(drawn, `${path}: the icon ${href.slice(0, 60)}… does not draw`).toBe(true);
    }
  }
  // Browsers that cannot show the declared icon fall back to this address.
  const fallback = await request.get(FAVICON);
  expect(fallback.status(), `${FAVICON} (ship static/favicon.ico)`).toBe(200);
});

test('the web manifest is declared once the page runs, and is served', async ({
  page,
  request,
}) => {
  await page.goto(`${HOST_URL}${pageOfKind('home', site.defaultLanguage).path}`);
  await waitForHydration(page);
  const manifest = page.locator('link[rel="manifest"]');
  await expect(manifest).toHaveCount(1);
  const href = await manifest.evaluate((link) => (link as HTMLLinkElement).href);
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { name?: unknown; icons?: unknown[] };
  expect(typeof body.name === 'string' && body.name.length > 0, 'the manifest names the site').toBe(
    true,
  );
  expect(body.icons?.length, 'the manifest lists icons').toBeGreaterThan(0);
});
