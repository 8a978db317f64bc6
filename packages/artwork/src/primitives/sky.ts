// Outdoor backdrops: skies, stars, the sun and moon, tree lines, hills and water.

import type { Canvas, Stop } from '../lib/canvas';
import { circle, d, el, rect, screen, type Point } from '../lib/svg';
import { glow } from './glow';

export function sky(c: Canvas, stops: readonly Stop[], bottom = c.height): string {
  return rect(0, 0, c.width, bottom, { fill: c.linear([0, 0], [0, bottom], stops) });
}

/** Scattered stars, denser and brighter towards the top of the area. */
export function stars(
  c: Canvas,
  area: { top: number; bottom: number },
  count: number,
  color = '#ffffff',
): string {
  const small: string[] = [];
  const bright: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = c.rng.range(0, c.width);
    const height = c.rng.next() ** 1.6;
    const y = area.top + (area.bottom - area.top) * height;
    const opacity = (1 - height * 0.7) * c.rng.range(0.35, 1);
    small.push(circle(x, y, c.rng.range(0.6, 1.6), { fill: color, opacity }));
    if (c.rng.chance(0.05)) bright.push(glow(c, [x, y], 9, 9, color, 0.5));
  }
  return screen(...small, ...bright);
}

/** A low sun or moon with its halo. */
export function orb(c: Canvas, at: Point, radius: number, color: string, halo: string): string {
  return screen(
    glow(c, at, radius * 9, radius * 5, halo, 0.55),
    glow(c, at, radius * 3.2, radius * 3.2, halo, 0.7),
    circle(at[0], at[1], radius, { fill: color }),
  );
}

/** A jagged, bumpy tree line as one silhouette from `baseline` down to `bottom`. */
export function treeLine(
  c: Canvas,
  options: { baseline: number; height: number; bottom: number; left?: number; right?: number },
  fill: string,
): string {
  const { baseline, height, bottom, left = 0, right = c.width } = options;
  let data = d`M${left},${bottom}L${left},${baseline}`;
  let x = left;
  while (x < right) {
    const width = c.rng.range(18, 60);
    const top = baseline - height * c.rng.range(0.35, 1);
    const pointed = c.rng.chance(0.35);
    data += pointed
      ? d`L${x + width * 0.5},${top}L${x + width},${baseline - height * c.rng.range(0.1, 0.4)}`
      : d`Q${x + width * 0.1},${top} ${x + width * 0.5},${top}Q${x + width * 0.9},${top} ${
          x + width
        },${baseline - height * c.rng.range(0.15, 0.45)}`;
    x += width;
  }
  data += d`L${right},${bottom}Z`;
  return el('path', { d: data, fill });
}

/** Rolling hills: a smooth wave across the picture. */
export function hills(
  c: Canvas,
  options: { baseline: number; amplitude: number; waves: number; bottom: number },
  fill: string,
): string {
  const { baseline, amplitude, waves, bottom } = options;
  const step = c.width / waves;
  let data = d`M0,${bottom}L0,${baseline}`;
  for (let index = 0; index < waves; index += 1) {
    const x = index * step;
    const peak = baseline - amplitude * c.rng.range(0.3, 1);
    data += d`Q${x + step / 2},${peak} ${x + step},${baseline + c.rng.range(-amplitude, amplitude) * 0.3}`;
  }
  data += d`L${c.width},${bottom}Z`;
  return el('path', { d: data, fill });
}

/** Still water with the sky's colours and thin horizontal glints. */
export function water(
  c: Canvas,
  top: number,
  bottom: number,
  stops: readonly Stop[],
  glints: { color: string; centre: number; spread: number; count: number },
): string {
  const lines: string[] = [];
  for (let index = 0; index < glints.count; index += 1) {
    const depth = c.rng.next();
    const y = top + (bottom - top) * depth ** 1.4;
    const halfWidth = (10 + depth * 90) * c.rng.range(0.4, 1.4);
    const x = glints.centre + c.rng.range(-1, 1) * glints.spread * (0.3 + depth);
    lines.push(
      rect(x - halfWidth, y, halfWidth * 2, 1 + depth * 2.5, {
        fill: glints.color,
        opacity: c.rng.range(0.25, 0.8) * (1 - depth * 0.4),
        rx: 1,
      }),
    );
  }
  return (
    rect(0, top, c.width, bottom - top, { fill: c.linear([0, top], [0, bottom], stops) }) +
    screen(...lines)
  );
}
