/**
 * @jest-environment node
 *
 * Every steel names-date gobo the designer can make is cut as drawn: for
 * every frame × typeface, the exported SVG, drawn by librsvg, has no
 * island of steel (tests/support/gobo-islands.ts; steel-islands.test.ts
 * shows that the count finds islands, so it can fail).
 */
import { countSteelIslands } from '../../support/gobo-islands';
import { exported, textCasesOf } from './steel-export';
import { design } from './support';

// librsvg draws each file in about a second on a busy 2-core machine.
jest.setTimeout(30_000);

it.each(textCasesOf('names-date'))(
  'names-date, %s frame, %s: no island of steel',
  async (frame, font) => {
    const svgText = exported(design({ template: 'names-date', frame, font, material: 'steel' }));
    const { islands, boxes } = await countSteelIslands(svgText);
    expect([islands, boxes]).toEqual([0, []]);
  },
);
