// Light beams in haze (gradient polygons, softened by blur) and the fixtures that throw them.

import type { Canvas } from '../lib/canvas';
import { circle, el, group, polygon, rect, screen, type Point } from '../lib/svg';
import { glow } from './glow';

export interface BeamOptions {
  readonly from: Point;
  readonly to: Point;
  readonly color: string;
  /** Width where the beam leaves the lens. */
  readonly startWidth?: number;
  /** Width at `to`. */
  readonly endWidth?: number;
  readonly intensity?: number;
  /** Blur of the edges, in pixels. */
  readonly softness?: number;
  /** Brighter, narrower core inside the beam. */
  readonly core?: boolean;
}

function beamPolygon(from: Point, to: Point, startWidth: number, endWidth: number): Point[] {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  const px = -dy / length;
  const py = dx / length;
  return [
    [from[0] + (px * startWidth) / 2, from[1] + (py * startWidth) / 2],
    [to[0] + (px * endWidth) / 2, to[1] + (py * endWidth) / 2],
    [to[0] - (px * endWidth) / 2, to[1] - (py * endWidth) / 2],
    [from[0] - (px * startWidth) / 2, from[1] - (py * startWidth) / 2],
  ];
}

/** One beam: bright at the lens, fading along its length. Drawn with screen blending. */
export function beam(c: Canvas, options: BeamOptions): string {
  const {
    from,
    to,
    color,
    startWidth = 10,
    endWidth = 120,
    intensity = 0.7,
    softness = 6,
    core = true,
  } = options;
  const fill = c.linear(from, to, [
    { offset: 0, color, opacity: intensity },
    { offset: 0.35, color, opacity: intensity * 0.55 },
    { offset: 0.75, color, opacity: intensity * 0.2 },
    { offset: 1, color, opacity: 0 },
  ]);
  const coreFill = c.linear(from, to, [
    { offset: 0, color: '#ffffff', opacity: intensity * 0.8 },
    { offset: 0.3, color, opacity: intensity * 0.4 },
    { offset: 0.8, color, opacity: 0 },
  ]);
  return screen(
    polygon(beamPolygon(from, to, startWidth, endWidth), { fill, filter: c.blur(softness) }),
    core
      ? polygon(beamPolygon(from, to, startWidth * 0.45, endWidth * 0.3), {
          fill: coreFill,
          filter: c.blur(softness * 0.6),
        })
      : '',
  );
}

export interface FixtureOptions {
  readonly at: Point;
  /** Direction the head points to, in degrees: 0 = straight down, positive = to the right. */
  readonly aim: number;
  readonly size: number;
  readonly color: string;
  /** Hanging from a truss (yoke above) or standing on the floor (base below). */
  readonly hanging?: boolean;
}

/** A moving-head fixture: yoke, head and a glowing lens. */
export function movingHead(c: Canvas, options: FixtureOptions): string {
  const { at, aim, size: s, color, hanging = true } = options;
  const [x, y] = at;
  const flip = hanging ? 1 : -1;
  const base = rect(x - s * 0.55, y - flip * s * 0.95 - s * 0.12, s * 1.1, s * 0.24, {
    rx: s * 0.06,
    fill: '#1c1a26',
  });
  const yoke = el('path', {
    d: `M${x - s * 0.62},${y - flip * s * 0.85} L${x - s * 0.62},${y} M${x + s * 0.62},${
      y - flip * s * 0.85
    } L${x + s * 0.62},${y}`,
    stroke: '#2b2838',
    'stroke-width': s * 0.18,
    'stroke-linecap': 'round',
  });
  // The head rotates so its lens faces the beam: "down" for hanging fixtures, "up" for floor ones.
  const headRotation = hanging ? -aim : 180 + aim;
  const head = group(
    { transform: `rotate(${headRotation} ${x} ${y})` },
    rect(x - s * 0.5, y - s * 0.45, s, s * 0.95, { rx: s * 0.22, fill: '#221f2e' }),
    rect(x - s * 0.5, y - s * 0.45, s, s * 0.2, { rx: s * 0.1, fill: '#34304a' }),
    circle(x, y + s * 0.5, s * 0.34, { fill: color }),
    circle(x, y + s * 0.5, s * 0.2, { fill: '#ffffff' }),
  );
  const lensAt = lensPoint(options);
  return group({}, base, yoke, head, screen(glow(c, lensAt, s * 1.4, s * 1.4, color, 0.8)));
}

/** Where the lens of a fixture is, to start its beam there. */
export function lensPoint(options: FixtureOptions): Point {
  const { at, aim, size, hanging = true } = options;
  const radians = (aim * Math.PI) / 180;
  const direction = hanging ? 1 : -1;
  return [
    at[0] + Math.sin(radians) * size * 0.5,
    at[1] + direction * Math.cos(radians) * size * 0.5,
  ];
}

/** Point at `length` from a fixture along its aim. */
export function alongAim(options: FixtureOptions, length: number): Point {
  const radians = (options.aim * Math.PI) / 180;
  const direction = options.hanging === false ? -1 : 1;
  const [x, y] = lensPoint(options);
  return [x + Math.sin(radians) * length, y + direction * Math.cos(radians) * length];
}

/** Uplight: a wash of colour rising up a wall from a small can on the floor. */
export function uplightWash(
  c: Canvas,
  base: Point,
  width: number,
  height: number,
  color: string,
  intensity = 0.6,
): string {
  const [x, y] = base;
  return screen(
    glow(c, [x, y - height * 0.35], width * 0.5, height * 0.75, color, intensity),
    glow(c, [x, y - height * 0.08], width * 0.28, height * 0.25, color, intensity),
    glow(c, [x, y], width * 0.09, width * 0.06, '#ffffff', intensity),
  );
}
