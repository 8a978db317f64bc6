/**
 * Steel gobos exported as the designer exports them, for the island tests
 * (steel-islands*.test.ts): split in several files so that Jest's workers
 * share their rasterising, the slowest of the unit tests.
 */
import sharp from 'sharp';
import { buildArtwork, type LogoArt } from '../../../src/lib/gobo/artwork';
import {
  FONT_IDS,
  FRAMES,
  TEMPLATES,
  type FontId,
  type FrameId,
  type GoboDesign,
  type TemplateId,
} from '../../../src/lib/gobo/design';
import { logoCut } from '../../../src/lib/gobo/logo-cut';
import { serializeSvg } from '../../../src/lib/gobo/svg-tree';
import { outlinerFor } from './support';

/** A logo full of islands: rings, a letter-like counter and dots. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">' +
  '<path fill-rule="evenodd" fill="#000" d="M150 20a130 130 0 1 0 0.1 0ZM150 60a90 90 0 1 1 -0.1 0Z"/>' +
  '<circle cx="150" cy="150" r="40" fill="#000"/>' +
  '<path fill-rule="evenodd" fill="#000" d="M320 40h240v220h-240ZM360 80h160v140h-160Z"/>' +
  '</svg>';

/** The logo as the designer reads an upload: its stencil and its cut. */
export async function stencilLogo(): Promise<LogoArt> {
  const { data, info } = await sharp(Buffer.from(LOGO_SVG))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lit = (x: number, y: number) =>
    (data[(y * info.width + x) * info.channels + 3] ?? 0) >= 128;
  // The stencil as the designer makes it: white where light passes.
  const stencil = await sharp(Buffer.from(LOGO_SVG))
    .ensureAlpha()
    .extractChannel(3)
    .toColourspace('b-w')
    .toBuffer()
    .then((alpha) =>
      sharp({ create: { width: info.width, height: info.height, channels: 3, background: '#fff' } })
        .joinChannel(alpha, { raw: undefined })
        .png()
        .toBuffer(),
    );
  return {
    href: `data:image/png;base64,${stencil.toString('base64')}`,
    aspect: info.width / info.height,
    mode: 'stencil',
    cut: logoCut(info.width, info.height, lit),
  };
}

/** The design's artwork as the designer exports it (SVG text). */
export function exported(steelDesign: GoboDesign, logo?: LogoArt): string {
  const artwork = buildArtwork({
    design: steelDesign,
    outline: outlinerFor(steelDesign.font),
    logo,
    variant: 'artwork',
    idPrefix: 'gobo',
    title: 'test',
  });
  return serializeSvg(artwork.root);
}

/** Every frame × typeface of a text template. */
export function textCasesOf(template: Exclude<TemplateId, 'logo'>): Array<[FrameId, FontId]> {
  if (!TEMPLATES.includes(template)) throw new Error(`no template ${template}`);
  return FRAMES.flatMap((frame) => FONT_IDS.map((font): [FrameId, FontId] => [frame, font]));
}
