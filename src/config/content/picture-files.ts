// Every picture the site shows is named in a data/*.yaml file; the file's schema says which
// fields are pictures and what each must be (pictures.ts). This module lists them, on disk
// (Node only). Used by the content check of the picture files (picture-file-check.ts) and by
// the artwork generator (packages/artwork), which draws a picture for each.

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { picturesInContent } from './picture-fields';
import type { PictureShape, PictureSize } from './pictures';
import { CONTENT_FILE_NAMES, DATA_DIR } from './validate';

export interface Picture extends PictureSize {
  readonly shape: PictureShape;
  /** As written in the yaml file, relative to data/: images/services/music.jpg */
  readonly file: string;
  /** The yaml file that names it, relative to the project: data/services.yaml */
  readonly source: string;
  /** Where in that file: "music → image". */
  readonly entry: string;
}

/** All pictures named in data/*.yaml, in file order. */
export function listPictures(projectRoot: string): Picture[] {
  return CONTENT_FILE_NAMES.flatMap((dataFile) => {
    const source = `${DATA_DIR}/${dataFile}`;
    const content: unknown = parse(
      fs.readFileSync(path.join(projectRoot, DATA_DIR, dataFile), 'utf8'),
    );
    return picturesInContent(dataFile, content).map(({ image, rule, entry }) => ({
      file: image,
      source,
      entry,
      width: rule.minWidth,
      height: rule.minHeight,
      shape: rule.shape,
    }));
  });
}

/** The picture's location on disk. */
export function picturePath(projectRoot: string, picture: Picture): string {
  return path.join(projectRoot, DATA_DIR, picture.file);
}
