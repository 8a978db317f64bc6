// What the generator draws, apart from where it writes: which pictures a run draws, and each
// picture's SVG. Kept free of the file system so that the tests can draw every scene.

import { Canvas } from './lib/canvas';
import { scenes } from './scenes';
import type { Picture } from './site';

/**
 * The illustrations are placeholders: a picture the data names without a
 * scene (a real photo, or a picture added since, such as a new service's)
 * is left as it is, and a scene whose picture the data no longer names is
 * simply not drawn. Neither is a mistake.
 */
export interface DrawingPlan {
  /** The pictures to draw, one per file, in the data files' order: chosen, with a scene. */
  readonly drawn: readonly Picture[];
  /** The chosen pictures that no scene draws: their files are left as they are. */
  readonly withoutScene: readonly Picture[];
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
  return {
    drawn: chosen.filter((picture) => scenes[picture.file]),
    withoutScene: chosen.filter((picture) => !scenes[picture.file]),
  };
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
