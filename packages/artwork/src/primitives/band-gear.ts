// A band's backline as silhouettes: drum kit, amps, keyboard, mic stands, wedge monitors.

import { circle, d, el, ellipse, group, line, rect, type Point } from '../lib/svg';

const DARK = '#0c0b12';
const EDGE = '#2a2738';

/** A drum kit seen from the front; `floor` is where its feet stand, `size` the bass drum's diameter. */
export function drumKit([x, floor]: Point, size: number, accent: string): string {
  const r = size / 2;
  const stand = (from: Point, to: Point): string =>
    line(from, to, { stroke: EDGE, 'stroke-width': Math.max(1.5, size * 0.025) });
  const cymbal = (cx: number, cy: number, width: number): string =>
    ellipse(cx, cy, width, width * 0.12, {
      fill: '#3b3546',
      stroke: accent,
      'stroke-width': 1,
      opacity: 0.95,
    });
  return group(
    {},
    stand([x - r * 2.1, floor], [x - r * 1.9, floor - size * 1.55]),
    stand([x + r * 2.2, floor], [x + r * 1.9, floor - size * 1.7]),
    stand([x - r * 1.4, floor], [x - r * 1.35, floor - size * 1.2]),
    cymbal(x - r * 1.9, floor - size * 1.55, r * 0.9),
    cymbal(x + r * 1.9, floor - size * 1.7, r * 1),
    cymbal(x - r * 1.35, floor - size * 1.2, r * 0.55),
    // Floor tom and rack toms.
    rect(x + r * 1.05, floor - size * 0.95, r * 1.1, size * 0.95, {
      rx: 3,
      fill: DARK,
      stroke: EDGE,
    }),
    ellipse(x - r * 0.55, floor - size * 1.15, r * 0.5, r * 0.42, {
      fill: DARK,
      stroke: EDGE,
      'stroke-width': 2,
    }),
    ellipse(x + r * 0.55, floor - size * 1.15, r * 0.55, r * 0.45, {
      fill: DARK,
      stroke: EDGE,
      'stroke-width': 2,
    }),
    // Snare on its stand.
    stand([x - r * 1.05, floor], [x - r * 1.05, floor - size * 0.8]),
    rect(x - r * 1.6, floor - size * 0.92, r * 1.1, size * 0.2, {
      rx: 2,
      fill: DARK,
      stroke: EDGE,
    }),
    // Bass drum with a lit head.
    circle(x, floor - r, r, {
      fill: DARK,
      stroke: accent,
      'stroke-width': Math.max(2, size * 0.035),
    }),
    circle(x, floor - r, r * 0.78, { fill: '#14121c' }),
  );
}

export function amp(x: number, floor: number, width: number, height: number): string {
  return group(
    {},
    rect(x, floor - height, width, height, { rx: 4, fill: DARK, stroke: EDGE, 'stroke-width': 2 }),
    rect(x + width * 0.08, floor - height * 0.7, width * 0.84, height * 0.62, { fill: '#16141e' }),
    rect(x + width * 0.08, floor - height * 0.9, width * 0.84, height * 0.1, { fill: '#1d1a27' }),
  );
}

export function keyboard(x: number, floor: number, width: number): string {
  const top = floor - width * 0.55;
  return group(
    {},
    line([x + width * 0.2, floor], [x + width * 0.8, top], { stroke: EDGE, 'stroke-width': 4 }),
    line([x + width * 0.8, floor], [x + width * 0.2, top], { stroke: EDGE, 'stroke-width': 4 }),
    rect(x, top - width * 0.09, width, width * 0.09, { rx: 3, fill: DARK, stroke: EDGE }),
    rect(x + width * 0.04, top - width * 0.04, width * 0.92, width * 0.035, {
      fill: '#d9d4e6',
      opacity: 0.55,
    }),
  );
}

export function micStand([x, floor]: Point, height: number, boom = 1): string {
  const top: Point = [x, floor - height];
  const tip: Point = [x - boom * height * 0.22, floor - height * 1.08];
  return group(
    {},
    el('path', {
      d: d`M${x - height * 0.12},${floor}L${x},${floor - height * 0.06}L${x + height * 0.12},${floor}`,
      stroke: EDGE,
      'stroke-width': 2.5,
      fill: 'none',
    }),
    line([x, floor - height * 0.06], top, { stroke: EDGE, 'stroke-width': 2.5 }),
    line(top, tip, { stroke: EDGE, 'stroke-width': 2.5 }),
    circle(tip[0], tip[1], height * 0.03, { fill: '#3a3648' }),
  );
}

/** A wedge monitor on the stage floor, facing the performer. */
export function wedge(x: number, floor: number, width: number): string {
  return el('path', {
    d: d`M${x},${floor}L${x + width * 0.1},${floor - width * 0.42}L${x + width * 0.9},${
      floor - width * 0.42
    }L${x + width},${floor}Z`,
    fill: DARK,
    stroke: EDGE,
    'stroke-width': 2,
  });
}
