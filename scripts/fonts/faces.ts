/**
 * The two font files every page preloads (Latin Inter for text, Latin Sora
 * for headings), made smaller for the first paint: the same characters as
 * @fontsource's Latin files (the same unicode-range, so no text changes
 * face), with the weight axis cut to the weights the design uses.
 * `npm run fonts` writes them to src/styles/fonts/ from the npm packages.
 */
import path from 'node:path';

/** The weights of src/styles/global.css (--weight-regular … --weight-bold). */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** @fontsource's Latin subset, as in src/styles/fonts.css. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export interface PreloadedFace {
  /** The @fontsource file it is made from. */
  source: string;
  /** Where it is written, under the project's root. */
  output: string;
}

export const PRELOADED_FACES: readonly PreloadedFace[] = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: path.join('src', 'styles', 'fonts', 'inter-latin-wght-400-700.woff2'),
  },
  {
    source: '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
    output: path.join('src', 'styles', 'fonts', 'sora-latin-wght-400-700.woff2'),
  },
];

/** The @fontsource file a face is made from, in the project's node_modules. */
export function sourceFile(root: string, face: PreloadedFace): string {
  return path.join(root, 'node_modules', face.source);
}

/** Every character of a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
export function charactersOf(unicodeRange: string): string {
  let characters = '';
  for (const part of unicodeRange.split(',')) {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code += 1) {
      // Lone surrogates and controls cannot be glyphs; skipping them changes nothing.
      if (code >= 0x20) characters += String.fromCodePoint(code);
    }
  }
  return characters;
}
