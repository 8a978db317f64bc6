// What is wrong with a picture file, in words an owner can act on: used by the content test
// (tests/unit/artwork) so that a replaced photo that is too small or not a JPEG is caught.

import fs from 'node:fs';
import sharp from 'sharp';
import { picturePath, type Picture } from './pictures';

function sizeText(width: number, height: number): string {
  return `${width} × ${height} px`;
}

/** Problems with one picture: an empty list when it is fine. */
export async function pictureProblems(projectRoot: string, picture: Picture): Promise<string[]> {
  const where = `${picture.source}, entry "${picture.entry}"`;
  const file = `data/${picture.file}`;
  const needed = `a ${picture.shape} JPEG of at least ${sizeText(picture.width, picture.height)}`;
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
  if (metadata.format !== 'jpeg') {
    problems.push(
      `${where}: ${file} is a ${metadata.format.toUpperCase()} file, not a JPEG. ` +
        `Save it as JPEG under the same name (${needed}).`,
    );
  }
  // Phone photos are often stored sideways with an orientation flag: judge them as displayed.
  const { width, height } = metadata.autoOrient;
  if (width < picture.width || height < picture.height) {
    problems.push(
      `${where}: ${file} is ${sizeText(width, height)}, smaller than the ` +
        `${sizeText(picture.width, picture.height)} it needs. Use a larger original (${needed}).`,
    );
  }
  const square = Math.abs(width - height) <= Math.max(width, height) * 0.02;
  if (picture.shape === 'square' && !square) {
    problems.push(
      `${where}: ${file} is ${sizeText(width, height)} but must be square. ` +
        `Crop it to a square of at least ${sizeText(picture.width, picture.height)}.`,
    );
  }
  if (picture.shape === 'landscape' && width <= height) {
    problems.push(
      `${where}: ${file} is ${sizeText(width, height)}, taller than wide, but must be landscape. ` +
        `Use ${needed}.`,
    );
  }
  return problems;
}
