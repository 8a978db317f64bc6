/**
 * @jest-environment node
 *
 * The two preloaded font files (src/styles/fonts/, written by `npm run
 * fonts`): smaller than the @fontsource files they come from, with every
 * character those have in the Latin range, the weight axis the design uses,
 * and declared so in fonts.css. A file that is missing or out of date fails
 * here with the command that fixes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';
import {
  charactersOf,
  LATIN_UNICODE_RANGE,
  PRELOADED_FACES,
  sourceFile,
  WEIGHT_RANGE,
} from '../../../scripts/fonts/faces';

const ROOT = path.join(__dirname, '..', '..', '..');
const FIX = 'Run `npm run fonts` to write it again.';

/** The font as OpenType tables (the woff2 decoded, every glyph kept). */
async function parse(file: Buffer, characters: string): Promise<opentype.Font> {
  const sfnt = await subsetFont(file, characters, { targetFormat: 'sfnt' });
  return opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
}

function covered(font: opentype.Font, characters: string): string[] {
  return [...characters].filter((character) => font.charToGlyphIndex(character) > 0);
}

interface Axis {
  tag: string;
  minValue: number;
  maxValue: number;
}

describe.each(PRELOADED_FACES.map((face) => [face.output, face] as const))('%s', (_name, face) => {
  const output = path.join(ROOT, face.output);
  const characters = charactersOf(LATIN_UNICODE_RANGE);

  it('exists as a WOFF2 file smaller than its source', () => {
    expect(fs.existsSync(output) ? '' : `${face.output} is missing. ${FIX}`).toBe('');
    const file = fs.readFileSync(output);
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(fs.statSync(sourceFile(ROOT, face)).size);
  });

  it('has every Latin character of its source, and the design’s weight axis', async () => {
    const ours = await parse(fs.readFileSync(output), characters);
    const source = await parse(fs.readFileSync(sourceFile(ROOT, face)), characters);
    const missing = covered(source, characters).filter((c) => ours.charToGlyphIndex(c) === 0);
    expect(missing).toEqual([]);
    const axes = (ours.tables.fvar as { axes: Axis[] } | undefined)?.axes ?? [];
    const weight = axes.find((axis) => axis.tag === 'wght');
    expect(weight && [weight.minValue, weight.maxValue]).toEqual([
      WEIGHT_RANGE.min,
      WEIGHT_RANGE.max,
    ]);
  });

  it('is declared in fonts.css with that weight range and the Latin unicode-range', () => {
    const css = fs.readFileSync(path.join(ROOT, 'src', 'styles', 'fonts.css'), 'utf8');
    const fileName = path.basename(face.output);
    const rule = css.split('@font-face').find((block) => block.includes(fileName));
    expect(rule).toBeDefined();
    expect(rule).toContain(`font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`);
    const range = /unicode-range:([^;]+);/
      .exec(rule ?? '')?.[1]
      ?.replace(/\s+/g, ' ')
      .trim();
    expect(range).toBe(LATIN_UNICODE_RANGE);
  });
});
