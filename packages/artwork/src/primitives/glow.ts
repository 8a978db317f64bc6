// Soft light: glows around lamps, pools of light, haze bands and blurred "bloom" copies.

import type { Canvas } from '../lib/canvas';
import { ellipse, el, rect, screen, type Point } from '../lib/svg';

/** An elliptic glow that fades to nothing at its edge. */
export function glow(
  c: Canvas,
  [cx, cy]: Point,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
): string {
  const fill = c.radialBox([
    { offset: 0, color, opacity },
    { offset: 0.25, color, opacity: opacity * 0.55 },
    { offset: 0.6, color, opacity: opacity * 0.16 },
    { offset: 1, color, opacity: 0 },
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

/** A horizontal band of haze between two heights, densest in its middle. */
export function hazeBand(
  c: Canvas,
  top: number,
  bottom: number,
  color: string,
  opacity: number,
): string {
  const fill = c.linearBox([
    { offset: 0, color, opacity: 0 },
    { offset: 0.5, color, opacity },
    { offset: 1, color, opacity: 0 },
  ]);
  return rect(0, top, c.width, bottom - top, { fill });
}

/** Drifting clouds of haze: large soft ellipses, seeded. */
export function hazeClouds(
  c: Canvas,
  area: { top: number; bottom: number; left?: number; right?: number },
  colors: readonly string[],
  count: number,
  opacity: number,
): string {
  const left = area.left ?? 0;
  const right = area.right ?? c.width;
  const clouds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = c.rng.range(left, right);
    const y = c.rng.range(area.top, area.bottom);
    const rx = c.rng.range(120, 360);
    clouds.push(
      glow(
        c,
        [x, y],
        rx,
        rx * c.rng.range(0.25, 0.5),
        c.rng.pick(colors),
        opacity * c.rng.range(0.5, 1),
      ),
    );
  }
  return screen(...clouds);
}

/** A vignette that darkens the corners and keeps the eye in the picture. */
export function vignette(c: Canvas, strength = 0.7): string {
  const fill = c.radialBox([
    { offset: 0, color: '#000000', opacity: 0 },
    { offset: 0.62, color: '#000000', opacity: 0 },
    { offset: 1, color: '#000000', opacity: strength },
  ]);
  return el('rect', {
    x: -c.width * 0.1,
    y: -c.height * 0.1,
    width: c.width * 1.2,
    height: c.height * 1.2,
    fill,
  });
}

/** Specks of dust and confetti catching the light in the haze. */
export function motes(
  c: Canvas,
  area: { left: number; right: number; top: number; bottom: number },
  count: number,
  colors: readonly string[],
): string {
  const specks: string[] = [];
  for (let index = 0; index < count; index += 1) {
    specks.push(
      ellipse(
        c.rng.range(area.left, area.right),
        c.rng.range(area.top, area.bottom),
        c.rng.range(0.8, 2.4),
        c.rng.range(0.8, 2.4),
        {
          fill: c.rng.pick(colors),
          opacity: c.rng.range(0.25, 0.85),
        },
      ),
    );
  }
  return screen(...specks);
}
