/**
 * @jest-environment node
 *
 * Every steel design the designer can make is cut as drawn: for every
 * template × frame × typeface (and a logo with islands of its own, and
 * script letters full of loops), the exported SVG, drawn by librsvg, has
 * no island of steel, counting a neck too thin to hold as no joint
 * (count-islands.ts). The same count finds the islands of the same designs
 * without bridges, and an inside hanging on a hairline neck, so it can fail.
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
} from '../../../src/lib/gobo/design';
import { GOBO_SIZES, unitsPerMm } from '../../../src/lib/gobo/gobo-sizes';
import { logoCut } from '../../../src/lib/gobo/logo-cut';
import { serializeSvg } from '../../../src/lib/gobo/svg-tree';
import { countSteelIslands } from '../../support/gobo-islands';
import { design, outlinerFor } from './support';

/** A logo full of islands: rings, a letter-like counter and dots. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">' +
  '<path fill-rule="evenodd" fill="#000" d="M150 20a130 130 0 1 0 0.1 0ZM150 60a90 90 0 1 1 -0.1 0Z"/>' +
  '<circle cx="150" cy="150" r="40" fill="#000"/>' +
  '<path fill-rule="evenodd" fill="#000" d="M320 40h240v220h-240ZM360 80h160v140h-160Z"/>' +
  '</svg>';

let logo: LogoArt;

beforeAll(async () => {
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
  logo = {
    href: `data:image/png;base64,${stencil.toString('base64')}`,
    aspect: info.width / info.height,
    mode: 'stencil',
    cut: logoCut(info.width, info.height, lit),
  };
});

function exported(steelDesign: GoboDesign): string {
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

const textCases: Array<[string, FrameId, FontId]> = TEMPLATES.filter(
  (template) => template !== 'logo',
).flatMap((template) =>
  FRAMES.flatMap((frame) =>
    FONT_IDS.map((font): [string, FrameId, FontId] => [template, frame, font]),
  ),
);

// librsvg draws each file in about a second on a busy 2-core machine.
jest.setTimeout(30_000);

describe('a steel gobo as exported', () => {
  it.each(textCases)('%s, %s frame, %s: no island of steel', async (template, frame, font) => {
    const svgText = exported(
      design({ template: template as GoboDesign['template'], frame, font, material: 'steel' }),
    );
    const { islands, boxes } = await countSteelIslands(svgText);
    expect([islands, boxes]).toEqual([0, []]);
  });

  it.each(['great-vibes', 'parisienne'] as const)(
    'a monogram of looped script letters (%s): no island of steel',
    async (font) => {
      for (const [initialA, initialB] of [
        ['O', 'Q'],
        ['B', 'g'],
      ]) {
        const svgText = exported(
          design({
            template: 'monogram',
            frame: 'none',
            font,
            material: 'steel',
            texts: { initialA, initialB } as never,
          }),
        );
        expect((await countSteelIslands(svgText)).boxes).toEqual([]);
      }
    },
  );

  it.each(FRAMES)('a logo with islands, %s frame: no island of steel', async (frame) => {
    const svgText = exported(design({ template: 'logo', frame, material: 'steel' }));
    const { islands, boxes } = await countSteelIslands(svgText);
    expect([islands, boxes]).toEqual([0, []]);
  });

  it('the count finds the islands of the same designs without bridges', async () => {
    const unbridged = (overrides: Partial<GoboDesign>) =>
      exported(design({ ...overrides, material: 'glass', gradient: false, colorA: '#ffffff' }));
    // BOOKED in a plaque in a ring: the ring's inside, the plaque's band and inside, the counters.
    const framed = await countSteelIslands(
      unbridged({
        template: 'framed-line',
        frame: 'ring',
        font: 'cinzel',
        texts: { line: 'BOOKED' } as never,
      }),
    );
    expect(framed.islands).toBeGreaterThanOrEqual(6);
    const logoIslands = await countSteelIslands(unbridged({ template: 'logo', frame: 'none' }));
    // The ring's inside (the dot within it is cut) and the square frame's inside.
    expect(logoIslands.islands).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [0.1, 1],
    [0.5, 0],
  ])(
    'the count takes a neck of steel %f mm wide (M-size gobo) as holding %i islands',
    async (neckMm, islands) => {
      // A ring of light whose inside hangs on one neck of steel across it.
      const neck = neckMm * unitsPerMm(GOBO_SIZES.M);
      const svgText =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">' +
        '<circle cx="500" cy="500" r="480" fill="#000"/>' +
        '<path fill="#fff" fill-rule="evenodd" d="M300 500a200 200 0 1 0 400 0a200 200 0 1 0 -400 0ZM350 500a150 150 0 1 0 300 0a150 150 0 1 0 -300 0Z"/>' +
        `<rect x="${500 - neck / 2}" y="290" width="${neck}" height="70" fill="#000"/>` +
        '</svg>';
      expect((await countSteelIslands(svgText)).islands).toBe(islands);
    },
  );
});
