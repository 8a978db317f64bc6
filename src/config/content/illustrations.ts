/**
 * The pictures the site ships are illustrations drawn from code
 * (packages/artwork), standing where the owner's photos belong. Each says so
 * in its own file: the drawing package writes a mark into the JPEG's Exif
 * data (the Software tag), which no camera or photo editor writes. So a
 * picture is known for an illustration by its bytes alone, whatever its name
 * or place, and a photo put in its place never is. Pure: the launch check
 * reads the files from disk, the browser editor through its backend.
 */

/** The Exif Software tag of every drawn illustration. */
export const ILLUSTRATION_SOFTWARE = '@site/artwork illustration';

/** How much of a file to read: the Exif segment comes first, well within it. */
export const ILLUSTRATION_MARK_BYTES = 64 * 1024;

const JPEG_START = [0xff, 0xd8];
const APP1 = 0xe1;
const START_OF_SCAN = 0xda;

function contains(bytes: Uint8Array, start: number, end: number, text: string): boolean {
  const wanted = Array.from(text, (character) => character.charCodeAt(0));
  const last = end - wanted.length;
  for (let index = start; index <= last; index += 1) {
    if (wanted.every((code, offset) => bytes[index + offset] === code)) return true;
  }
  return false;
}

/**
 * Whether a picture file (its first ILLUSTRATION_MARK_BYTES bytes are
 * enough) is a drawn illustration: a JPEG whose Exif segment carries the
 * mark, before its image data begins.
 */
export function isDrawnIllustration(bytes: Uint8Array): boolean {
  if (bytes[0] !== JPEG_START[0] || bytes[1] !== JPEG_START[1]) return false;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === START_OF_SCAN) return false;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const end = Math.min(offset + 2 + length, bytes.length);
    if (marker === APP1 && contains(bytes, offset + 4, end, ILLUSTRATION_SOFTWARE)) return true;
    offset += 2 + length;
  }
  return false;
}
