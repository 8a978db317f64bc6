/**
 * Steel gobos on real outlines: a letter with a counter gets a bridge,
 * one without gets none; a script letter's loop hangs on its own bridge;
 * a ring and a plaque hang on several bridges, evenly spaced; glass gets
 * none; hairlines are found where a face's strokes are finer than a laser
 * cuts, and not in a bold face. And the model underneath, on plain shapes:
 * steel thinner than holds joins nothing, steel too thin to hold anywhere
 * is drawn as light, and the check finds nothing left loose.
 */
import { buildArtwork } from '../../../src/lib/gobo/artwork';
import { CENTER } from '../../../src/lib/gobo/frames';
import { BRIDGE_MM, BRIDGE_WIDTH, GOBO_SIZES, mmOn } from '../../../src/lib/gobo/gobo-sizes';
import { findHairlines, forgetSteelCaches, planSteel } from '../../../src/lib/gobo/steel';
import type { GoboDesign } from '../../../src/lib/gobo/design';
import { design, outlinerFor } from './support';

function plan(overrides: Partial<GoboDesign>) {
  const steelDesign = design({ frame: 'none', material: 'steel', ...overrides });
  return planSteel({
    design: steelDesign,
    outline: outlinerFor(steelDesign.font),
    idPrefix: 'test',
  });
}

const monogram = (letter: string, font: GoboDesign['font'] = 'montserrat') =>
  plan({ template: 'monogram', font, texts: { initialA: letter, initialB: '' } as never });

/** A bridge polygon's centre and its angle from the disc's centre, in degrees. */
function centreOf(points: readonly number[]) {
  let x = 0;
  let y = 0;
  for (let index = 0; index < points.length; index += 2) {
    x += points[index] ?? 0;
    y += points[index + 1] ?? 0;
  }
  const count = points.length / 2;
  x /= count;
  y /= count;
  return { x, y, angle: (Math.atan2(y - CENTER, x - CENTER) * 180) / Math.PI };
}

describe('planSteel', () => {
  it('names the bridge in real units: 0.3 mm on an M-size gobo, 0.4 mm on a B-size', () => {
    expect(mmOn(GOBO_SIZES.M, BRIDGE_WIDTH)).toBeCloseTo(BRIDGE_MM, 5);
    expect(mmOn(GOBO_SIZES.B, BRIDGE_WIDTH)).toBeCloseTo((BRIDGE_MM * 64.5) / 48, 5);
  });

  it.each(['montserrat', 'playfair-display', 'bebas-neue', 'cinzel'] as const)(
    'gives the O one bridge (%s), upright across its stroke',
    (font) => {
      const result = monogram('O', font);
      expect(result.islandsFound).toBe(1);
      expect(result.loose).toBe(0);
      expect(result.bridges).toHaveLength(1);
      const [bridge] = result.bridges;
      // Upright (monogram not rotated): its height is its length, its width the bridge's.
      const xs = (bridge ?? []).filter((_, index) => index % 2 === 0);
      expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(BRIDGE_WIDTH, 3);
    },
  );

  it('gives the I no bridge', () => {
    const result = monogram('I');
    expect(result).toEqual({ bridges: [], lost: [], islandsFound: 0, loose: 0 });
  });

  it.each(['great-vibes', 'parisienne'] as const)(
    'holds every loop of a script face’s letters (%s): no island is left loose',
    (font) => {
      for (const letter of ['O', 'A', 'Q', 'B', 'g', '&']) {
        const result = monogram(letter, font);
        expect(result.loose).toBe(0);
        expect(result.bridges.length).toBeGreaterThanOrEqual(result.islandsFound);
      }
    },
  );

  it('hangs the loop inside Great Vibes’ O as well as its counter', () => {
    const result = monogram('O', 'great-vibes');
    expect(result.islandsFound).toBeGreaterThanOrEqual(2);
    expect(result.loose).toBe(0);
    expect(result.bridges).toHaveLength(result.islandsFound);
  });

  it('gives the B a bridge for each of its two counters', () => {
    const result = monogram('B');
    expect(result.islandsFound).toBe(2);
    expect(result.bridges).toHaveLength(2);
    expect(result.loose).toBe(0);
  });

  it('hangs a ring on four bridges at the diagonals, and keeps them there when the text turns', () => {
    for (const rotation of [0, -30]) {
      const result = plan({
        template: 'monogram',
        frame: 'ring',
        font: 'montserrat',
        rotation,
        texts: { initialA: 'I', initialB: '' } as never,
      });
      expect(result.bridges).toHaveLength(4);
      const angles = result.bridges.map((bridge) => centreOf(bridge).angle).sort((a, b) => a - b);
      expect(angles.map((angle) => Math.round(angle))).toEqual([-135, -45, 45, 135]);
    }
  });

  it('hangs a double ring on the same four bridges, each across both bands', () => {
    const result = plan({
      template: 'monogram',
      frame: 'double-ring',
      font: 'montserrat',
      texts: { initialA: 'I', initialB: '' } as never,
    });
    expect(result.bridges).toHaveLength(4);
  });

  it('hangs a plaque on bridges through both borders: each end, and top and bottom in line', () => {
    const result = plan({
      template: 'framed-line',
      font: 'bebas-neue',
      texts: { line: 'HI' } as never,
    });
    expect(result.loose).toBe(0);
    // No counter in H or I: all bridges are the plaque's.
    const centres = result.bridges.map(centreOf);
    expect(centres.length).toBeGreaterThanOrEqual(4);
    const ends = centres.filter((centre) => Math.abs(centre.y - CENTER) < 1);
    expect(ends).toHaveLength(2);
    expect(ends[0]!.x + ends[1]!.x).toBeCloseTo(2 * CENTER, 0);
    const sides = centres.filter((centre) => Math.abs(centre.y - CENTER) >= 1);
    const tops = sides.filter((centre) => centre.y < CENTER).map((centre) => Math.round(centre.x));
    const bottoms = sides
      .filter((centre) => centre.y > CENTER)
      .map((centre) => Math.round(centre.x));
    expect(tops.sort()).toEqual(bottoms.sort());
  });

  it('gives a long plaque more bridges along its sides, evenly spaced', () => {
    const short = plan({
      template: 'framed-line',
      font: 'bebas-neue',
      texts: { line: 'HI' } as never,
    });
    const long = plan({
      template: 'framed-line',
      font: 'bebas-neue',
      texts: { line: 'HILL ILL HILL ILL HILL ILL HI' } as never,
    });
    expect(long.bridges.length).toBeGreaterThan(short.bridges.length);
    const tops = long.bridges
      .map(centreOf)
      .filter((centre) => centre.y < CENTER - 1)
      .map((centre) => centre.x)
      .sort((a, b) => a - b);
    const gaps = tops.slice(1).map((x, index) => x - (tops[index] ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] ?? 0, 0);
  });

  it('draws the bridges into the steel artwork only', () => {
    const input = {
      outline: outlinerFor('montserrat'),
      idPrefix: 'test',
      title: 'O',
      variant: 'artwork' as const,
    };
    const texts = { initialA: 'O', initialB: '' } as never;
    const steel = buildArtwork({
      ...input,
      design: design({ template: 'monogram', texts, material: 'steel' }),
    });
    const glass = buildArtwork({
      ...input,
      design: design({ template: 'monogram', texts, material: 'glass' }),
    });
    const clipOf = (root: typeof steel.root) => JSON.stringify(root).includes('test-bridges');
    expect(clipOf(steel.root)).toBe(true);
    expect(clipOf(glass.root)).toBe(false);
    expect(glass.steel).toBeUndefined();
  });
});

describe('planSteel while the visitor edits', () => {
  it('plans each edit as it would from scratch, though it reuses the rows and joins it kept', () => {
    const typed = 'Happy Anniversary BOOKED';
    const line = (text: string, more: Partial<GoboDesign> = {}) =>
      design({
        template: 'framed-line',
        frame: 'laurel',
        font: 'great-vibes',
        material: 'steel',
        texts: { line: text } as never,
        ...more,
      });
    const edits = [
      ...[...typed].map((_, index) => line(typed.slice(0, index + 1))),
      line('Happy Anniv'),
      line('Happy Anniv', { rotation: 30 }),
      line('Happy Anniv', { frame: 'ring' }),
      line('BOOKED', { frame: 'ring', font: 'montserrat' }),
      line('BOOKED OOO', { frame: 'ring', font: 'montserrat' }),
      design({ template: 'monogram', frame: 'double-ring', material: 'steel' }),
    ];
    const planned = (steelDesign: GoboDesign) =>
      planSteel({ design: steelDesign, outline: outlinerFor(steelDesign.font), idPrefix: 'test' });
    forgetSteelCaches();
    const reusing = edits.map(planned);
    const fromScratch = edits.map((steelDesign) => {
      forgetSteelCaches();
      return planned(steelDesign);
    });
    // The edits do change the plan: the comparison is not of one plan with itself.
    expect(new Set(reusing.map((plan) => plan.bridges.length)).size).toBeGreaterThan(4);
    reusing.forEach((plan, index) => expect(plan).toEqual(fromScratch[index]));
  });
});

describe('findHairlines', () => {
  const hairlines = (font: GoboDesign['font'], line: string) => {
    const steelDesign = design({
      template: 'framed-line',
      frame: 'none',
      material: 'steel',
      font,
      texts: { line } as never,
    });
    return findHairlines({ design: steelDesign, outline: outlinerFor(font), idPrefix: 'test' });
  };

  it('finds the script face’s hairlines in a long line', () => {
    expect(hairlines('great-vibes', 'Happy Anniversary Rosa & Tom').length).toBeGreaterThan(0);
  });

  it('finds none in a bold sans face set large', () => {
    expect(hairlines('bebas-neue', 'HELLO')).toEqual([]);
  });
});
