// SVG markup to the JPEG files the site ships (and an owner may later swap for photos).

import sharp from 'sharp';

/** The encoding every picture uses: small progressive files with mozjpeg's trellis quantisation. */
export const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true } as const;

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#0b0a12' })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}
