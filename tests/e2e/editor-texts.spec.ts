/**
 * The Texts screen offers the texts the data asks for: a photo of the
 * gallery without its caption and alt shows them as needed fields in the
 * English column, and writing them saves exactly those keys. (A photo not
 * saved yet, given its texts by its id: the gallery journey of
 * editor-journeys.spec.ts.) The local editor over a throwaway copy of the
 * project, each save checked in the files with git.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { escapeRegExp } from './support/page-helpers';
import { keyWords } from '../../src/editor/widgets/texts/tree';
import type { GalleryFile, ServicesFile } from '../../src/config/content/schema';
import {
  expectSaved,
  expectWorkingTree,
  openEntry,
  originalText,
  publish,
  readRepoFile,
  signIn,
  startEditor,
  withJsonKey,
  withYamlEntry,
  type EditorSession,
} from './support/editor';

/** The gallery's texts in the Texts list, named in words. */
const GALLERY_TEXTS = 'Event gallery: captions of the photos';

let session: EditorSession;

test.beforeEach(async () => {
  session = await startEditor();
});

test.afterEach(async () => {
  await session.close();
});

/** A photo entry in the repository's gallery (with its picture), as a save of the Gallery screen leaves it. */
async function commitPhoto(repo: string, id: string, service: string): Promise<void> {
  const image = `images/gallery/${id}.jpg`;
  fs.mkdirSync(path.join(repo, 'data/images/gallery'), { recursive: true });
  const jpeg = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: '#6b4a8a' },
  })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(repo, 'data', image), jpeg);
  const gallery = withYamlEntry(readRepoFile(repo, 'data/gallery.yaml'), ['pictures'], {
    id,
    image,
    services: [service],
  });
  fs.writeFileSync(path.join(repo, 'data/gallery.yaml'), gallery);
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync(
    'git',
    ['-c', 'user.email=e2e@example.com', '-c', 'user.name=e2e', 'commit', '-q', '-m', 'a photo'],
    { cwd: repo },
  );
}

test('a saved photo’s caption and alt are offered as needed fields; writing them saves those two texts', async ({
  page,
}) => {
  const textsFile = 'src/locales/en/gallery.json';
  const { pictures } = parse(originalText(session.repo, 'data/gallery.yaml')) as GalleryFile;
  const { services } = parse(originalText(session.repo, 'data/services.yaml')) as ServicesFile;
  const texts = JSON.parse(originalText(session.repo, textsFile)) as Record<string, unknown>;
  const id = ['first-dance', 'first-dance-2', 'first-dance-3'].find(
    (candidate) => !pictures.some((picture) => picture.id === candidate) && !(candidate in texts),
  )!;
  await commitPhoto(session.repo, id, services[0]!.id);
  const before = originalText(session.repo, textsFile);

  await signIn(page, session);
  await openEntry(page, 'Texts', GALLERY_TEXTS);
  const english = page.locator('[data-texts-locale="en"]');
  await expect(english.getByRole('status').first()).toContainText('needed texts are missing');
  const caption = english.getByLabel(
    new RegExp(`^${id} → ${keyWords('caption')} \\(Photo ${id}: caption`),
  );
  const alt = english.getByLabel(
    new RegExp(`^${id} → ${escapeRegExp(keyWords('alt'))} \\(Photo ${id}:`),
  );
  await expect(caption).toHaveValue('');
  await expect(alt).toHaveValue('');
  await expect(english.getByText(/^Needed: /)).not.toHaveCount(0);

  const written = {
    caption: 'The first dance under amber light',
    alt: 'A couple dancing in a ballroom lit in amber',
  };
  await caption.fill(written.caption);
  await alt.fill(written.alt);
  await publish(page);
  await expectSaved(page);

  expectWorkingTree(session.repo, { changed: { [textsFile]: withJsonKey(before, id, written) } });
});
