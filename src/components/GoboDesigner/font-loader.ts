/**
 * Loads a face file once per page view: as outlines (opentype.js, for the
 * artwork) and as a browser font (for the typeface picker's samples).
 */
import { FONTS, type FontId } from '../../lib/gobo/design';
import type { OutlineFont } from '../../lib/gobo/text-outline';
import { FONT_FILES, type FontSubset } from './font-files';

const outlineCache = new Map<string, Promise<OutlineFont>>();

async function fetchFontFile(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

/** The outlines of one face file (the reader itself is fetched on first use). */
export function loadOutlineFont(font: FontId, subset: FontSubset): Promise<OutlineFont> {
  const key = `${font}:${subset}`;
  let pending = outlineCache.get(key);
  if (!pending) {
    pending = Promise.all([import('opentype.js'), fetchFontFile(FONT_FILES[font][subset])]).then(
      ([opentype, buffer]) => opentype.parse(buffer),
    );
    // A failed download may be retried on the next choice of this face.
    pending.catch(() => outlineCache.delete(key));
    outlineCache.set(key, pending);
  }
  return pending;
}

/** The CSS family name under which a face's sample is shown. */
export function sampleFamily(font: FontId): string {
  return `Gobo ${FONTS[font].name}`;
}

const registered = new Set<FontId>();

/** Makes the face available to CSS for the picker's samples (same file, so no second download). */
export function registerSampleFont(font: FontId): void {
  if (registered.has(font) || typeof FontFace === 'undefined') return;
  registered.add(font);
  const face = new FontFace(sampleFamily(font), `url(${FONT_FILES[font].latin}) format('woff')`, {
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch(() => {
    // The sample falls back to the page's own font; the designer still works.
  });
}
