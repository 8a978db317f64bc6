/**
 * The editor's screen where a launch item (src/config/launch) is changed,
 * found in the editor's own configuration: the screen of site.yaml's part
 * (Site settings → Business facts) or of the content file (Page content →
 * Reviews). Settings the editor leaves out (editor, security) have none.
 * Shared by the "Before going live" screen and `npm run check:launch`.
 */
import { SITE_CONFIG_FILE } from '../../config/check-project';
import type { LaunchItem } from '../../config/launch/launch-items';
import { screenPath } from '../checks/project-state';
import { joinedScreenOf } from '../screens/registry';
import type { DecapConfig, DecapFilesCollection } from '../config/decap-types';

export interface EditorScreen {
  /** As the editor's menus name it: "Site settings → Business facts". */
  label: string;
  /** Its address in the editor, after /admin/: #/collections/settings/entries/business */
  hash: string;
}

function isFilesCollection(
  collection: DecapConfig['collections'][number],
): collection is DecapFilesCollection {
  return 'files' in collection;
}

export function editorScreenOf(
  config: DecapConfig,
  item: Pick<LaunchItem, 'file' | 'path'>,
): EditorScreen | undefined {
  const [section] = item.path;
  const file =
    item.file === SITE_CONFIG_FILE
      ? typeof section === 'string'
        ? screenPath(SITE_CONFIG_FILE, section)
        : undefined
      : item.file;
  for (const collection of config.collections.filter(isFilesCollection)) {
    const entry = collection.files.find((candidate) => {
      // A screen that joins several files shows this value if it places it (screens/joined.ts).
      const joined = joinedScreenOf(candidate.file);
      if (joined) return joined.place(item.file, item.path, () => undefined) !== undefined;
      return candidate.file === file;
    });
    if (entry) {
      return {
        label: `${collection.label} → ${entry.label}`,
        hash: `#/collections/${collection.name}/entries/${entry.name}`,
      };
    }
  }
  return undefined;
}
