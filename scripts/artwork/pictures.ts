// Every picture the site shows is named in a data/*.yaml file (keys `image:` or `…Image:`, paths
// relative to data/). This module lists them with the minimum size documented in those files'
// comments. Used by the artwork generator and by the unit test that checks the pictures.

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type Shape = 'landscape' | 'square';

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

const LANDSCAPE: PictureSize = { width: 1600, height: 1000, shape: 'landscape' };
const HERO: PictureSize = { width: 1600, height: 1200, shape: 'landscape' };
const SQUARE: PictureSize = { width: 1000, height: 1000, shape: 'square' };

/** The sizes promised in the comments of each data file. Keep both in step. */
function documentedSize(dataFile: string, key: string): PictureSize | undefined {
  switch (dataFile) {
    case 'home.yaml':
      return key === 'heroImage' ? HERO : LANDSCAPE;
    case 'services.yaml':
    case 'venues.yaml':
      return LANDSCAPE;
    case 'catalog.yaml':
      return SQUARE;
    default:
      return undefined;
  }
}

const isPictureKey = (key: string): boolean => key === 'image' || key.endsWith('Image');

/** A readable name for a list item: its id or slug when it has one, else its position. */
function itemName(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['id', 'slug']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return `item ${index + 1}`;
}

function collect(
  node: unknown,
  trail: readonly string[],
  found: (key: string, value: unknown, trail: readonly string[]) => void,
): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collect(item, [...trail, itemName(item, index)], found));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (isPictureKey(key)) found(key, value, [...trail, key]);
      else collect(value, [...trail, key], found);
    }
  }
}

export const DATA_DIR = 'data';

/** All pictures named in data/*.yaml, in file order. Throws on a file with no documented size. */
export function listPictures(projectRoot: string): Picture[] {
  const dataDir = path.join(projectRoot, DATA_DIR);
  const files = fs
    .readdirSync(dataDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  const pictures: Picture[] = [];
  for (const dataFile of files) {
    const source = `${DATA_DIR}/${dataFile}`;
    const content: unknown = parse(fs.readFileSync(path.join(dataDir, dataFile), 'utf8'));
    collect(content, [], (key, value, trail) => {
      const entry = trail.join(' → ');
      if (typeof value !== 'string') {
        throw new Error(`${source}: "${entry}" should be a picture's path, like images/x.jpg`);
      }
      const size = documentedSize(dataFile, key);
      if (!size) {
        throw new Error(
          `${source}: "${entry}" names a picture, but no size is documented for pictures of ` +
            `${dataFile}. Add one to documentedSize() in scripts/artwork/pictures.ts.`,
        );
      }
      pictures.push({ file: value, source, entry, ...size });
    });
  }
  return pictures;
}

/** The picture's location on disk. */
export function picturePath(projectRoot: string, picture: Picture): string {
  return path.join(projectRoot, DATA_DIR, picture.file);
}
