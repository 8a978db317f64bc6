/** @jest-environment node */
/**
 * A drawn illustration is known by the mark its file carries
 * (src/config/content/illustrations.ts); a photo, with or without Exif data
 * of its own, never is. The files on disk are read for the launch list.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { svgToJpeg } from '../../../packages/artwork/src/render';
import { Canvas } from '../../../packages/artwork/src/lib/canvas';
import { isDrawnIllustration } from '../../../src/config/content/illustrations';
import { listPictures, picturePath } from '../../../src/config/content/picture-files';
import { readIllustrations } from '../../../src/config/launch/read-launch';
import { copyProject } from '../../../scripts/project-copy/project-copy';

const drawing = () => svgToJpeg(new Canvas(32, 20, 'test').toSvg());

/** A photo as cameras and editors write them: a JPEG with Exif of its own. */
const photo = (software = 'Adobe Photoshop 25.0') =>
  sharp({ create: { width: 32, height: 20, channels: 3, background: '#3a5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Canon', Software: software } })
    .toBuffer();

describe('isDrawnIllustration', () => {
  it('knows a drawing by its mark', async () => {
    expect(isDrawnIllustration(await drawing())).toBe(true);
  });

  it('never takes a photo for one: with Exif, without, re-saved from a drawing, or not a JPEG', async () => {
    expect(isDrawnIllustration(await photo())).toBe(false);
    expect(
      isDrawnIllustration(
        await sharp(await photo())
          .jpeg()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(
      isDrawnIllustration(
        await sharp(await drawing())
          .jpeg()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(
      isDrawnIllustration(
        await sharp(await drawing())
          .png()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(isDrawnIllustration(new Uint8Array())).toBe(false);
  });

  it('reads the mark from the start of the file only', async () => {
    const file = await drawing();
    expect(isDrawnIllustration(file.subarray(0, 4096))).toBe(true);
  });
});

describe('readIllustrations', () => {
  it('lists each picture of data/ that is still a drawing, where it shows', async () => {
    const project = copyProject({ scope: 'content', prefix: 'illustrations' });
    try {
      const pictures = listPictures(project.root);
      expect(pictures.length).toBeGreaterThan(1);
      const [kept, ...replaced] = pictures;
      for (const picture of replaced)
        fs.writeFileSync(picturePath(project.root, picture), await photo());
      fs.writeFileSync(picturePath(project.root, kept!), await drawing());
      // Pictures named twice (a default and a venue) are one file: count by file.
      const stillDrawn = readIllustrations(project.root);
      expect(new Set(stillDrawn.map((use) => use.image))).toEqual(new Set([kept!.file]));
      expect(stillDrawn[0]).toMatchObject({ source: kept!.source, entry: kept!.entry });
      fs.rmSync(path.dirname(picturePath(project.root, kept!)), { recursive: true });
      expect(readIllustrations(project.root)).toEqual([]);
    } finally {
      project.remove();
    }
  });
});
