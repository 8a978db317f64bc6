/**
 * Pictures chosen for an entry and not saved yet. Decap keeps an upload made
 * from an entry's picture field in the entry itself, as a draft media file,
 * and writes it with the entry on save: until then it is not in the
 * repository, yet the entry already names it. The checks count it as there.
 */
import { pictureFromRepositoryPath } from './project-state';

interface MediaFileLike {
  path?: unknown;
  draft?: unknown;
}

/** The entry's draft uploads, by their path from data/ (images/venues/x.jpg). */
export function draftPictures(entry: { mediaFiles?: unknown } | undefined): string[] {
  const files = Array.isArray(entry?.mediaFiles) ? (entry.mediaFiles as MediaFileLike[]) : [];
  return files.flatMap((file) => {
    if (file.draft !== true || typeof file.path !== 'string') return [];
    return pictureFromRepositoryPath(file.path.replace(/^\/+/, '')) ?? [];
  });
}
