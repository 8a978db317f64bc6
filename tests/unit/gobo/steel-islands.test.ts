/**
 * @jest-environment node
 *
 * Steel designs the designer can make are cut as drawn: a logo with
 * islands of its own, and script letters full of loops: the exported SVG,
 * drawn by librsvg, has no island of steel, counting a neck too thin to
 * hold as no joint (tests/support/gobo-islands.ts). Each text template
 * has its file of every frame × typeface (steel-islands-<template>.test.ts).
 * The same count finds the islands of the same designs without bridges,
 * and an inside hanging on a hairline neck, so it can fail.
 */
import type { LogoArt } from '../../../src/lib/gobo/artwork';
import { FRAMES, type GoboDesign } from '../../../src/lib/gobo/design';
import { GOBO_SIZES, unitsPerMm } from '../../../src/lib/gobo/gobo-sizes';
import { countSteelIslands } from '../../support/gobo-islands';
import { exported, stencilLogo } from './steel-export';
import { design } from './support';

let logo: LogoArt;

beforeAll(async () => {
  logo = await stencilLogo();
});

// librsvg draws each file in about a second on a busy 2-core machine.
jest.setTimeout(30_000);

describe('a steel gobo as exported', () => {
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
    const svgText = exported(design({ template: 'logo', frame, material: 'steel' }), logo);
    const { islands, boxes } = await countSteelIslands(svgText);
    expect([islands, boxes]).toEqual([0, []]);
  });

  it('the count finds the islands of the same designs without bridges', async () => {
    const unbridged = (overrides: Partial<GoboDesign>) =>
      exported(
        design({ ...overrides, material: 'glass', gradient: false, colorA: '#ffffff' }),
        logo,
      );
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
