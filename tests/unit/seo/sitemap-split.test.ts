/** @jest-environment node */
/**
 * A site with more URLs than one sitemap file takes: gatsby-plugin-sitemap,
 * run with our options as Gatsby runs it after a build, on a synthetic list of
 * pages (building 45,000 pages would take hours) writes several files, all in
 * the index that robots.txt announces.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPostBuild, pluginOptionsSchema } from 'gatsby-plugin-sitemap/gatsby-node';
import { Joi, validateOptionsSchema } from 'gatsby-plugin-utils';
import { robotsTxt } from '../../../gatsby/site-files/robots';
import { SITEMAP_ENTRY_LIMIT, sitemapPluginOptions } from '../../../gatsby/site-files/sitemap';

const siteUrl = 'https://www.example.com';
const LANGUAGES = ['en', 'es', 'it'];
/** Just enough venues for one URL more than a file takes, in three languages. */
const VENUES = Math.floor(SITEMAP_ENTRY_LIMIT / LANGUAGES.length) + 1;

function venuePages() {
  return Array.from({ length: VENUES }, (_, index) => `/venues/venue-${index + 1}/`).flatMap(
    (originalPath) =>
      LANGUAGES.map((language) => ({
        path: language === 'en' ? originalPath : `/${language}${originalPath}`,
        pageContext: {
          kind: 'venue' as const,
          i18n: { originalPath, languages: LANGUAGES, defaultLanguage: 'en' },
        },
      })),
  );
}
const notFoundPage = { path: '/404/', pageContext: { kind: 'not-found' as const } };

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** Runs the plugin as Gatsby does after a build, in `dir` (it writes to ./public). */
async function writeSitemap(dir: string, nodes: object[]): Promise<void> {
  const { value: options } = await validateOptionsSchema(
    pluginOptionsSchema({ Joi }),
    sitemapPluginOptions(siteUrl),
  );
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    await onPostBuild(
      {
        graphql: () => Promise.resolve({ data: { allSitePage: { nodes } } }),
        reporter: {
          verbose: () => undefined,
          panic: (message, error) => {
            throw error instanceof Error ? error : new Error(message);
          },
        },
        basePath: '',
        pathPrefix: '',
      },
      options,
    );
  } finally {
    process.chdir(cwd);
  }
}

describe(`the sitemap past ${SITEMAP_ENTRY_LIMIT.toLocaleString('en-US')} URLs`, () => {
  let publicDir = '';
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-split-'));
    publicDir = path.join(dir, 'public');
    await writeSitemap(dir, [...venuePages(), notFoundPage]);
  }, 120_000);
  afterAll(() => fs.rmSync(path.dirname(publicDir), { recursive: true, force: true }));

  it('is the limit search engines are given, with a margin below their 50,000', () => {
    expect(SITEMAP_ENTRY_LIMIT).toBe(45_000);
  });

  it('splits into files of at most the limit, all listed in sitemap-index.xml', () => {
    const files = fs.readdirSync(publicDir).sort();
    expect(files).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-index.xml']);
    expect(locations(read('sitemap-index.xml'))).toEqual([
      `${siteUrl}/sitemap-0.xml`,
      `${siteUrl}/sitemap-1.xml`,
    ]);
    expect(locations(read('sitemap-0.xml'))).toHaveLength(SITEMAP_ENTRY_LIMIT);
  });

  it('lists every page once across the files, and none kept out of search', () => {
    const urls = [...locations(read('sitemap-0.xml')), ...locations(read('sitemap-1.xml'))];
    expect(urls).toHaveLength(VENUES * LANGUAGES.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${siteUrl}/it/venues/venue-${VENUES}/`);
    expect(urls).not.toContain(`${siteUrl}/404/`);
  });

  it('keeps each page’s language alternates in whichever file it lands', () => {
    expect(read('sitemap-1.xml')).toContain(
      `hreflang="x-default" href="${siteUrl}/venues/venue-${VENUES}/"`,
    );
  });

  it('is what robots.txt announces', () => {
    const announced = /^Sitemap: (\S+)$/m.exec(robotsTxt(siteUrl))?.[1] ?? '';
    expect(announced.startsWith(`${siteUrl}/`)).toBe(true);
    expect(fs.existsSync(path.join(publicDir, announced.slice(siteUrl.length)))).toBe(true);
    expect(announced).toBe(`${siteUrl}/sitemap-index.xml`);
  });
});
