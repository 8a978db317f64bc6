/**
 * Reads what the build's validation needs from the repository, through the
 * Decap backend in use (GitHub, GitLab, git gateway or the local server).
 */
import { parse } from 'yaml';
import { picturesInContent } from '../../config/content/picture-fields';
import { PICTURE_RULES } from '../../config/content/pictures';
import { CONTENT_FILE_NAMES, DATA_DIR } from '../../config/content/validate';
import { LOCALES_DIR } from '../../config/check-project';
import type { Implementation } from '../decap';
import {
  localeFileOf,
  pictureFromRepositoryPath,
  YAML_PATHS,
  type ProjectState,
} from '../checks/project-state';

async function readText(inner: Implementation, path: string): Promise<string | undefined> {
  try {
    // The local server answers a missing file with null data, the git hosts with an error.
    return (await inner.getEntry(path)).data ?? undefined;
  } catch {
    // Backends answer a missing file with an error: the validation reports it.
    return undefined;
  }
}

/** The folders holding the pictures the content files name, and the upload folders. */
function pictureFolders(texts: ReadonlyMap<string, string>): string[] {
  const folders = new Set<string>(Object.values(PICTURE_RULES).map((rule) => rule.folder));
  for (const name of CONTENT_FILE_NAMES) {
    const text = texts.get(`${DATA_DIR}/${name}`);
    if (text === undefined) continue;
    let data: unknown;
    try {
      data = parse(text);
    } catch {
      continue;
    }
    for (const { image } of picturesInContent(name, data)) {
      folders.add(image.replace(/\/[^/]*$/, ''));
    }
  }
  return [...folders];
}

async function readPictures(inner: Implementation, folders: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    folders.map((folder) => inner.getMedia(`${DATA_DIR}/${folder}`).catch(() => [])),
  );
  return lists.flat().flatMap((file) => {
    const picture = pictureFromRepositoryPath(file.path);
    return picture ? [picture] : [];
  });
}

export async function readProjectState(inner: Implementation): Promise<ProjectState> {
  const texts = new Map<string, string>();
  const [yamlTexts, localeEntries] = await Promise.all([
    Promise.all(YAML_PATHS.map((path) => readText(inner, path))),
    inner.entriesByFolder(LOCALES_DIR, 'json', 2),
  ]);
  YAML_PATHS.forEach((path, index) => {
    const text = yamlTexts[index];
    if (text !== undefined) texts.set(path, text);
  });
  for (const entry of localeEntries) {
    if (localeFileOf(entry.file.path) && typeof entry.data === 'string') {
      texts.set(entry.file.path, entry.data);
    }
  }
  const pictures = await readPictures(inner, pictureFolders(texts));
  return { texts, pictures: new Set(pictures) };
}
