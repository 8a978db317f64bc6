// Every picture the site shows is named in a data/*.yaml file; the file's schema says which
// fields are pictures and what each must be (src/config/content/pictures.ts). This module
// lists them. Used by the artwork generator and by the unit test that checks the pictures.

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { picturesInContent } from '../../src/config/content/picture-fields';
import type { PictureShape } from '../../src/config/content/pictures';
import { CONTENT_FILE_NAMES, DATA_DIR } from '../../src/config/content/validate';

export type Shape = PictureShape;

export interface PictureSize {
  readonly width: number;
  readonly height: number;
  readonly shape: Shape;
}

export interface Picture extends PictureSize {
  /** As written in the yaml file, relative to data/: images/services/music.jpg */
  readonly file: string;
  /** The yaml file that names it, relative to the project: data/services.yaml */
  readonly source: string;
  /** Where in that file: "music → image". */
  readonly entry: string;
}

export { DATA_DIR };

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
