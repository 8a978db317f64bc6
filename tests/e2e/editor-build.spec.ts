/**
 * The owner adds a venue with its photo and summary in the local editor (one
 * screen, one publish), and the site builds with it: the venue's page exists
 * in every language and shows that photo. The build runs on the editor's
 * throwaway copy of the project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { ServicesFile } from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import {
  addVenue,
  changedFiles,
  textOfKey,
  originalText,
  readRepoFile,
  signIn,
  startEditor,
  type EditorSession,
} from './support/editor';

const BASE_SLUG = 'willow-creek-barn';

let session: EditorSession;

test.beforeAll(async () => {
  session = await startEditor({ wholeProject: true });
});

test.afterAll(async () => {
  await session.close();
});

async function landscapePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#5d7a4e' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test('a venue added with its photo gets its page in every language, with that photo', async ({
  page,
}) => {
  // A cold build of the whole site (every picture encoded) on a 2-core machine.
  test.setTimeout(15 * 60_000);
  const site = parse(originalText(session.repo, 'site.yaml')) as SiteConfig;
  const taken = site.venues.map((venue) => venue.slug);
  const slug = [BASE_SLUG, `${BASE_SLUG}-2`, `${BASE_SLUG}-3`].find(
    (slug) => !taken.includes(slug),
  )!;
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  await signIn(page, session);
  await addVenue(page, {
    slug,
    name: 'Willow Creek Barn',
    locality: 'Hope',
    region: 'NJ',
    amenity: 'wedding venue',
    photo: await landscapePhoto(),
    service: textOfKey(session.repo, services[0]!.label),
    summary: 'A restored dairy barn with a long lawn for the ceremony.',
  });

  expect(changedFiles(session.repo).sort()).toEqual([
    `data/images/venues/${slug}.jpg`,
    'data/venues.yaml',
    'site.yaml',
    'src/locales/en/venue-list.json',
  ]);
  const venues = (parse(readRepoFile(session.repo, 'site.yaml')) as SiteConfig).venues;
  expect(venues.at(-1)).toEqual({
    slug,
    name: 'Willow Creek Barn',
    locality: 'Hope',
    region: 'NJ',
    country: 'US',
    amenities: ['wedding venue'],
  });

  execFileSync(path.join('node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: session.repo,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    stdio: 'pipe',
    timeout: 14 * 60_000,
  });

  const prefixes = site.languages.supported.map(({ code }) =>
    code === site.languages.default ? '' : `${code}/`,
  );
  for (const prefix of prefixes) {
    const file = path.join(session.repo, 'public', prefix, 'venues', slug, 'index.html');
    expect(fs.existsSync(file), `${file} should have been built`).toBe(true);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('Willow Creek Barn');
    // The page's headline picture: the uploaded photo, in the sizes the build made of it.
    expect(html).toMatch(new RegExp(`srcSet="[^"]*/static/[^"]*/${slug}\\.(avif|webp)`, 'i'));
  }
});
