/** @jest-environment node */
/**
 * check:live's robots.txt, sitemap and noindex check, against made-up
 * answers: a live site must welcome crawlers and announce its sitemap, a
 * demo (deploy.demo: true) must turn them away, each the way the build writes
 * it (robotsTxt), and a mix-up is named.
 */
import { robotsTxt } from '../../../gatsby/site-files/robots';
import { liveContext } from '../../../scripts/live-check/context';
import { searchEnginesCheck } from '../../../scripts/live-check/site-checks';
import type { Setting } from '../../../scripts/project-copy/yaml-edits';
import { REAL_COMPANY, siteYamlWith, validated } from '../launch/support/projects';

const ORIGIN = 'http://127.0.0.1:9';
const SITE_URL = 'https://www.brightnight-events.com';
const PAGE = '<html lang="en"><head><title>Home</title></head></html>';
const NOINDEX_PAGE = '<html lang="en"><head><meta name="robots" content="noindex"></head></html>';
const INDEX = `<sitemapindex><sitemap><loc>${SITE_URL}/sitemap-0.xml</loc></sitemap></sitemapindex>`;

function serve(
  answers: Record<string, { status?: number; body: string; headers?: Record<string, string> }>,
) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const answer = answers[new URL(String(input)).pathname];
    return answer
      ? new Response(answer.body, { status: answer.status ?? 200, headers: answer.headers ?? {} })
      : new Response('Not found', { status: 404 });
  });
}

function check(settings: Setting[] = []) {
  const site = validated(siteYamlWith(REAL_COMPANY, settings));
  return searchEnginesCheck.run(
    liveContext({
      origin: ORIGIN,
      site,
      publicDir: 'public',
      strict: false,
      sendTestInquiry: false,
    }),
  );
}

afterEach(() => jest.restoreAllMocks());

describe('a live site', () => {
  it('passes with the build’s robots.txt, its sitemap and indexable pages', async () => {
    serve({
      '/robots.txt': { body: robotsTxt(SITE_URL) },
      '/': { body: PAGE },
      '/sitemap-index.xml': { body: INDEX },
    });
    expect((await check()).status).toBe('pass');
  });

  it('fails when published as a demo, or its pages say noindex', async () => {
    serve({
      '/robots.txt': { body: robotsTxt(SITE_URL, { demo: true }) },
      '/': { body: PAGE, headers: { 'X-Robots-Tag': 'noindex' } },
      '/sitemap-index.xml': { body: INDEX.replaceAll(SITE_URL, 'https://www.example-events.com') },
    });
    expect(await check()).toMatchObject({
      status: 'fail',
      problems: [
        'robots.txt turns every crawler away (Disallow: /), but site.yaml does not say demo: true',
        `robots.txt does not announce the sitemap (Sitemap: ${SITE_URL}/sitemap-index.xml)`,
        'GET /: the home page says noindex, so search engines leave the site out',
        `the sitemap index lists addresses outside ${SITE_URL}: https://www.example-events.com/sitemap-0.xml`,
      ],
    });
  });
});

describe('a demo (deploy.demo: true)', () => {
  const demo: Setting[] = [[['deploy', 'demo'], true]];

  it('passes turned away from search engines, as the build writes it', async () => {
    serve({
      '/robots.txt': { body: robotsTxt(SITE_URL, { demo: true }) },
      '/': { body: NOINDEX_PAGE },
    });
    expect((await check(demo)).status).toBe('pass');
  });

  it('fails when its robots.txt and pages are a live site’s', async () => {
    serve({ '/robots.txt': { body: robotsTxt(SITE_URL) }, '/': { body: PAGE } });
    expect(await check(demo)).toMatchObject({
      status: 'fail',
      problems: [
        'robots.txt does not turn crawlers away (Disallow: /), and site.yaml says demo: true',
        'robots.txt announces a sitemap, and site.yaml says demo: true',
        'GET /: the home page does not say noindex, and site.yaml says demo: true',
      ],
    });
  });
});
