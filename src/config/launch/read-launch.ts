/**
 * The launch list of a project on disk (Node only): site.yaml, the content
 * files and the picture files themselves, read for launch-items.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_CONFIG_FILE } from '../check-project';
import { ILLUSTRATION_MARK_BYTES, isDrawnIllustration } from '../content/illustrations';
import { listPictures, picturePath } from '../content/picture-files';
import { readContentTexts } from '../read-files';
import type { SiteConfig } from '../schema';
import { launchItems, type IllustrationUse, type LaunchItem } from './launch-items';

/** The start of a file, enough to find the illustration's mark; nothing for a missing file. */
function headOf(file: string): Uint8Array {
  let handle: number | undefined;
  try {
    handle = fs.openSync(file, 'r');
    const buffer = Buffer.alloc(ILLUSTRATION_MARK_BYTES);
    const read = fs.readSync(handle, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read);
  } catch {
    return new Uint8Array();
  } finally {
    if (handle !== undefined) fs.closeSync(handle);
  }
}

/** The pictures of data/ that are still drawn illustrations, where they show. */
export function readIllustrations(root: string): IllustrationUse[] {
  return listPictures(root)
    .filter((picture) => isDrawnIllustration(headOf(picturePath(root, picture))))
    .map(({ source, entry, file, shape, width, height }) => ({
      source,
      entry,
      image: file,
      rule: { shape, minWidth: width, minHeight: height },
    }));
}

/** Everything left to do before going live, for a project whose site.yaml is valid. */
export function readLaunchItems(site: SiteConfig, root = process.cwd()): LaunchItem[] {
  return launchItems({
    site,
    siteYaml: fs.readFileSync(path.join(root, SITE_CONFIG_FILE), 'utf8'),
    content: readContentTexts(root),
    illustrations: readIllustrations(root),
  });
}
