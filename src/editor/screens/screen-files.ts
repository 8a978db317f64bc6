/**
 * The files a screen's save would write, as the form has them now, and where
 * on the screen each of their values is: what the fields check before a save
 * (checks/entry-problems.ts) and what the previews show. A screen of one file
 * (site.yaml's parts, a content file) writes that file; a joined screen
 * (joined.ts) each of its files.
 */
import type { YamlPath } from '../../config/problems';
import { repositoryPath } from '../checks/project-state';
import { filesOfJoinedBase } from '../files/formats';
import { joinedScreenOf } from './registry';

export interface ScreenFiles {
  /** Each file a save would write, with its data as the form has it now. */
  files: ReadonlyMap<string, unknown>;
  /** Where on the screen a value of one of its files is; undefined when the screen does not show it. */
  place(file: string, path: YamlPath): YamlPath | undefined;
}

/**
 * The files of the screen at `screenPath` (its path in the editor's
 * configuration), with `data` the screen's data as the form has it and
 * `base` what the entry carries of the files as they were read.
 */
export function screenFilesOf(
  screenPath: string,
  data: Record<string, unknown>,
  base: string | null,
): ScreenFiles {
  const bases = filesOfJoinedBase(base);
  const joined = bases ? joinedScreenOf(screenPath) : undefined;
  if (joined && bases) {
    const files = joined.decompose(data, bases);
    return { files, place: (file, path) => joined.place(file, path, (name) => files.get(name)) };
  }
  const file = repositoryPath(screenPath);
  return {
    files: new Map([[file, data]]),
    place: (problemFile, path) => (problemFile === file ? path : undefined),
  };
}
