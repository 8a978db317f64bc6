// Neon-style signs: a glowing tube (hot pale core, coloured glow) on a clear acrylic board.

import type { Canvas } from '../lib/canvas';
import { circle, el, group, rect, screen } from '../lib/svg';

/** A glowing tube following path data `d`; `width` is the tube's own thickness. */
export function neonTube(
  c: Canvas,
  d: string,
  color: string,
  width: number,
  core = '#ffe6f3',
): string {
  const stroke = (
    strokeColor: string,
    strokeWidth: number,
    extra: Record<string, string | number> = {},
  ) =>
    el('path', {
      d,
      fill: 'none',
      stroke: strokeColor,
      'stroke-width': strokeWidth,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      ...extra,
    });
  return group(
    {},
    // The unlit tube's shadow on the board, a few pixels down.
    stroke('#000000', width * 1.2, {
      opacity: 0.35,
      transform: `translate(${width * 0.3} ${width * 0.6})`,
    }),
    screen(
      stroke(color, width * 6, { filter: c.blur(width * 2.6), opacity: 0.55 }),
      stroke(color, width * 2.4, { filter: c.blur(width * 0.9), opacity: 0.9 }),
      stroke(color, width * 1.3),
      stroke(core, width * 0.55),
    ),
  );
}

/** The clear acrylic board a neon sign is mounted on, with its four standoffs. */
export function acrylicBoard(x: number, y: number, width: number, height: number): string {
  const screw = Math.max(4, width * 0.012);
  return group(
    {},
    rect(x, y, width, height, {
      rx: width * 0.02,
      fill: '#ffffff',
      'fill-opacity': 0.035,
      stroke: '#ffffff',
      'stroke-opacity': 0.22,
      'stroke-width': 2,
    }),
    ...[
      [x + width * 0.04, y + height * 0.07],
      [x + width * 0.96, y + height * 0.07],
      [x + width * 0.04, y + height * 0.93],
      [x + width * 0.96, y + height * 0.93],
    ].map(([cx = 0, cy = 0]) => circle(cx, cy, screw, { fill: '#d8d2e4', opacity: 0.7 })),
  );
}

/**
 * A heart that runs on into a looping, handwriting-like flourish: reads as a script sign without
 * being any real word. Designed in a 1000 × 500 box, placed with `x`, `y` and `scale`.
 */
export function heartFlourish(x: number, y: number, scale: number): string {
  const points = (text: string): string =>
    text.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, px: string, py: string) => {
      const sx = Math.round((x + Number(px) * scale) * 10) / 10;
      const sy = Math.round((y + Number(py) * scale) * 10) / 10;
      return `${sx},${sy}`;
    });
  return points(
    // Lead-in stroke, a loop, the heart, then two cursive loops trailing off to a final swash.
    'M40,330 C90,250 160,250 170,300 C180,350 120,360 130,300 ' +
      'C140,230 230,230 260,300 ' +
      'C280,350 330,420 400,450 C470,420 560,330 560,240 C560,170 500,140 455,175 ' +
      'C430,195 410,220 400,240 C390,220 370,195 345,175 C300,140 240,170 240,240 ' +
      'C240,300 300,350 330,370 ' +
      'M600,380 C620,300 680,250 700,290 C720,330 660,380 650,330 C640,270 720,220 760,270 ' +
      'C790,310 760,370 740,350 C720,330 780,250 830,280 C870,300 850,380 880,380 ' +
      'C920,380 950,300 975,260',
  );
}
