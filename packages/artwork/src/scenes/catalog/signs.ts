// Catalog: signs.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { circle, d, el, group, rect, screen } from '../../lib/svg';
import { glow } from '../../primitives/glow';
import { acrylicBoard, heartFlourish, neonTube } from '../../primitives/neon';
import { FLOOR, showcase, studio } from './studio';

/** Neon-style sign: the heart flourish on its acrylic board, hanging on the back wall. */
export function neonStyleSign(c: Canvas): void {
  studio(c, palette.magenta);
  c.add(screen(glow(c, [500, 380], 480, 300, palette.magenta, 0.35)));
  const item = group(
    {},
    acrylicBoard(60, 200, 880, 420),
    neonTube(c, heartFlourish(70, 180, 0.87), palette.magenta, 9),
    // Power lead running down to the floor.
    el('path', {
      d: d`M${880},${620}C${900},${700} ${940},${740} ${960},${FLOOR}`,
      stroke: '#111018',
      'stroke-width': 4,
      fill: 'none',
    }),
  );
  showcase(c, item);
}

/** A marquee shape: a deep metal outline with a row of bulbs along its middle. */
function marquee(
  c: Canvas,
  outline: string,
  bulbs: readonly [number, number][],
  face: string,
): string {
  return group(
    {},
    // The side wall of the shape, offset to show its depth.
    el('path', { d: outline, fill: '#2a2530', transform: 'translate(14 10)' }),
    el('path', { d: outline, fill: face, stroke: '#f6efe0', 'stroke-width': 3 }),
    screen(...bulbs.map(([x, y]) => glow(c, [x, y], 26, 26, palette.amber, 0.55))),
    ...bulbs.map(([x, y]) => circle(x, y, 8, { fill: '#fff6dc' })),
  );
}

function alongLine(
  from: [number, number],
  to: [number, number],
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const t = count === 1 ? 0.5 : index / (count - 1);
    return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  });
}

function alongCircle(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
  });
}

/** Marquee letters: giant light-up shapes (an X, a heart and an O, "hugs and kisses"). */
export function marqueeLetters(c: Canvas): void {
  studio(c, palette.amber);
  const top = 300;
  const bottom = FLOOR;
  const face = '#e9e1d2';
  // X: two crossing bars.
  const x0 = 70;
  const x1 = 330;
  const bar = 64;
  const cross = d`M${x0},${top}L${x0 + bar},${top}L${(x0 + x1) / 2},${(top + bottom) / 2 - bar * 0.6}L${x1 - bar},${top}L${x1},${top}L${
    (x0 + x1) / 2 + bar * 0.55
  },${(top + bottom) / 2}L${x1},${bottom}L${x1 - bar},${bottom}L${(x0 + x1) / 2},${(top + bottom) / 2 + bar * 0.6}L${x0 + bar},${bottom}L${x0},${bottom}L${
    (x0 + x1) / 2 - bar * 0.55
  },${(top + bottom) / 2}Z`;
  const xBulbs = [
    ...alongLine([x0 + bar / 2, top + 20], [x1 - bar / 2, bottom - 20], 7),
    ...alongLine([x1 - bar / 2, top + 20], [x0 + bar / 2, bottom - 20], 7).filter(
      (_, index) => index !== 3,
    ),
  ];
  // Heart.
  const hx = 500;
  const hy = 440;
  const heart = d`M${hx},${hy + 300}C${hx - 240},${hy + 130} ${hx - 210},${hy - 170} ${hx},${hy - 60}C${hx + 210},${hy - 170} ${
    hx + 240
  },${hy + 130} ${hx},${hy + 300}Z`;
  const heartBulbs: [number, number][] = [];
  for (let index = 0; index < 16; index += 1) {
    const t = (index / 16) * Math.PI * 2;
    // The classic heart curve, scaled into the shape.
    const px = 16 * Math.sin(t) ** 3;
    const py = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    heartBulbs.push([hx + px * 9, hy + 70 - py * 9]);
  }
  // O: a thick ring.
  const ox = 800;
  const oy = (top + bottom) / 2;
  const ring = d`M${ox - 130},${oy}a130,250 0 1 0 260,0a130,250 0 1 0 -260,0ZM${ox - 66},${oy}a66,180 0 1 1 132,0a66,180 0 1 1 -132,0Z`;
  const item = group(
    {},
    marquee(c, cross, xBulbs, face),
    marquee(c, heart, heartBulbs, palette.magenta),
    el('path', { d: ring, fill: '#2a2530', transform: 'translate(14 10)', 'fill-rule': 'evenodd' }),
    el('path', {
      d: ring,
      fill: face,
      stroke: '#f6efe0',
      'stroke-width': 3,
      'fill-rule': 'evenodd',
    }),
    screen(
      ...alongCircle(ox, oy, 98, 215, 14).map(([x, y]) =>
        glow(c, [x, y], 26, 26, palette.amber, 0.55),
      ),
    ),
    ...alongCircle(ox, oy, 98, 215, 14).map(([x, y]) => circle(x, y, 8, { fill: '#fff6dc' })),
  );
  showcase(c, item);
}

/** Light-up monogram: a round frame edged in light, interlaced loops inside, on a stand. */
export function lightUpMonogram(c: Canvas): void {
  studio(c, palette.violet);
  const cx = 500;
  const cy = 380;
  const r = 250;
  const loops =
    d`M${cx - 40},${cy - 130}C${cx - 200},${cy - 120} ${cx - 200},${cy + 120} ${cx - 40},${cy + 130}C${cx + 60},${cy + 135} ${
      cx + 40
    },${cy - 20} ${cx - 30},${cy}` +
    d`M${cx + 40},${cy + 130}C${cx + 200},${cy + 120} ${cx + 200},${cy - 120} ${cx + 40},${cy - 130}C${cx - 60},${cy - 135} ${
      cx - 40
    },${cy + 20} ${cx + 30},${cy}`;
  const item = group(
    {},
    // Stand.
    rect(cx - 10, cy + r, 20, FLOOR - cy - r, { fill: '#2c2939' }),
    rect(cx - 110, FLOOR - 16, 220, 16, { rx: 6, fill: '#2c2939' }),
    // Frame: a dark disc with a glowing rim of warm white.
    circle(cx, cy, r, { fill: '#14121b' }),
    screen(
      circle(cx, cy, r, {
        fill: 'none',
        stroke: '#fff1d6',
        'stroke-width': 34,
        filter: c.blur(14),
        opacity: 0.8,
      }),
      circle(cx, cy, r, { fill: 'none', stroke: '#fff6e6', 'stroke-width': 14 }),
      glow(c, [cx, cy], r * 1.5, r * 1.5, palette.amber, 0.18),
    ),
    neonTube(c, loops, palette.amber, 10, '#fff8e8'),
    // A few sparkles round the frame.
    screen(
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((index) => {
        const angle = (index / 8) * Math.PI * 2 + 0.3;
        return circle(cx + Math.cos(angle) * (r - 40), cy + Math.sin(angle) * (r - 40), 5, {
          fill: '#ffffff',
        });
      }),
    ),
  );
  showcase(c, item);
}
