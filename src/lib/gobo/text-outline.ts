/**
 * Typed text as vector outlines. Vendors cut and print gobos from vectors,
 * so the artwork never contains live text in a font the vendor may not
 * have: each run of characters becomes the glyph outlines of the face that
 * holds it (a face ships as several files, one per group of alphabets).
 */

/** What the layout needs of a parsed font (opentype.js's Font has it). */
export interface OutlineFont {
  unitsPerEm: number;
  charToGlyphIndex(char: string): number;
  getPath(
    text: string,
    x: number,
    y: number,
    fontSize: number,
  ): {
    toPathData(decimalPlaces?: number): string;
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  };
  getAdvanceWidth(text: string, fontSize: number): number;
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A line of text set at EM_SIZE with its baseline at y = 0, starting at x = 0. */
export interface TextOutline {
  /** SVG path data; empty when nothing could be drawn. */
  d: string;
  /** The ink's extent (y grows downwards), or null for no ink (spaces only). */
  ink: Box | null;
  /** Where the next character would start. */
  advance: number;
  /** Characters that none of the faces' files contain (left out). */
  missing: string[];
}

/** Outlines are made at this size; the artwork scales them with a transform. */
export const EM_SIZE = 1000;

/** One decimal at 1000 units per em is far below what a gobo can resolve. */
const DECIMALS = 1;

interface Run {
  font: OutlineFont;
  text: string;
}

/** Consecutive characters drawn from the same face file. */
function runsOf(text: string, fonts: readonly OutlineFont[]): { runs: Run[]; missing: string[] } {
  const runs: Run[] = [];
  const missing: string[] = [];
  for (const char of Array.from(text)) {
    const font = fonts.find((candidate) => candidate.charToGlyphIndex(char) > 0);
    if (!font) {
      if (!missing.includes(char)) missing.push(char);
      continue;
    }
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return { runs, missing };
}

function isUsableBox(box: Box): boolean {
  return [box.x1, box.y1, box.x2, box.y2].every(Number.isFinite) && box.x2 > box.x1;
}

export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b;
  if (!b) return a;
  return {
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
    x2: Math.max(a.x2, b.x2),
    y2: Math.max(a.y2, b.y2),
  };
}

/** `text` in the first of `fonts` that has each character (kerning within each run). */
export function outlineText(text: string, fonts: readonly OutlineFont[]): TextOutline {
  const { runs, missing } = runsOf(text, fonts);
  let advance = 0;
  let ink: Box | null = null;
  const parts: string[] = [];
  for (const run of runs) {
    const path = run.font.getPath(run.text, advance, 0, EM_SIZE);
    const data = path.toPathData(DECIMALS);
    if (data !== '') parts.push(data);
    const box = path.getBoundingBox();
    if (isUsableBox(box)) ink = unionBox(ink, box);
    advance += run.font.getAdvanceWidth(run.text, EM_SIZE);
  }
  return { d: parts.join(''), ink, advance, missing };
}
