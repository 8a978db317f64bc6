/**
 * The owner switches visitor statistics on in the browser editor, as they
 * would: from the sign-in screen, through Site settings → Visitor
 * statistics. The editor refuses the service without its setting in the
 * build's words, then writes the analytics section, every comment kept.
 */
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/config/schema';
import {
  changedFiles,
  expectSaved,
  form,
  publish,
  readRepoFile,
  signIn,
  SAVED,
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

const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));

test('Google Analytics is switched on with its measurement id, and refused without it', async ({
  page,
}) => {
  // Signing in, two screens, a refused and an accepted save: more than the default time when busy.
  test.slow();
  const before = readRepoFile(session.repo, 'site.yaml');
  test.skip(
    (parse(before) as SiteConfig).analytics !== undefined,
    'site.yaml already names an analytics service',
  );
  await signIn(page, session);
  await page.getByRole('link', { name: 'Site settings' }).click();
  await page.getByRole('link', { name: /Visitor statistics/ }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

  // Decap's choice list: open it, pick the service.
  await page.getByLabel('Service').click();
  await page.getByRole('option', { name: 'Google Analytics 4', exact: true }).click();
  await publish(page);
  const refusal = /Visitor statistics are to go to Google Analytics, but the code .* is missing/;
  // Listed at the top of the form, and beside the field (Decap toasts only a missing required field).
  await expect(
    page.getByRole('alert', { name: 'Why this cannot be saved' }).getByText(refusal),
  ).toBeVisible();
  await expect(form(page).locator('[class*="ControlErrorsList"]')).toContainText(refusal);
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toHaveCount(0);
  expect(changedFiles(session.repo)).toEqual([]);

  await page.getByLabel('Google: measurement id').fill('G-A1B2C3D4E5');
  await publish(page);
  await expectSaved(page);

  expect(changedFiles(session.repo)).toEqual(['site.yaml']);
  const after = readRepoFile(session.repo, 'site.yaml');
  expect((parse(after) as SiteConfig).analytics).toEqual({
    provider: 'google',
    measurementId: 'G-A1B2C3D4E5',
  });
  expect(comments(after)).toEqual(comments(before));
});
