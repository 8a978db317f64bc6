/** @jest-environment node */
/** SVG to the JPEG files the site ships. */
import sharp from 'sharp';
import { Canvas } from '../src/lib/canvas';
import { svgToJpeg } from '../src/render';
import { isDrawnIllustration } from '../../../src/config/content/illustrations';

describe('svgToJpeg', () => {
  it('writes a progressive JPEG of the canvas’s size', async () => {
    const canvas = new Canvas(64, 40, 'test');
    canvas.add('<rect x="8" y="8" width="20" height="20" fill="#ff5fae"/>');
    const metadata = await sharp(await svgToJpeg(canvas.toSvg())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 40, isProgressive: true });
  });

  it('fills what the drawing leaves transparent with the night colour, not white', async () => {
    const jpeg = await svgToJpeg(new Canvas(16, 16, 'empty').toSvg());
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.max(...data)).toBeLessThan(40);
  });

  it('marks the file as a drawn illustration, which the site’s launch check reads', async () => {
    const jpeg = await svgToJpeg(new Canvas(16, 16, 'marked').toSvg());
    expect(isDrawnIllustration(jpeg)).toBe(true);
    const photo = await sharp(jpeg).jpeg().toBuffer();
    expect(isDrawnIllustration(photo)).toBe(false);
  });
});
