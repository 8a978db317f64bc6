/**
 * The browser editor as the owner uses it: the local editor (npm run editor)
 * over a throwaway copy of the project, in Chromium. Each save is checked in
 * the files themselves, with git.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import {
  changedFiles,
  changedLines,
  expectSaved,
  openScreen,
  publish,
  readRepoFile,
  signIn,
  startEditor,
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

const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));

test('changing the phone number changes that one line of site.yaml and keeps every comment', async ({
  page,
}) => {
  const before = readRepoFile(session.repo, 'site.yaml');
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'business');
  await page.getByLabel('Phone number').fill('(973) 555-0188');
  await publish(page);
  await expectSaved(page);

  expect(changedFiles(session.repo)).toEqual(['site.yaml']);
  expect(changedLines(session.repo, 'site.yaml')).toEqual({
    removed: ['  phone: (201) 555-0147'],
    added: ['  phone: (973) 555-0188'],
  });
  expect(comments(readRepoFile(session.repo, 'site.yaml'))).toEqual(comments(before));
});

test('a redirect to a page that does not exist is refused with the build’s words, and nothing is written', async ({
  page,
}) => {
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'redirects');
  await page.getByRole('button', { name: 'Add old address' }).click();
  await page.getByLabel('Old address').last().fill('/old-page/');
  await page.getByLabel('Leads to').last().fill('/no-such-page/');
  await publish(page);

  await expect(page.getByText(/\/no-such-page\/ is not a page of this site/)).toBeVisible();
  await expect(page.getByText(/Nothing was saved/)).toBeVisible();
  expect(changedFiles(session.repo)).toEqual([]);
});

test('reordering the Services menu moves its entries and nothing else; a Spanish text changes that key alone', async ({
  page,
}) => {
  const before = readRepoFile(session.repo, 'site.yaml');
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'nav');
  // The Services drop-down's entries are the first list of the Menus screen.
  await page.getByRole('button', { name: 'Change the order of Entries' }).first().click();
  await page.getByRole('button', { name: 'Move common:nav.music up' }).click();
  await expect(page.getByRole('button', { name: 'Move common:nav.music down' })).toBeFocused();
  await publish(page);
  await expectSaved(page);

  const after = readRepoFile(session.repo, 'site.yaml');
  const services = (parse(after) as SiteConfig).nav.services.items.map((item) => item.label);
  const original = (parse(before) as SiteConfig).nav.services.items.map((item) => item.label);
  expect(services).toEqual([original[1], original[0], ...original.slice(2)]);
  expect(comments(after)).toEqual(comments(before));
  // The same lines, only two entries swapped: nothing outside the Services menu moved.
  expect([...after.split('\n')].sort()).toEqual([...before.split('\n')].sort());
  const { footer, header } = (parse(after) as SiteConfig).nav;
  expect({ footer, header }).toEqual({
    footer: (parse(before) as SiteConfig).nav.footer,
    header: (parse(before) as SiteConfig).nav.header,
  });

  await openScreen(page, session, 'texts', 'home');
  const spanish = page.locator('[data-texts-locale="es"]');
  await spanish
    .getByLabel('heading', { exact: true })
    .fill('Entretenimiento y producción para su evento');
  await publish(page);
  await expectSaved(page);

  expect(changedFiles(session.repo).sort()).toEqual(['site.yaml', 'src/locales/es/home.json']);
  const { removed, added } = changedLines(session.repo, 'src/locales/es/home.json');
  expect(removed).toHaveLength(1);
  expect(added).toEqual([
    removed[0]!.replace(
      /"heading": ".*"/,
      '"heading": "Entretenimiento y producción para su evento"',
    ),
  ]);
});

test('a photo too small for a venue page, or a drawing, is refused at upload in words, and not stored', async ({
  page,
}) => {
  await signIn(page, session);
  await openScreen(page, session, 'content', 'venue-pages');
  await page
    .getByRole('button', { name: /Choose different image/i })
    .first()
    .click();
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({
    name: 'small.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegOf(800, 600),
  });
  const refusal = page.getByRole('alert').filter({ hasText: 'This picture was not added' });
  await expect(refusal).toContainText(
    'small.jpg: It is 800 × 600 px, smaller than the 1600 × 1000 px it needs.',
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  await upload.setInputFiles({
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
  context,
}) => {
  const other = await context.newPage();
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'business');
  await openScreen(other, session, 'settings', 'business');

  await other.getByLabel('Email address').fill('events@example-events.com');
  await publish(other);
  await expectSaved(other);

  await page.getByLabel('Phone number').fill('(973) 555-0188');
  await publish(page);
  await expect(page.getByText(/Someone else saved site\.yaml after you opened it/)).toBeVisible();

  const saved = parse(readRepoFile(session.repo, 'site.yaml')) as SiteConfig;
  expect(saved.business.email).toBe('events@example-events.com');
  expect(saved.business.phone).toBe('(201) 555-0147');
});
