/**
 * The project as the browser editor reads it from the repository: the
 * texts of site.yaml, data/ and the translation files, and which pictures
 * exist. Shared by the tests of the editor's previews.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProjectState } from '../../src/editor/checks/project-state';
import { ROOT_DIR } from './site';

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT_DIR, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The project on disk, with `replaced` texts (path → text) in place of its own files. */
export function projectStateOnDisk(
  replaced: Iterable<readonly [string, string]> = [],
): ProjectState {
  const texts = new Map<string, string>();
  const files = [
    'site.yaml',
    ...filesUnder('data').filter((file) => file.endsWith('.yaml')),
    ...filesUnder('src/locales').filter((file) => file.endsWith('.json')),
  ];
  for (const file of files) texts.set(file, fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'));
  for (const [file, text] of replaced) texts.set(file, text);
  const pictures = filesUnder('data/images').map((file) => file.slice('data/'.length));
  return { texts, pictures: new Set(pictures) };
}
