/**
 * The steel model on plain shapes, in the check's upright frame: a cut
 * ring leaves its inside loose and gets it bridged; a neck of steel holds
 * the inside only when it is at least the narrowest steel that holds;
 * steel too thin to hold anywhere is given up as light, not bridged; the
 * rows grown while the text changes give the same answer as growing all.
 */
import { bridgeIslands, type BridgeOptions } from '../../../src/lib/gobo/bridges';
import { BRIDGE_WIDTH, MIN_STEEL_WIDTH } from '../../../src/lib/gobo/gobo-sizes';
import { pathRings, type Ring } from '../../../src/lib/gobo/path-geometry';
import {
  EMPTY,
  growRows,
  scanRings,
  unionSpans,
  type Spans,
} from '../../../src/lib/gobo/row-spans';
import { STEEL_GRID } from '../../../src/lib/gobo/steel';

const OPTIONS: BridgeOptions = { width: BRIDGE_WIDTH, hold: MIN_STEEL_WIDTH, maxLength: 240 };

/** A circle's outline centred on the disc, as a polygon. */
function circle(radius: number): Ring {
  const d =
    `M${-radius} 0a${radius} ${radius} 0 1 0 ${2 * radius} 0` +
    `a${radius} ${radius} 0 1 0 ${-2 * radius} 0Z`;
  return pathRings(d, undefined, 0.05)[0] as Ring;
}

function rect(x1: number, y1: number, x2: number, y2: number): Ring {
  return [x1, y1, x2, y1, x2, y2, x1, y2];
}

/** The cut made of `shapes` (each filled even-odd), on the check's rows. */
function cutOf(...shapes: Ring[][]): Spans[] {
  const rows = new Array<Spans>(STEEL_GRID.rows).fill(EMPTY);
  for (const rings of shapes) {
    const band = scanRings(rings, 'evenodd', STEEL_GRID);
    band.rows.forEach((spans, index) => {
      const row = band.first + index;
      rows[row] = unionSpans(rows[row] as Spans, spans);
    });
  }
  return rows;
}

/** A ring of cut between two radii, with a neck of steel `neck` wide across it at the top. */
function ringWithNeck(inner: number, outer: number, neck: number): Spans[] {
  const rows = cutOf([circle(outer), circle(inner)]);
  if (neck <= 0) return rows;
  const steel = scanRings(
    [rect(-neck / 2, -outer - 5, neck / 2, -inner + 5)],
    'nonzero',
    STEEL_GRID,
  );
  return rows.map((spans, row) => {
    const index = row - steel.first;
    const across = steel.rows[index];
    if (!across || across.length === 0) return spans;
    const out: Spans = [];
    for (let k = 0; k < spans.length; k += 2) {
      const [x1 = 0, x2 = 0] = [spans[k], spans[k + 1]];
      const [s1 = 0, s2 = 0] = across;
      if (s2 <= x1 || x2 <= s1) out.push(x1, x2);
      else {
        if (s1 > x1) out.push(x1, s1);
        if (x2 > s2) out.push(s2, x2);
      }
    }
    return out;
  });
}

describe('growRows', () => {
  it('grows a span by the radius on its row, and by the half-chord on the rows near it', () => {
    const rows = new Array<Spans>(STEEL_GRID.rows).fill(EMPTY);
    const middle = STEEL_GRID.rows / 2;
    rows[middle] = [0, 10];
    const grown = growRows(rows, STEEL_GRID, 2.5);
    expect(grown[middle]).toEqual([-2.5, 12.5]);
    const chord = Math.sqrt(2.5 ** 2 - (2 * STEEL_GRID.step) ** 2);
    expect(grown[middle + 2]?.[0]).toBeCloseTo(-chord, 9);
    expect(grown[middle - 2]?.[1]).toBeCloseTo(10 + chord, 9);
    expect(grown[middle + 6]).toEqual([]);
  });
});

describe('bridgeIslands', () => {
  it('finds the inside of a cut ring loose, and bridges it', () => {
    const result = bridgeIslands(ringWithNeck(100, 120, 0), STEEL_GRID, [], OPTIONS);
    expect(result.islandsFound).toBe(1);
    expect(result.bridges).toHaveLength(1);
    expect(result.loose).toBe(0);
  });

  it('counts a neck thinner than the narrowest steel that holds as no joint at all', () => {
    const thin = bridgeIslands(
      ringWithNeck(100, 120, MIN_STEEL_WIDTH - 2 * STEEL_GRID.step),
      STEEL_GRID,
      [],
      OPTIONS,
    );
    expect(thin.islandsFound).toBe(1);
    expect(thin.bridges).toHaveLength(1);
    expect(thin.loose).toBe(0);
  });

  it('lets a neck at least a row wider than the narrowest steel hold the inside', () => {
    const wide = bridgeIslands(
      ringWithNeck(100, 120, MIN_STEEL_WIDTH + 2 * STEEL_GRID.step),
      STEEL_GRID,
      [],
      OPTIONS,
    );
    expect(wide).toMatchObject({ islandsFound: 0, bridges: [], loose: 0 });
  });

  it('gives up steel too thin to hold anywhere as light, rather than bridging it', () => {
    // A cut disc ringed by steel 3 units wide, then by a ring of cut.
    const cut = cutOf([circle(110)], [circle(123), circle(113)]);
    const result = bridgeIslands(cut, STEEL_GRID, [], OPTIONS);
    expect(result).toMatchObject({ islandsFound: 0, bridges: [], loose: 0 });
    expect(result.lost.length).toBeGreaterThan(100);
    const radii = result.lost.flatMap((piece) => {
      const y = (piece.y1 + piece.y2) / 2;
      return [Math.hypot(piece.x1, y), Math.hypot(piece.x2, y)];
    });
    expect(Math.min(...radii)).toBeGreaterThan(109);
    expect(Math.max(...radii)).toBeLessThan(114);
  });

  it('answers the same when reusing rows grown for a cut that differs on a band of rows', () => {
    const frame = cutOf([circle(230), circle(215)]);
    const withText = cutOf([circle(230), circle(215)], [circle(60), circle(40)]);
    const [first, last] = [-62, 62].map((y) =>
      Math.round((y - STEEL_GRID.y0) / STEEL_GRID.step),
    ) as [number, number];
    // The frame's own bridge: its rows are grown again whatever is reused.
    const given = [rect(-3, -232, 3, -213)];
    const fresh = bridgeIslands(withText, STEEL_GRID, given, OPTIONS);
    const reused = bridgeIslands(withText, STEEL_GRID, given, OPTIONS, {
      grown: growRows(frame, STEEL_GRID, MIN_STEEL_WIDTH / 2),
      first,
      last,
    });
    expect(reused).toEqual(fresh);
    // The frame's inside hangs on its own bridge; the small ring's inside is bridged.
    expect(fresh).toMatchObject({ islandsFound: 1, loose: 0 });
    expect(fresh.bridges).toHaveLength(1);
  });
});
