// What the generator draws, apart from where it writes: which pictures a run draws, and each
// picture's SVG. Kept free of the file system so that the tests can draw every scene.

import { Canvas } from './lib/canvas';
import { scenes } from './scenes';
import type { Picture } from './site';

export interface DrawingPlan {
  /** The pictures to draw, one per file, in the data files' order. */
  readonly chosen: readonly Picture[];
  /** The chosen pictures that no scene draws. */
  readonly missing: readonly Picture[];
}

/** One entry per file: several entries may show the same picture. */
function uniqueByFile(pictures: readonly Picture[]): Picture[] {
  const seen = new Map<string, Picture>();
  for (const picture of pictures) if (!seen.has(picture.file)) seen.set(picture.file, picture);
  return [...seen.values()];
}

/** The pictures whose path contains one of `filters` (all of them when there is none). */
export function planDrawing(pictures: readonly Picture[], filters: readonly string[]): DrawingPlan {
  const chosen = uniqueByFile(pictures).filter(
    (picture) => filters.length === 0 || filters.some((word) => picture.file.includes(word)),
  );
  return { chosen, missing: chosen.filter((picture) => !scenes[picture.file]) };
}

/** The picture's illustration as SVG markup, or undefined when no scene draws it. */
export function drawSvg(picture: Pick<Picture, 'file' | 'width' | 'height'>): string | undefined {
  const scene = scenes[picture.file];
  if (!scene) return undefined;
  // Seeded by the file name: the same picture always gets the same scatter of stars and people.
  const canvas = new Canvas(picture.width, picture.height, picture.file);
  scene(canvas);
  return canvas.toSvg();
}
