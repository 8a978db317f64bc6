/** @jest-environment node */
/**
 * The hosts' limits on what a build may publish: Cloudflare Pages' files per
 * site (by plan) and size of one file, Netlify's files per folder. Past one,
 * the build stops, saying how many files it wrote and how many venues fit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLOUDFLARE_MOST_FILE_BYTES,
  CLOUDFLARE_MOST_FILES,
  filesPerVenue,
  hostFileLimitProblem,
  NETLIFY_MOST_FILES_PER_FOLDER,
  venuePages,
  writtenFiles,
  type VenueFiles,
  type WrittenFile,
} from '../../../gatsby/hosts/file-limits';
import { writeSizedFile } from '../support/sized-files';

function files(count: number, folder = 'static'): WrittenFile[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `${folder}/f${index}.avif`,
    bytes: 100,
  }));
}

/** 100 venues of 25 files each, in a site of `total` files. */
const venues = (): VenueFiles[] =>
  Array.from({ length: 100 }, (_, index) => ({ slug: `v${index}`, files: 25 }));

describe('Cloudflare Pages', () => {
  it('takes 20,000 files on the free plan (the default) and 100,000 on paid plans', () => {
    expect(CLOUDFLARE_MOST_FILES).toEqual({ free: 20_000, paid: 100_000 });
    expect(hostFileLimitProblem('cloudflare', undefined, files(20_000), venues)).toBeNull();
    expect(hostFileLimitProblem('cloudflare', 'free', files(20_001), venues)).not.toBeNull();
    expect(hostFileLimitProblem('cloudflare', 'paid', files(20_001), venues)).toBeNull();
    expect(hostFileLimitProblem('cloudflare', 'paid', files(100_001), venues)).not.toBeNull();
  });

  it('says how many files were written and how many venues fit', () => {
    // 20,500 files: 100 venues of 25 (2,500) and 18,000 of the rest: (20,000 − 18,000) / 25 = 80 fit.
    const message = hostFileLimitProblem('cloudflare', undefined, files(20_500), venues)!;
    expect(message).toContain('The build wrote 20,500 files');
    expect(message).toContain('at most 20,000 per site on the free plan');
    expect(message).toContain('The site has 100 venues; each adds up to 25 files');
    expect(message).toContain('about 80 venues fit');
    expect(message).toContain('deploy.plan: paid');
    expect(message).toContain('PAGES_WRANGLER_MAJOR_VERSION=4');
  });

  it('counts the venues only once a limit is passed', () => {
    const count = jest.fn(venues);
    hostFileLimitProblem('cloudflare', 'free', files(10), count);
    expect(count).not.toHaveBeenCalled();
  });

  it('takes no file over 25 MiB, naming it', () => {
    const large = { path: 'static/big/video.mp4', bytes: CLOUDFLARE_MOST_FILE_BYTES + 1 };
    expect(hostFileLimitProblem('cloudflare', 'paid', [...files(3), large], venues)).toMatch(
      /larger than 25 MiB.*public\/static\/big\/video\.mp4 \(25\.0 MiB\)/,
    );
    expect(
      hostFileLimitProblem(
        'cloudflare',
        'paid',
        [{ ...large, bytes: CLOUDFLARE_MOST_FILE_BYTES }],
        venues,
      ),
    ).toBeNull();
  });
});

describe('Netlify', () => {
  it('takes any number of files, but at most 54,000 in one folder', () => {
    expect(
      hostFileLimitProblem(
        'netlify',
        undefined,
        [...files(50_000, 'a'), ...files(50_000, 'b')],
        venues,
      ),
    ).toBeNull();
    expect(
      hostFileLimitProblem(
        'netlify',
        undefined,
        files(NETLIFY_MOST_FILES_PER_FOLDER + 1, 'page-data'),
        venues,
      ),
    ).toMatch(/at most 54,000 files in one folder.*public\/page-data \(54,001\)/);
  });

  it('a plain static host has no limit the build knows', () => {
    expect(hostFileLimitProblem('static', undefined, files(200_000), venues)).toBeNull();
  });
});

describe('what each venue adds, read from a built folder', () => {
  let dir: string;
  const own = 'a'.repeat(32); // the venue's photo
  const fallback = 'b'.repeat(32); // the default picture of venues without their own
  const service = 'c'.repeat(32); // a service's picture, on one venue's cards and on its service page
  const page = (...folders: string[]) =>
    `<html><img srcset="${folders.map((folder) => `/static/${folder}/x/p.avif 800w`).join(', ')}"></html>`;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-limits-'));
    for (const prefix of ['', 'es/']) {
      writeSizedFile(dir, `${prefix}venues/index.html`, 0);
      fs.writeFileSync(path.join(dir, prefix, 'venues', 'index.html'), page(own, fallback));
      for (const [slug, folders] of [
        ['with-photo', [own, service]],
        ['no-photo', [fallback]],
        ['no-photo-either', [fallback]],
      ] as const) {
        writeSizedFile(dir, `${prefix}venues/${slug}/index.html`, 0);
        fs.writeFileSync(path.join(dir, prefix, 'venues', slug, 'index.html'), page(...folders));
        writeSizedFile(dir, `page-data/${prefix}venues/${slug}/page-data.json`, 10);
      }
    }
    for (const size of ['1', '2', '3']) {
      for (const folder of [own, fallback, service]) {
        writeSizedFile(dir, `static/${folder}/${size}/p.avif`, 10);
      }
    }
    writeSizedFile(dir, 'index.html', 10);
    fs.writeFileSync(path.join(dir, 'index.html'), page(service));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts every file it wrote', () => {
    expect(writtenFiles(dir)).toHaveLength(2 + 3 * 4 + 9 + 1);
    expect(writtenFiles(dir)).toContainEqual({
      path: 'es/venues/with-photo/index.html',
      bytes: expect.any(Number) as number,
    });
  });

  it('gives a venue its pages, their page data and its own photo’s files, not a shared picture’s', () => {
    const site = {
      routes: [
        {
          path: '/venues/',
          kind: 'venues' as const,
          title: 'venues:meta.title',
          description: 'venues:meta.description',
        },
        {
          path: '/venues/:slug/',
          kind: 'venue' as const,
          title: 'venue:meta.title',
          description: 'venue:meta.description',
        },
      ],
      venues: ['with-photo', 'no-photo', 'no-photo-either'].map((slug) => ({
        slug,
        name: slug,
        locality: 'Sparta',
        region: 'NJ',
        country: 'US' as const,
        amenities: ['wedding venue'],
      })),
      languages: {
        default: 'en',
        supported: [
          { code: 'en', name: 'English', flag: '🇺🇸', locale: 'en_US' },
          { code: 'es', name: 'Español', flag: '🇪🇸', locale: 'es_US' },
        ],
      },
    };
    const pages = venuePages(site);
    expect(pages.venues[1]).toEqual({
      slug: 'no-photo',
      pagePaths: ['/venues/no-photo/', '/es/venues/no-photo/'],
    });
    expect(pages.listPaths).toEqual(['/venues/', '/es/venues/']);
    // 2 pages and 2 page data each; the photo's 3 sizes for the venue that has one.
    expect(filesPerVenue(dir, writtenFiles(dir), pages)).toEqual([
      { slug: 'with-photo', files: 4 + 3 },
      { slug: 'no-photo', files: 4 },
      { slug: 'no-photo-either', files: 4 },
    ]);
  });
});
