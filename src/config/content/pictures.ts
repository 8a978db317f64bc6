/**
 * What a picture must be, by where it shows: the single source of the sizes
 * that the data files' comments, docs/owner/pictures.md, the picture check and
 * the browser editor's uploads all state.
 */
export type PictureShape = 'landscape' | 'square';

/** A picture's size in pixels. */
export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

export interface PictureRule {
  shape: PictureShape;
  minWidth: number;
  minHeight: number;
  /** Where the editor stores new uploads, from data/: images/venues */
  folder: string;
}

const LANDSCAPE = { shape: 'landscape', minWidth: 1600, minHeight: 1000 } as const;

export const PICTURE_RULES = {
  homeHero: { shape: 'landscape', minWidth: 1600, minHeight: 1200, folder: 'images/home' },
  home: { ...LANDSCAPE, folder: 'images/home' },
  service: { ...LANDSCAPE, folder: 'images/services' },
  venue: { ...LANDSCAPE, folder: 'images/venues' },
  catalogItem: { shape: 'square', minWidth: 1000, minHeight: 1000, folder: 'images/catalog' },
  // Landscape like the rest, so the gallery's tiles line up in even rows;
  // smaller, as a tile is at most a third of the page wide (twice that for
  // sharp screens).
  gallery: { shape: 'landscape', minWidth: 1200, minHeight: 800, folder: 'images/gallery' },
} satisfies Record<string, PictureRule>;

/** The file types the build turns into the site's AVIF and WebP sizes. */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export function sizeText(width: number, height: number): string {
  return `${width} × ${height} px`;
}

/** "a landscape picture of at least 1600 × 1000 px" */
export function pictureNeeded(rule: Omit<PictureRule, 'folder'>): string {
  return `a ${rule.shape} picture of at least ${sizeText(rule.minWidth, rule.minHeight)}`;
}

/** Square within 2 %: a photo cropped by hand is rarely exact to the pixel. */
function isSquare(width: number, height: number): boolean {
  return Math.abs(width - height) <= Math.max(width, height) * 0.02;
}

/**
 * What is wrong with a picture of this size for this place, in words an
 * owner can act on: an empty list when it fits. `width` and `height` are as
 * the picture is displayed (a phone photo's orientation flag applied).
 */
export function pictureSizeProblems(
  rule: Omit<PictureRule, 'folder'>,
  width: number,
  height: number,
): string[] {
  const size = sizeText(width, height);
  const needed = pictureNeeded(rule);
  const problems: string[] = [];
  if (width < rule.minWidth || height < rule.minHeight) {
    problems.push(
      `It is ${size}, smaller than the ${sizeText(rule.minWidth, rule.minHeight)} it needs. Use a larger original (${needed}).`,
    );
  }
  if (rule.shape === 'square' && !isSquare(width, height)) {
    problems.push(
      `It is ${size} but must be square. Crop it to a square of at least ${sizeText(rule.minWidth, rule.minHeight)}.`,
    );
  }
  if (rule.shape === 'landscape' && width <= height) {
    problems.push(`It is ${size}, taller than wide, but must be landscape. Use ${needed}.`);
  }
  return problems;
}
