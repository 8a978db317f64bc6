/**
 * SVG path data as polygons: the artwork's outlines (opentype.js glyphs,
 * the frames' arcs, the plaque's rounded corners) flattened into straight
 * edges, so the steel check can tell which parts of a gobo are cut.
 * Curves are split finely enough that no point strays more than a small
 * fraction of the narrowest cut a gobo can hold from the true curve.
 */

/** A closed ring of points, flat: x0, y0, x1, y1, … (the last joins the first). */
export type Ring = number[];

/** An affine map [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f (SVG's matrix). */
export type Affine = readonly [number, number, number, number, number, number];

export const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: applying the result is applying inner, then outer. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

export const translation = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
export const scaling = (s: number): Affine => [s, 0, 0, s, 0, 0];
export function rotation(degrees: number): Affine {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, 0, 0];
}

/** Curves are cut into pieces of at most this many path units (before the map). */
const STEPS_PER_CURVE = { min: 2, max: 48 };

function curveSteps(length: number, tolerance: number): number {
  const steps = Math.ceil(Math.sqrt(length / tolerance));
  return Math.min(STEPS_PER_CURVE.max, Math.max(STEPS_PER_CURVE.min, steps));
}

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/g;

interface Command {
  letter: string;
  args: number[];
}

function parse(d: string): Command[] {
  const commands: Command[] = [];
  const letters = [...d.matchAll(COMMAND)];
  letters.forEach((match, index) => {
    const start = (match.index ?? 0) + 1;
    const end = letters[index + 1]?.index ?? d.length;
    const args = (d.slice(start, end).match(NUMBER) ?? []).map(Number);
    commands.push({ letter: match[0], args });
  });
  return commands;
}

/** Points on an SVG arc (endpoint form, spec F.6.5), the start point excluded. */
function arcPoints(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
  tolerance: number,
): number[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [x2, y2];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const denominator = rx * rx * yp * yp + ry * ry * xp * xp;
  const root = Math.sqrt(Math.max(0, numerator / denominator)) * (large === sweep ? -1 : 1);
  const cxp = (root * rx * yp) / ry;
  const cyp = (-root * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta = vectorAngle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = vectorAngle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  // Chord error of a step of angle a on radius r is r (1 - cos(a / 2)).
  const radius = Math.max(rx, ry);
  const stepAngle = 2 * Math.acos(Math.max(-1, 1 - tolerance / radius));
  const steps = Math.max(2, Math.min(720, Math.ceil(Math.abs(delta) / stepAngle)));
  const points: number[] = [];
  for (let index = 1; index <= steps; index += 1) {
    const t = theta + (delta * index) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    points.push(cos * ex - sin * ey + cx, sin * ex + cos * ey + cy);
  }
  points[points.length - 2] = x2;
  points[points.length - 1] = y2;
  return points;
}

/**
 * The closed rings of a path, mapped by `map`. `tolerance` is in the
 * path's own units: how far a flattened curve may stray from the true one.
 */
export function pathRings(d: string, map: Affine = IDENTITY, tolerance = 0.5): Ring[] {
  const rings: Ring[] = [];
  let ring: number[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for the smooth curves (S, T).
  let controlX = 0;
  let controlY = 0;
  let previous = '';

  const close = () => {
    if (ring.length >= 6) rings.push(ring);
    ring = [];
  };
  const lineTo = (nx: number, ny: number) => {
    ring.push(nx, ny);
    x = nx;
    y = ny;
  };
  const cubic = (c1x: number, c1y: number, c2x: number, c2y: number, ex: number, ey: number) => {
    const length =
      Math.hypot(c1x - x, c1y - y) +
      Math.hypot(c2x - c1x, c2y - c1y) +
      Math.hypot(ex - c2x, ey - c2y);
    const steps = curveSteps(length, tolerance);
    const [sx, sy] = [x, y];
    for (let index = 1; index <= steps; index += 1) {
      const t = index / steps;
      const u = 1 - t;
      ring.push(
        u * u * u * sx + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex,
        u * u * u * sy + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey,
      );
    }
    x = ex;
    y = ey;
    controlX = c2x;
    controlY = c2y;
  };
  const quadratic = (qx: number, qy: number, ex: number, ey: number) => {
    const length = Math.hypot(qx - x, qy - y) + Math.hypot(ex - qx, ey - qy);
    const steps = curveSteps(length, tolerance);
    const [sx, sy] = [x, y];
    for (let index = 1; index <= steps; index += 1) {
      const t = index / steps;
      const u = 1 - t;
      ring.push(u * u * sx + 2 * u * t * qx + t * t * ex, u * u * sy + 2 * u * t * qy + t * t * ey);
    }
    x = ex;
    y = ey;
    controlX = qx;
    controlY = qy;
  };

  for (const { letter, args } of parse(d)) {
    const relative = letter === letter.toLowerCase();
    const kind = letter.toUpperCase();
    const ox = () => (relative ? x : 0);
    const oy = () => (relative ? y : 0);
    let index = 0;
    const take = (count: number) => {
      const values = args.slice(index, index + count);
      index += count;
      return values.length === count ? values : null;
    };
    do {
      switch (kind) {
        case 'M': {
          const point = take(2);
          if (!point) break;
          close();
          const [px = 0, py = 0] = point;
          x = px + ox();
          y = py + oy();
          startX = x;
          startY = y;
          ring.push(x, y);
          // Further pairs after a move are lines.
          for (let pair = take(2); pair; pair = take(2)) {
            lineTo((pair[0] ?? 0) + ox(), (pair[1] ?? 0) + oy());
          }
          break;
        }
        case 'L': {
          const point = take(2);
          if (point) lineTo((point[0] ?? 0) + ox(), (point[1] ?? 0) + oy());
          break;
        }
        case 'H': {
          const value = take(1);
          if (value) lineTo((value[0] ?? 0) + ox(), y);
          break;
        }
        case 'V': {
          const value = take(1);
          if (value) lineTo(x, (value[0] ?? 0) + oy());
          break;
        }
        case 'C': {
          const v = take(6);
          if (v) {
            const [a = 0, b = 0, c = 0, e = 0, g = 0, h = 0] = v;
            cubic(a + ox(), b + oy(), c + ox(), e + oy(), g + ox(), h + oy());
          }
          break;
        }
        case 'S': {
          const v = take(4);
          if (v) {
            const smooth = previous === 'C' || previous === 'S';
            const [c = 0, e = 0, g = 0, h = 0] = v;
            cubic(
              smooth ? 2 * x - controlX : x,
              smooth ? 2 * y - controlY : y,
              c + ox(),
              e + oy(),
              g + ox(),
              h + oy(),
            );
          }
          break;
        }
        case 'Q': {
          const v = take(4);
          if (v) {
            const [a = 0, b = 0, c = 0, e = 0] = v;
            quadratic(a + ox(), b + oy(), c + ox(), e + oy());
          }
          break;
        }
        case 'T': {
          const v = take(2);
          if (v) {
            const smooth = previous === 'Q' || previous === 'T';
            const [c = 0, e = 0] = v;
            quadratic(
              smooth ? 2 * x - controlX : x,
              smooth ? 2 * y - controlY : y,
              c + ox(),
              e + oy(),
            );
          }
          break;
        }
        case 'A': {
          const v = take(7);
          if (v) {
            const [rx = 0, ry = 0, angle = 0, large = 0, sweep = 0, ex = 0, ey = 0] = v;
            const endX = ex + ox();
            const endY = ey + oy();
            ring.push(
              ...arcPoints(x, y, rx, ry, angle, large !== 0, sweep !== 0, endX, endY, tolerance),
            );
            x = endX;
            y = endY;
          }
          break;
        }
        case 'Z':
          close();
          x = startX;
          y = startY;
          break;
      }
      previous = kind;
    } while (index < args.length && kind !== 'Z' && kind !== 'M');
  }
  close();
  return map === IDENTITY ? rings : rings.map((points) => mapRing(points, map));
}

export function mapRing(points: Ring, map: Affine): Ring {
  const [a, b, c, d, e, f] = map;
  const out = new Array<number>(points.length);
  for (let index = 0; index < points.length; index += 2) {
    const px = points[index] ?? 0;
    const py = points[index + 1] ?? 0;
    out[index] = a * px + c * py + e;
    out[index + 1] = b * px + d * py + f;
  }
  return out;
}
