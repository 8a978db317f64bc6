import { EM_SIZE, outlineText } from '../../../src/lib/gobo/text-outline';
import { loadFace } from './support';

describe('outlineText', () => {
  const latin = loadFace('montserrat');
  const extended = loadFace('montserrat', 'latin-ext');

  it('turns text into path data with its ink box and advance', () => {
    const shape = outlineText('Ana', [latin]);
    expect(shape.d).toMatch(/^M[\d.-]+ [\d.-]+/);
    expect(shape.ink).not.toBeNull();
    expect(shape.ink!.y1).toBeLessThan(0); // above the baseline
    expect(shape.advance).toBeCloseTo(latin.getAdvanceWidth('Ana', EM_SIZE), 5);
    expect(shape.missing).toEqual([]);
  });

  it('draws Spanish and Italian accents from the Latin file alone', () => {
    expect(outlineText('Señora Niccolò & Zoë', [latin]).missing).toEqual([]);
  });

  it('takes characters the Latin file lacks from the extended file, in order', () => {
    const alone = outlineText('Łukasz', [latin]);
    expect(alone.missing).toEqual(['Ł']);

    const both = outlineText('Łukasz', [latin, extended]);
    expect(both.missing).toEqual([]);
    expect(both.advance).toBeGreaterThan(alone.advance);
    // "Ł" comes first, so the rest starts where it ends.
    expect(both.ink!.x1).toBeLessThan(alone.ink!.x1 + 1);
  });

  it('leaves out characters no file has and reports each once', () => {
    const shape = outlineText('a☃b☃', [latin, extended]);
    expect(shape.missing).toEqual(['☃']);
    expect(shape.advance).toBeCloseTo(outlineText('ab', [latin]).advance, 5);
  });

  it('gives spaces an advance but no ink', () => {
    const shape = outlineText('   ', [latin]);
    expect(shape.ink).toBeNull();
    expect(shape.advance).toBeGreaterThan(0);
  });
});
