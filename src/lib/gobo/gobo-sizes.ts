/**
 * A steel gobo in real units. The artwork is one drawing, scaled by the
 * maker to the image area of the gobo size the projector takes, so every
 * limit below is named in millimetres on the gobo and turned into artwork
 * units for the smallest size we offer: what holds there holds on every
 * larger size.
 *
 * Sources:
 * - Sizes (outside diameter / image area), Rosco's figures as listed at
 *   https://stagelightingprimer.com/slfs-gobos.html ("Standard Sizes"):
 *   B 86 / 64.5 mm, the ellipsoidal spotlight's size (ETC Source Four);
 *   M 66 / 48 mm (ETC Source Four Junior). The same figures are in
 *   https://goboprojectorrental.com/2014/02/how-to-choose-gobo-size/.
 * - Custom steel gobos are laser-cut (Apollo Design moved all its gobo
 *   making from chemical etching to lasers in 2007–2010:
 *   https://www.apollodesign.net/blog/ch-10-the-one-where-gobos-go-green/).
 *   A cutting laser is focused to a spot of about 0.006–0.010 in
 *   (0.15–0.25 mm: https://lasernorth.com/lasercutting.html), so a cut
 *   narrower than 0.25 mm cannot be made reliably: that is our hairline
 *   threshold. A piece of steel narrower than the spot is burnt away by the
 *   cuts on either side of it: such steel holds nothing (MIN_STEEL_MM), and
 *   a bridge must be wider: 0.3 mm.
 */
import { DISC_RADIUS } from './frames';

export interface GoboSize {
  /** The maker's letter for the size. */
  name: string;
  outsideMm: number;
  /** The part of the disc the projector shows: the artwork's disc maps onto it. */
  imageMm: number;
}

export const GOBO_SIZES = {
  B: { name: 'B', outsideMm: 86, imageMm: 64.5 },
  M: { name: 'M', outsideMm: 66, imageMm: 48 },
} as const satisfies Record<string, GoboSize>;

/** The smallest size offered: every limit is held there. */
export const SMALLEST_SIZE: GoboSize = GOBO_SIZES.M;

/** The narrowest cut a laser makes reliably (the spot's 0.25 mm, see above). */
export const MIN_CUT_MM = 0.25;

/**
 * The narrowest steel that holds: a thinner neck between two cuts is burnt
 * through or snaps, so a piece hanging on one is an island (the spot's
 * 0.25 mm, see above).
 */
export const MIN_STEEL_MM = 0.25;

/** The width of a bridge on the smallest size (wider than the laser's spot). */
export const BRIDGE_MM = 0.3;

/** Artwork units per millimetre on a gobo of `size`. */
export function unitsPerMm(size: GoboSize): number {
  return (2 * DISC_RADIUS) / size.imageMm;
}

/** Millimetres on `size` of a length of artwork units. */
export function mmOn(size: GoboSize, units: number): number {
  return units / unitsPerMm(size);
}

/** A bridge's width in artwork units. */
export const BRIDGE_WIDTH = BRIDGE_MM * unitsPerMm(SMALLEST_SIZE);

/** The hairline threshold in artwork units. */
export const MIN_CUT_WIDTH = MIN_CUT_MM * unitsPerMm(SMALLEST_SIZE);

/** The narrowest steel that holds, in artwork units. */
export const MIN_STEEL_WIDTH = MIN_STEEL_MM * unitsPerMm(SMALLEST_SIZE);
