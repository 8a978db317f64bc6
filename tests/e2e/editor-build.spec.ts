/**
 * The owner adds a venue with its photo in the local editor, and the site
 * builds with it: the venue's page exists in every language and shows that
 * photo. The build runs on the editor's throwaway copy of the project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import {
  changedFiles,
  expectSaved,
  openScreen,
  publish,
  readRepoFile,
  signIn,
  startEditor,
  type EditorSession,
} from './support/editor';

const SLUG = 'willow-creek-barn';
const LANGUAGE_PREFIXES = ['', 'es/', 'it/'];

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
  await signIn(page, session);

  await openScreen(page, session, 'settings', 'venues');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await page.getByLabel('Name in the address').last().fill(SLUG);
  await page.getByLabel('Name', { exact: true }).last().fill('Willow Creek Barn');
  await page.getByLabel('Town').last().fill('Hope');
  await page.getByLabel('State').last().fill('NJ');
  await page.getByRole('button', { name: 'Add amenity' }).last().click();
  await page.getByLabel('Amenity').last().fill('wedding venue');
  await publish(page);
  await expectSaved(page);

  await openScreen(page, session, 'content', 'venue-pages');
  await page.getByRole('button', { name: 'Add venue page' }).click();
  await page.getByLabel('Venue', { exact: true }).last().fill(SLUG);
  await page
    .getByRole('button', { name: /Choose an image/i })
    .last()
    .click();
  await page.locator('input[type="file"]').setInputFiles({
    name: `${SLUG}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await landscapePhoto(),
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Add service id' }).last().click();
  await page.getByLabel('Service id').last().fill('music');
  await publish(page);
  await expectSaved(page);

  expect(changedFiles(session.repo).sort()).toEqual([
    `data/images/venues/${SLUG}.jpg`,
    'data/venues.yaml',
    'site.yaml',
  ]);
  const venues = (parse(readRepoFile(session.repo, 'site.yaml')) as SiteConfig).venues;
  expect(venues.at(-1)).toEqual({
    slug: SLUG,
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

  for (const prefix of LANGUAGE_PREFIXES) {
    const file = path.join(session.repo, 'public', prefix, 'venues', SLUG, 'index.html');
    expect(fs.existsSync(file), `${file} should have been built`).toBe(true);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('Willow Creek Barn');
    // The page's headline picture: the uploaded photo, in the sizes the build made of it.
    expect(html).toMatch(new RegExp(`srcSet="[^"]*/static/[^"]*/${SLUG}\\.(avif|webp)`, 'i'));
  }
});
