/**
 * The editor's screens for everyone: no accessibility violation (WCAG 2.2
 * AA, axe) on the main screens, previews of the pages being edited in each
 * language, and the deployed editor's page loading under its own headers.
 */
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import fs from 'node:fs';
import type { SiteConfig } from '../../src/config/schema';
import { SITE_YAML } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import {
  openScreen,
  readRepoFile,
  signIn,
  startEditor,
  type EditorSession,
} from './support/editor';

const site = parse(fs.readFileSync(SITE_YAML, 'utf8')) as SiteConfig;

let session: EditorSession;

test.beforeEach(async () => {
  session = await startEditor();
});

test.afterEach(async () => {
  await session.close();
});

test('the editor’s main screens have no accessibility violations', async ({ page }) => {
  test.slow();
  await page.goto(session.url);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in screen');

  await signIn(page, session);
  await expectNoAxeViolations(page, 'the list of site settings');

  for (const [collection, entry, what] of [
    ['settings', 'business', 'the business facts'],
    ['settings', 'nav', 'the menus'],
    ['content', 'venue-pages', 'the venue pages'],
    ['texts', 'home', 'the home page’s texts in English and Spanish'],
  ] as const) {
    await openScreen(page, session, collection, entry);
    await expect(page.getByText(/Reading the site|Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page, what);
  }
});

test('the venue page’s preview follows the venue being edited, in each language', async ({
  page,
}) => {
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'venues');
  const preview = page.frameLocator('#preview-pane');
  const [first] = site.venues;
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(first!.name);

  await page.getByRole('button', { name: `Show or hide entry 1 (${first!.name})` }).click();
  await page.getByLabel('Name', { exact: true }).first().fill('Bear Brook Valley Lodge');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Bear Brook Valley Lodge');

  for (const language of site.languages.supported) {
    await preview
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: language.name })
      .click();
    await expect(preview.locator(`[lang="${language.code}"] main`)).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(
      'Bear Brook Valley Lodge',
    );
  }
  // The preview showed the unsaved name; the file still has the old one.
  expect(readRepoFile(session.repo, 'site.yaml')).toContain(`name: ${first!.name}`);
});

test('the home page’s preview shows the trust banner as edited, in Spanish', async ({ page }) => {
  await signIn(page, session);
  await openScreen(page, session, 'settings', 'business');
  await page.getByLabel('Events produced').fill('12500');
  const preview = page.frameLocator('#preview-pane');
  await preview
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .click();
  // Written as the site writes numbers in Spanish.
  await expect(preview.locator('[lang="es"] main')).toContainText(/12[.,]500\+/);
});

test('the event gallery’s screen: no accessibility violation, and a service page in its preview', async ({
  page,
}) => {
  await signIn(page, session);
  await openScreen(page, session, 'content', 'gallery');
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByLabel('Page')).toHaveValue(/^service:/);
  // The shipped gallery is empty: the page shows none, as the site does.
  await expect(preview.getByRole('heading', { name: 'From our events' })).toHaveCount(0);
  await expect(page.getByText(/Reading the site|Loading/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the event gallery');
});
