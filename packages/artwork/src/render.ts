// SVG markup to the JPEG files the site ships (and an owner may later swap for photos).

import sharp from 'sharp';
import { ILLUSTRATION_SOFTWARE } from './site';

/** The encoding every picture uses: small progressive files with mozjpeg's trellis quantisation. */
export const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true } as const;

/**
 * Each file says it is a drawing, in its Exif Software tag: the site's launch
 * check lists the pages still showing one where a photo belongs, and a photo
 * put in its place carries no such mark. The pixels are the same either way.
 */
const ILLUSTRATION_EXIF = {
  IFD0: {
    Software: ILLUSTRATION_SOFTWARE,
    ImageDescription: 'Illustration drawn from code; replace it with a photo.',
  },
};

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#0b0a12' })
    .jpeg(JPEG_OPTIONS)
    .withExif(ILLUSTRATION_EXIF)
    .toBuffer();
}
