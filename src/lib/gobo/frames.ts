/**
 * The optional frames and ornaments around a design, drawn as filled shapes
 * (never strokes): a vendor cuts or prints filled areas, and one fill keeps
 * a steel gobo's single colour honest. Coordinates are the artwork's:
 * a 1000 × 1000 square with the disc centred.
 */
import type { FrameId } from './design';

export const ARTWORK_SIZE = 1000;
export const CENTER = ARTWORK_SIZE / 2;
/** The image area of the disc; everything is clipped to it. */
export const DISC_RADIUS = 480;

/** How far from the centre the text or logo may reach with each frame. */
export const CONTENT_RADIUS: Record<FrameId, number> = {
  none: 455,
  ring: 415,
  'double-ring': 400,
  laurel: 375,
  stars: 405,
};

const round = (value: number) => Math.round(value * 10) / 10;

function point(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(CENTER + radius * Math.cos(radians)), round(CENTER + radius * Math.sin(radians))];
}

/** A full circle as a closed sub-path (two half arcs). */
export function circlePath(radius: number, cx = CENTER, cy = CENTER): string {
  const r = round(radius);
  return `M${round(cx - r)} ${round(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/** A ring between two radii: draw it with fill-rule evenodd. */
export function ringPath(outer: number, inner: number): string {
  return circlePath(outer) + circlePath(inner);
}

/** A band along an arc (the laurel's stems), from angle `from` to `to` in degrees. */
function arcBand(radius: number, width: number, from: number, to: number): string {
  const outer = radius + width / 2;
  const inner = radius - width / 2;
  const sweep = to > from ? 1 : 0;
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  const [ox1, oy1] = point(outer, from);
  const [ox2, oy2] = point(outer, to);
  const [ix2, iy2] = point(inner, to);
  const [ix1, iy1] = point(inner, from);
  return (
    `M${ox1} ${oy1}A${outer} ${outer} 0 ${large} ${sweep} ${ox2} ${oy2}` +
    `L${ix2} ${iy2}A${inner} ${inner} 0 ${large} ${1 - sweep} ${ix1} ${iy1}Z`
  );
}

/** A pointed leaf whose base is at (x, y), pointing at `degrees`. */
function leafPath(x: number, y: number, degrees: number, length: number, width: number): string {
  const along = (distance: number, side: number): string => {
    const radians = (degrees * Math.PI) / 180;
    const px = x + distance * Math.cos(radians) - side * Math.sin(radians);
    const py = y + distance * Math.sin(radians) + side * Math.cos(radians);
    return `${round(px)} ${round(py)}`;
  };
  const half = width / 2;
  return (
    `M${along(0, 0)}C${along(length * 0.3, -half)} ${along(length * 0.7, -half)} ${along(length, 0)}` +
    `C${along(length * 0.7, half)} ${along(length * 0.3, half)} ${along(0, 0)}Z`
  );
}

/** One branch of the wreath, growing from angle `from` to `to` (degrees, y pointing down). */
function laurelBranch(from: number, to: number): string {
  const radius = 430;
  const direction = Math.sign(to - from);
  const parts = [arcBand(radius, 7, from, to)];
  const steps = 10;
  for (let index = 1; index <= steps; index += 1) {
    const angle = from + ((to - from) * index) / (steps + 0.6);
    const [x, y] = point(radius, angle);
    const tangent = angle + direction * 90;
    const size = 56 - index * 1.6;
    parts.push(leafPath(x, y, tangent - direction * 32, size, size * 0.4));
    parts.push(leafPath(x, y, tangent + direction * 32, size, size * 0.4));
  }
  const [tipX, tipY] = point(radius, to);
  parts.push(leafPath(tipX, tipY, to + direction * 90, 40, 16));
  return parts.join('');
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const corners = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const radians = ((index * 36 - 90) * Math.PI) / 180;
    return `${round(cx + radius * Math.cos(radians))} ${round(cy + radius * Math.sin(radians))}`;
  });
  return `M${corners.join('L')}Z`;
}

const RING = { outer: 470, inner: 450 };
const DOUBLE_RING = { outer: 472, inner: 433 };

/**
 * On steel, a ring's inside would fall out: it hangs on four bridges at
 * the diagonals, evenly spaced and clear of where text sits (the double
 * ring's two bands share each bridge, one straight strip across both).
 * Returned as closed polygons [x0, y0, …] in artwork units, `width` wide.
 */
export function frameBridges(frame: FrameId, width: number): number[][] {
  const band = frame === 'ring' ? RING : frame === 'double-ring' ? DOUBLE_RING : null;
  if (!band) return [];
  // Into the steel on both sides, so no sliver of the cut is left at the joins.
  const tuck = width / 2;
  const from = band.inner - tuck;
  const to = band.outer + tuck;
  return [45, 135, 225, 315].map((degrees) => {
    const radians = (degrees * Math.PI) / 180;
    const [ux, uy] = [Math.cos(radians), Math.sin(radians)];
    const [vx, vy] = [(-uy * width) / 2, (ux * width) / 2];
    return [
      CENTER + from * ux + vx,
      CENTER + from * uy + vy,
      CENTER + to * ux + vx,
      CENTER + to * uy + vy,
      CENTER + to * ux - vx,
      CENTER + to * uy - vy,
      CENTER + from * ux - vx,
      CENTER + from * uy - vy,
    ];
  });
}

export interface FrameShape {
  d: string;
  fillRule: 'evenodd' | 'nonzero';
}

/** The frame's filled shapes, or none. */
export function frameShapes(frame: FrameId): FrameShape[] {
  switch (frame) {
    case 'none':
      return [];
    case 'ring':
      return [{ d: ringPath(RING.outer, RING.inner), fillRule: 'evenodd' }];
    case 'double-ring':
      return [
        { d: ringPath(DOUBLE_RING.outer, 456), fillRule: 'evenodd' },
        { d: ringPath(440, DOUBLE_RING.inner), fillRule: 'evenodd' },
      ];
    case 'laurel':
      return [
        { d: laurelBranch(100, 238), fillRule: 'nonzero' },
        { d: laurelBranch(80, -58), fillRule: 'nonzero' },
      ];
    case 'stars': {
      const count = 20;
      const stars = Array.from({ length: count }, (_, index) => {
        const [x, y] = point(450, (360 / count) * index - 90);
        return starPath(x, y, 15, 6.5);
      });
      return [{ d: stars.join(''), fillRule: 'nonzero' }];
    }
  }
}
