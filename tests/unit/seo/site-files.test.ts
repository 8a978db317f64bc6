/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { robotsTxt } from '../../../gatsby/site-files/robots';
import { alternateLinks, searchablePages } from '../../../gatsby/site-files/sitemap';
import { webManifest } from '../../../gatsby/site-files/web-manifest';
import { BRAND_MARK } from '../../../src/components/Logo/brand-mark';
import { siteIconDataUrl, siteIconSvg } from '../../../src/components/Seo/site-icon';
import { ancestorsOf, namespacesFor } from '../../../src/config/page-contexts';
import type { PageSpec } from '../../../src/config/pages';

const siteUrl = 'https://www.example.com';
const i18n = { originalPath: '/music/', languages: ['en', 'es', 'it'], defaultLanguage: 'en' };

describe('sitemap', () => {
  it('lists every language version of a page, plus x-default, as absolute URLs', () => {
    expect(alternateLinks(siteUrl, { path: '/es/music/', pageContext: { i18n } })).toEqual([
      { lang: 'en', url: `${siteUrl}/music/` },
      { lang: 'es', url: `${siteUrl}/es/music/` },
      { lang: 'it', url: `${siteUrl}/it/music/` },
      { lang: 'x-default', url: `${siteUrl}/music/` },
    ]);
  });

  it('leaves out the not-found and thank-you pages of every language, and keeps the rest', () => {
    const nodes = [
      { path: '/music/', pageContext: { kind: 'service' as const } },
      { path: '/es/contact/', pageContext: { kind: 'contact' as const } },
      { path: '/404/', pageContext: { kind: 'not-found' as const } },
      { path: '/404.html', pageContext: { kind: 'not-found' as const } },
      { path: '/es/404/', pageContext: { kind: 'not-found' as const } },
      { path: '/thank-you/', pageContext: { kind: 'thank-you' as const } },
      { path: '/it/thank-you/', pageContext: { kind: 'thank-you' as const } },
    ];
    const listed = searchablePages({ allSitePage: { nodes } }).map((page) => page.path);
    expect(listed).toEqual(['/music/', '/es/contact/']);
  });
});

describe('robots.txt and the web manifest', () => {
  it('robots.txt allows crawling and names the sitemap index', () => {
    expect(robotsTxt(siteUrl)).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    expect(robotsTxt(siteUrl)).not.toMatch(/Disallow: \/\s/);
  });

  it('the manifest is named after the business and lists its icons', () => {
    const manifest = JSON.parse(webManifest({ name: 'Example Events', defaultLanguage: 'en' })) as {
      name: string;
      icons: Array<{ src: string }>;
    };
    expect(manifest.name).toBe('Example Events');
    expect(manifest.icons.map((icon) => icon.src)).toContain('/icon-512.png');
  });
});

describe('breadcrumb ancestors', () => {
  const page = (path: string, ns: string): PageSpec => ({
    path,
    kind: 'venue',
    titleKey: `${ns}:meta.title`,
    descriptionKey: `${ns}:meta.description`,
  });
  const pages = [page('/', 'home'), page('/venues/', 'venues'), page('/venues/lake/', 'venue')];

  it('finds the pages above a page, home excluded', () => {
    expect(ancestorsOf(pages[2]!, pages).map((p) => p.path)).toEqual(['/venues/']);
    expect(ancestorsOf(pages[1]!, pages)).toEqual([]);
  });

  it('loads the ancestors’ title translations for the breadcrumbs', () => {
    expect(namespacesFor(pages[2]!, [pages[1]!])).toEqual(
      expect.arrayContaining(['common', 'venue', 'venues']),
    );
  });
});

describe('the site icon', () => {
  it('is an SVG titled with the business name, escaped for XML', () => {
    const svg = siteIconSvg('Rock & Roll <Events>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title>Rock &#38; Roll &#60;Events&#62;</title>');
    expect(svg).toContain(`<path d="${BRAND_MARK.star}"`);
  });

  it('is declared as a data: address that decodes back to the same SVG', () => {
    const url = siteIconDataUrl('Example Events & Production');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      siteIconSvg('Example Events & Production'),
    );
  });
});

describe("the home page's hero logo (static/brand/hero-logo.svg)", () => {
  const svg = fs.readFileSync(path.join(process.cwd(), 'static/brand/hero-logo.svg'), 'utf8');

  it('draws the brand mark: its star, moved onto the tile, lit by its beam', () => {
    const tileOffset = (128 - BRAND_MARK.tile.size) / 2;
    const movedStar = BRAND_MARK.star.replace(/[\d.]+ [\d.]+/g, (pair) =>
      pair
        .split(' ')
        .map((coordinate) => String(Number(coordinate) + tileOffset))
        .join(' '),
    );
    expect(svg).toContain(`<path d="${movedStar}"`);
    expect(svg).toContain(`rx="${BRAND_MARK.tile.radius}" fill="${BRAND_MARK.tile.fill}"`);
    for (const stop of BRAND_MARK.beam.stops)
      expect(svg).toContain(`<stop offset="${stop.offset}" stop-color="${stop.color}"/>`);
  });
});
