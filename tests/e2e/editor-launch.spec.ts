/**
 * "Before going live" in the editor, as the owner uses it: from the sign-in
 * screen, the button in the top bar shows how many values must change; its
 * screen lists the same items as `npm run check:launch` (the launch module
 * read in Node on the same files), each linking to the screen that changes
 * it; after a save the list follows. A fictional phone number is planted in
 * the copy first, so that there is always one to fix, whatever the owner
 * has already replaced.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { mustChange } from '../../src/config/launch/launch-items';
import { readLaunchItems } from '../../src/config/launch/read-launch';
import { validateProjectConfig } from '../../src/config/project';
import { expectNoAxeViolations } from './support/axe';
import {
  changedLines,
  expectSaved,
  publish,
  signIn,
  startEditor,
  type EditorSession,
} from './support/editor';

const FICTIONAL_PHONE = '(201) 555-0147';
const REAL_PHONE = '(973) 814-2260';

let session: EditorSession;

/** Plants the fictional phone in the copy's site.yaml and commits it, as if it had always been there. */
function plantFictionalPhone(repo: string): void {
  const file = path.join(repo, 'site.yaml');
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  doc.setIn(['business', 'phone'], FICTIONAL_PHONE);
  fs.writeFileSync(file, doc.toString());
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=e2e@example.com', '-c', 'user.name=e2e', ...args], {
      cwd: repo,
    });
  git('commit', '-q', '--allow-empty', '-am', 'a fictional phone number');
}

/** The launch list of the copy as the build and check:launch see it. */
function expectedItems(repo: string) {
  const site = validateProjectConfig(repo);
  if (!site.ok) throw new Error('The copy’s site.yaml is invalid.');
  return readLaunchItems(site.config, repo);
}

test.beforeEach(async () => {
  session = await startEditor();
  plantFictionalPhone(session.repo);
});

test.afterEach(async () => {
  await session.close();
});

function launchButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Before going live/ });
}

async function openLaunchScreen(page: Page): Promise<Locator> {
  await launchButton(page).click();
  const screen = page.getByRole('dialog', { name: 'Before going live' });
  await expect(screen).toBeVisible();
  // Every picture read: the list is complete.
  await expect(screen.getByText(/still to read/)).toHaveCount(0, { timeout: 30_000 });
  return screen;
}

test('the owner opens what must change from the list, fixes it, and the list follows the save', async ({
  page,
}) => {
  test.slow();
  const before = expectedItems(session.repo);
  const must = mustChange(before).length;
  expect(must).toBeGreaterThan(0);

  await signIn(page, session);
  await expect(launchButton(page)).toHaveText(`Before going live ${must}`);
  await expect(launchButton(page)).toHaveAccessibleName(`Before going live: ${must} must change`);

  const screen = await openLaunchScreen(page);
  await expectNoAxeViolations(page, 'the Before going live screen');
  await expect(screen.getByRole('heading', { name: `Must change (${must})` })).toBeVisible();
  // The same items, in the same order, as the launch module gives in Node.
  await expect(screen.locator('.launch-problem')).toHaveText(before.map((item) => item.problem));

  const phone = screen.getByRole('listitem').filter({ hasText: FICTIONAL_PHONE });
  await phone.getByRole('link', { name: 'Change it in Site settings → Business facts' }).click();
  await expect(screen).toBeHidden();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await page.getByLabel('Phone number').fill(REAL_PHONE);
  await publish(page);
  await expectSaved(page);
  expect(changedLines(session.repo, 'site.yaml')).toEqual({
    removed: [`  phone: ${FICTIONAL_PHONE}`],
    added: [`  phone: ${REAL_PHONE}`],
  });

  // Back to the list of settings, where the top bar is: it and the screen follow the save.
  await page.getByRole('link', { name: 'Back to Site settings' }).click();
  const after = expectedItems(session.repo);
  expect(mustChange(after)).toHaveLength(must - 1);
  await expect(launchButton(page)).toHaveText(`Before going live ${must - 1}`);
  const again = await openLaunchScreen(page);
  await expect(again.locator('.launch-problem')).toHaveText(after.map((item) => item.problem));
  await expect(again.getByText(FICTIONAL_PHONE)).toHaveCount(0);
  await expect(again.getByRole('status').first()).toContainText(
    must - 1 === 0 ? 'Nothing must change' : `${must - 1} value`,
  );
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();
});
