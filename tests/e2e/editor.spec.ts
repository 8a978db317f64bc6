/**
 * The browser editor's guards, as the owner meets them: the local editor (npm
 * run editor) over a throwaway copy of the project, in Chromium, reached from
 * its sign-in screen through the menus. Each save is checked in the files
 * themselves, with git. (The owner's everyday journeys: editor-journeys.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { VenuesFile } from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import {
  changedFiles,
  expectSaved,
  form,
  openEntry,
  openListEntry,
  originalText,
  publish,
  readRepoFile,
  signIn,
  startEditor,
  uploadWithLibrary,
  type EditorSession,
} from './support/editor';

let session: EditorSession;

test.beforeEach(async () => {
  session = await startEditor();
});

test.afterEach(async () => {
  await session.close();
});

/** A plain JPEG of that size, as a camera would save it. */
async function jpegOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a6b8a' } })
    .jpeg()
    .toBuffer();
}

test('a photo too small for a venue page, or a drawing, is refused at upload in words, and not stored', async ({
  page,
}) => {
  const { venues } = parse(originalText(session.repo, 'data/venues.yaml')) as VenuesFile;
  const venue = venues.find((candidate) => typeof candidate.image === 'string');
  test.skip(!venue, 'No venue page has a photo of its own.');
  const { venues: places } = parse(originalText(session.repo, 'site.yaml')) as SiteConfig;
  const name = places.find((place) => place.slug === venue!.slug)!.name;
  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venues');
  const entry = await openListEntry(page, name);
  await entry.getByRole('button', { name: 'Choose another picture' }).click();
  await uploadWithLibrary(page, {
    name: 'small.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegOf(800, 600),
  });
  const refusal = page.getByRole('alert').filter({ hasText: 'This picture was not added' });
  await expect(refusal).toContainText(
    'small.jpg: It is 800 × 600 px, smaller than the 1600 × 1000 px it needs.',
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  await uploadWithLibrary(page, {
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(refusal).toContainText('logo.svg is an SVG drawing');
  await expect(page.getByText('small.jpg', { exact: true })).toHaveCount(0);
  await expect(page.getByText('logo.svg', { exact: true })).toHaveCount(0);
  expect(changedFiles(session.repo)).toEqual([]);
});

test('two people saving the same file: the second is told, and the first one’s change stays', async ({
  page,
  browser,
}) => {
  // Two people, each signing in and opening the screen.
  test.slow();
  const { business } = parse(originalText(session.repo, 'site.yaml')) as SiteConfig;
  // Another person: another browser, signed in on their own.
  const other = await (await browser.newContext()).newPage();
  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Business facts');
  await signIn(other, session);
  await openEntry(other, 'Site settings', 'Business facts');

  const email =
    business.email === 'events@example-events.com'
      ? 'team@example-events.com'
      : 'events@example-events.com';
  await form(other).getByLabel('Email address', { exact: true }).fill(email);
  await publish(other);
  await expectSaved(other);

  await form(page).getByLabel('Phone number', { exact: true }).fill('(973) 555-0188');
  await publish(page);
  const told = /Someone else published a change to the site settings after you opened this screen/;
  await expect(page.getByRole('alert', { name: 'Why this cannot be saved' })).toContainText(told);

  const saved = parse(readRepoFile(session.repo, 'site.yaml')) as SiteConfig;
  expect(saved.business.email).toBe(email);
  expect(saved.business.phone).toBe(business.phone);
});
