/**
 * Real faces for the gobo tests: the same WOFF files the designer fetches,
 * parsed by the same opentype.js, so outlines and fitting are tested on
 * true glyphs rather than on a stub.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';
import {
  DEFAULT_DESIGN,
  type FontId,
  type GoboDesign,
  type GoboTexts,
} from '../../../src/lib/gobo/design';
import { exampleDate } from '../../../src/lib/gobo/example-date';
import { translateFromNodes } from '../../../src/i18n/translator';
import type { Translate } from '../../../src/i18n/translate';
import {
  outlineText,
  type OutlineFont,
  type TextOutline,
} from '../../../src/lib/gobo/text-outline';

// Not from tests/support/site: that module loads `yaml`, whose browser build jsdom picks.
const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');
const LOCALES_DIR = path.join(ROOT_DIR, 'src', 'locales');

const cache = new Map<string, OutlineFont>();

export function loadFace(font: FontId, subset: 'latin' | 'latin-ext' = 'latin'): OutlineFont {
  const key = `${font}:${subset}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const file = path.join(
    ROOT_DIR,
    'node_modules',
    '@fontsource',
    font,
    'files',
    `${font}-${subset}-400-normal.woff`,
  );
  const bytes = fs.readFileSync(file);
  const face = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  cache.set(key, face);
  return face;
}

/** The outline function the designer passes to buildArtwork, for one face. */
export function outlinerFor(font: FontId = DEFAULT_DESIGN.font): (text: string) => TextOutline {
  const faces = [loadFace(font), loadFace(font, 'latin-ext')];
  return (text) => outlineText(text, faces);
}

/**
 * The English example texts the designer starts with: the translations'
 * examples, and the example date as Intl writes it (it is not a translation).
 */
export const EXAMPLE_TEXTS: GoboTexts = {
  ...(
    JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'en', 'gobo-designer.json'), 'utf8')) as {
      examples: Omit<GoboTexts, 'date'>;
    }
  ).examples,
  date: exampleDate('en-US'),
};

/** The designer's first design (English examples), with `overrides`. */
export function design(overrides: Partial<GoboDesign> = {}): GoboDesign {
  return {
    ...DEFAULT_DESIGN,
    ...overrides,
    texts: { ...EXAMPLE_TEXTS, ...overrides.texts },
  };
}

/** The designer's translations in a language, with the English fallback the site uses. */
export function translatorFor(language: string): Translate {
  const nodes = [...new Set([language, 'en'])].map((code) => ({
    ns: 'gobo-designer',
    language: code,
    data: fs.readFileSync(path.join(LOCALES_DIR, code, 'gobo-designer.json'), 'utf8'),
  }));
  return translateFromNodes(nodes, language, 'en');
}
