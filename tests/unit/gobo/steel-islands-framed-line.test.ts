/**
 * @jest-environment node
 *
 * Every steel framed-line gobo the designer can make is cut as drawn: for
 * every frame × typeface, the exported SVG, drawn by librsvg, has no
 * island of steel (tests/support/gobo-islands.ts; steel-islands.test.ts
 * shows that the count finds islands, so it can fail).
 */
import { countSteelIslands } from '../../support/gobo-islands';
import { exported, textCasesOf } from './steel-export';
import { design } from './support';

// librsvg draws each file in about a second on a busy 2-core machine.
jest.setTimeout(30_000);

it.each(textCasesOf('framed-line'))(
  'framed-line, %s frame, %s: no island of steel',
  async (frame, font) => {
    const svgText = exported(design({ template: 'framed-line', frame, font, material: 'steel' }));
    const { islands, boxes } = await countSteelIslands(svgText);
    expect([islands, boxes]).toEqual([0, []]);
  },
);
