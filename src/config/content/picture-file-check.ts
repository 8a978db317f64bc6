// What is wrong with a picture file, in words an owner can act on (Node only): used by the
// content test (tests/unit/content/picture-files.test.ts) so that a replaced photo that is too
// small or of the wrong kind is caught. The size rules themselves are pictures.ts, which the
// browser editor applies to uploads too.

import fs from 'node:fs';
import sharp from 'sharp';
import {
  PICTURE_FORMATS,
  pictureNeeded,
  pictureSizeProblems,
  type PictureFormat,
} from './pictures';
import { picturePath, type Picture } from './picture-files';

/** Problems with one picture: an empty list when it is fine. */
export async function pictureProblems(projectRoot: string, picture: Picture): Promise<string[]> {
  const where = `${picture.source}, entry "${picture.entry}"`;
  const file = `data/${picture.file}`;
  const rule = { shape: picture.shape, minWidth: picture.width, minHeight: picture.height };
  const needed = `${pictureNeeded(rule)} (JPEG, PNG or WebP)`;
  const location = picturePath(projectRoot, picture);
  if (!fs.existsSync(location)) {
    return [
      `${where}: ${file} does not exist. Put ${needed} there, or correct the path in ${picture.source}.`,
    ];
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(location).metadata();
  } catch {
    return [`${where}: ${file} is not a readable picture. Replace it with ${needed}.`];
  }
  const problems: string[] = [];
  if (!PICTURE_FORMATS.includes(metadata.format as PictureFormat)) {
    problems.push(
      `${where}: ${file} is a ${metadata.format.toUpperCase()} file. ` +
        `Save it as JPEG, PNG or WebP (${needed}).`,
    );
  }
  // Phone photos are often stored sideways with an orientation flag: judge them as displayed.
  const { width, height } = metadata.autoOrient;
  return [
    ...problems,
    ...pictureSizeProblems(rule, width, height).map((problem) => `${where}: ${file}: ${problem}`),
  ];
}
