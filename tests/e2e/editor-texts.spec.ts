/**
 * The Texts screen offers the texts the data asks for: a photo of the
 * gallery without its caption and alt shows them as needed fields in the
 * English column, and writing them saves exactly those keys; a photo not
 * saved yet gets its texts by its id. The local editor over a throwaway
 * copy of the project, each save checked in the files with git.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
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

let session: EditorSession;

test.beforeEach(async () => {
  session = await startEditor();
});

test.afterEach(async () => {
  await session.close();
});

/** A photo entry in the repository's gallery (with its picture), as a save of the Gallery screen leaves it. */
async function commitPhoto(repo: string, id: string): Promise<void> {
  const image = `images/gallery/${id}.jpg`;
  fs.mkdirSync(path.join(repo, 'data/images/gallery'), { recursive: true });
  const jpeg = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: '#6b4a8a' },
  })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(repo, 'data', image), jpeg);
  const gallery = readRepoFile(repo, 'data/gallery.yaml').replace(
    /^pictures: \[\]$/m,
    `pictures:\n  - id: ${id}\n    image: ${image}\n    services: [music]\n`,
  );
  fs.writeFileSync(path.join(repo, 'data/gallery.yaml'), gallery);
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync(
    'git',
    ['-c', 'user.email=e2e@example.com', '-c', 'user.name=e2e', 'commit', '-q', '-m', 'a photo'],
    { cwd: repo },
  );
}

function englishGallery(repo: string): unknown {
  return JSON.parse(readRepoFile(repo, 'src/locales/en/gallery.json')) as unknown;
}

test('a saved photo’s caption and alt are offered as needed fields; writing them saves those two texts', async ({
  page,
}) => {
  await commitPhoto(session.repo, 'first-dance');
  await signIn(page, session);
  await openScreen(page, session, 'texts', 'gallery');
  const english = page.locator('[data-texts-locale="en"]');
  await expect(english.getByText('0 texts in English; 2 needed texts are missing')).toBeVisible();
  const caption = english.getByLabel(/^first-dance → caption \(Photo first-dance: caption/);
  await expect(caption).toHaveValue('');
  await expect(english.getByText(/^Needed: /)).toHaveCount(2);

  await caption.fill('The first dance under amber light');
  await english
    .getByLabel(/^first-dance → alt \(Photo first-dance:/)
    .fill('A couple dancing in a ballroom lit in amber');
  await expect(english.getByText('2 texts in English', { exact: true })).toBeVisible();
  await publish(page);
  await expectSaved(page);

  expect(changedFiles(session.repo)).toEqual(['src/locales/en/gallery.json']);
  expect(englishGallery(session.repo)).toEqual({
    'first-dance': {
      caption: 'The first dance under amber light',
      alt: 'A couple dancing in a ballroom lit in amber',
    },
  });
});

test('a photo not saved yet gets its texts by its id, written before the photo is saved', async ({
  page,
}) => {
  await signIn(page, session);
  await openScreen(page, session, 'texts', 'gallery');
  const english = page.locator('[data-texts-locale="en"]');
  await english.getByLabel('Id of a photo not saved yet').fill('gala-stage');
  await english.getByRole('button', { name: 'Add its texts' }).click();
  const caption = english.getByLabel(/^gala-stage → caption/);
  await expect(caption).toBeFocused();
  await caption.fill('The gala stage');
  await english.getByLabel(/^gala-stage → alt/).fill('A stage with an LED wall behind it');
  await publish(page);
  await expectSaved(page);

  expect(englishGallery(session.repo)).toEqual({
    'gala-stage': { caption: 'The gala stage', alt: 'A stage with an LED wall behind it' },
  });
});
