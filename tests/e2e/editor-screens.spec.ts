/**
 * The editor's screens for everyone: no accessibility violation (WCAG 2.2
 * AA, axe, the preview frame included) on the sign-in screen, each
 * collection's list and open entries, with our widgets, messages and
 * previews showing; and previews that show what the site shows, without an
 * error. Reached as the owner does: from the sign-in screen, by clicks.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { VenuesFile } from '../../src/config/content/schema';
import type { SiteConfig } from '../../src/config/schema';
import { expectNoAxeViolations } from './support/axe';
import {
  form,
  openCollection,
  openEntry,
  openListEntry,
  openSignIn,
  originalText,
  publish,
  readRepoFile,
  signIn,
  startEditor,
  uploadWithLibrary,
  type EditorSession,
} from './support/editor';
import { recordConsoleProblems, type ConsoleProblem } from './support/page-helpers';

let session: EditorSession;
let consoleProblems: ConsoleProblem[];

test.beforeEach(async ({ page }) => {
  // Each test starts its own editor over a fresh copy, signs in and reads the project:
  // on a busy 2-core machine that alone can take most of the default 30 s.
  test.slow();
  session = await startEditor();
  consoleProblems = recordConsoleProblems(page);
});

test.afterEach(async () => {
  await session.close();
});

function siteOf(): SiteConfig {
  return parse(originalText(session.repo, 'site.yaml')) as SiteConfig;
}

function expectNoConsoleErrors(): void {
  expect(consoleProblems.filter((problem) => problem.kind !== 'warning')).toEqual([]);
}

/** The preview beside the form, once drawn. */
function preview(page: Page) {
  return page.frameLocator('#preview-pane');
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/Reading the site’s files|Loading/)).toHaveCount(0);
}

test('the sign-in screen and every collection: no accessibility violation', async ({ page }) => {
  // Four analyses by axe, each of a whole page.
  test.slow();
  await openSignIn(page, session);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(siteOf().business.name);
  expect(await page.title()).toContain(siteOf().business.name);
  await expectNoAxeViolations(page, 'the sign-in screen');
  await signIn(page, session);
  for (const collection of ['Site settings', 'Page content', 'Texts']) {
    await openCollection(page, collection);
    await settled(page);
    await expectNoAxeViolations(page, `the list of ${collection}`);
  }
  expectNoConsoleErrors();
});

// Three visits rather than one long one: each signs in and stays within its time on a busy machine.
test('the menus with the order panel, and texts in Spanish: no accessibility violation', async ({
  page,
}) => {
  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Menus');
  await form(page).getByRole('button', { name: 'Change the order of Entries' }).first().click();
  await settled(page);
  await expectNoAxeViolations(page, 'the menus, with the order panel open');

  await openEntry(page, 'Texts', 'Home page');
  await settled(page);
  await page.getByRole('button', { name: 'Spanish', exact: true }).click();
  await settled(page);
  await expectNoAxeViolations(
    page,
    'the home page’s texts in Spanish, with the English above each',
  );
  expectNoConsoleErrors();
});

test('a venue open, and the media library refusing an upload: no accessibility violation', async ({
  page,
}) => {
  await signIn(page, session);
  const { venues } = parse(originalText(session.repo, 'data/venues.yaml')) as VenuesFile;
  const withPhoto = siteOf().venues.find((venue) => venue.slug === venues[0]!.slug)!;
  await openEntry(page, 'Page content', 'Venues');
  await settled(page);
  await expectNoAxeViolations(page, 'the venues');
  const entry = await openListEntry(page, withPhoto.name);
  await settled(page);
  await expectNoAxeViolations(page, 'a venue, open, with its pick list of services and its texts');
  await entry.getByRole('button', { name: 'Choose another picture' }).click();
  await uploadWithLibrary(page, {
    name: 'small.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This picture was not added' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the media library, with an upload refused');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expectNoConsoleErrors();
});

test('a refused save, its reasons beside the field and at the top: no accessibility violation', async ({
  page,
}) => {
  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venues');
  await form(page)
    .getByRole('button', { name: /^Remove entry 1 / })
    .click();
  await publish(page);
  await expect(page.getByRole('alert', { name: 'Why this cannot be saved' })).toBeVisible();
  await expectNoAxeViolations(page, 'a refused save, its reasons beside the field and at the top');
  expectNoConsoleErrors();
});

test('the venue page’s preview follows the venue being edited, in each language', async ({
  page,
}) => {
  const site = siteOf();
  const [first] = site.venues;
  await signIn(page, session);
  await openEntry(page, 'Page content', 'Venues');
  await expect(preview(page).getByRole('heading', { level: 1 })).toContainText(first!.name);

  const entry = await openListEntry(page, first!.name);
  // A new amenity, still empty, does not break the page.
  await entry.getByRole('button', { name: 'Add amenity' }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toContainText(first!.name);
  const renamed = `${first!.name} Lodge`;
  await entry.getByLabel('Name', { exact: true }).fill(renamed);
  await expect(preview(page).getByRole('heading', { level: 1 })).toContainText(renamed);

  for (const language of site.languages.supported) {
    await preview(page)
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: language.name })
      .click();
    await expect(preview(page).locator(`[lang="${language.code}"] main`)).toBeVisible();
    await expect(preview(page).getByRole('heading', { level: 1 })).toContainText(renamed);
  }
  // The preview showed the unsaved name; the file still has the old one.
  expect(readRepoFile(session.repo, 'site.yaml')).toContain(`name: ${first!.name}`);
  expectNoConsoleErrors();
});

test('the home page’s preview shows the trust banner as edited, in Spanish, with its logo', async ({
  page,
}) => {
  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Business facts');
  await form(page).getByLabel('Events produced', { exact: true }).fill('12500');
  await preview(page)
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .click();
  // Written as the site writes numbers in Spanish.
  await expect(preview(page).locator('[lang="es"] main')).toContainText(/12[.,]500\+/);
  // The hero's logo is a file of the site (static/), served as the host serves it.
  const logo = preview(page).locator('main img[src^="/"]').first();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expectNoConsoleErrors();
});

test('the old addresses’ preview lists where each leads, in every language', async ({ page }) => {
  const { redirects, languages } = siteOf();
  await signIn(page, session);
  await openEntry(page, 'Site settings', 'Old addresses');
  const table = preview(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(redirects.length + 1);
  const first = redirects[0]!;
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(first.to);
  for (const { code } of languages.supported) {
    const prefix = code === languages.default ? '' : `/${code}`;
    await expect(row).toContainText(`${prefix}${first.from}`);
  }
  expectNoConsoleErrors();
});

test('the event gallery’s screen previews a page with its photos', async ({ page }) => {
  await signIn(page, session);
  await openEntry(page, 'Page content', 'Event gallery');
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview(page).getByLabel('Page')).toHaveValue(/^(service|venue):/);
  await settled(page);
  await expectNoAxeViolations(page, 'the event gallery');
  expectNoConsoleErrors();
});
