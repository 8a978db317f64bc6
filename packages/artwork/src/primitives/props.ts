// Photo-booth props on sticks, and balloons: bright shapes that say "party" at a glance.

import type { Canvas } from '../lib/canvas';
import { circle, d, el, ellipse, group, line, polygon, rect, type Point } from '../lib/svg';

export type PropKind = 'heart-glasses' | 'crown' | 'lips' | 'bubble' | 'star';

function heart(x: number, y: number, size: number): string {
  return d`M${x},${y + size * 0.35}C${x - size * 0.9},${y - size * 0.25} ${x - size * 0.35},${y - size * 0.85} ${x},${
    y - size * 0.3
  }C${x + size * 0.35},${y - size * 0.85} ${x + size * 0.9},${y - size * 0.25} ${x},${y + size * 0.35}Z`;
}

function starPoints([x, y]: Point, outer: number, inner: number): Point[] {
  const list: Point[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    list.push([x + Math.cos(angle) * radius, y + Math.sin(angle) * radius]);
  }
  return list;
}

/** A prop centred at `at`, `size` across, with its stick running down to `hand`. */
export function prop(kind: PropKind, at: Point, size: number, hand: Point): string {
  const [x, y] = at;
  const stick = line(hand, [x, y + size * 0.2], {
    stroke: '#e9e2f5',
    'stroke-width': Math.max(2, size * 0.04),
  });
  const shapes: Record<PropKind, () => string> = {
    'heart-glasses': () =>
      group(
        {},
        el('path', {
          d: heart(x - size * 0.26, y, size * 0.46),
          fill: '#ff4fa3',
          stroke: '#ffffff',
          'stroke-width': 2,
        }),
        el('path', {
          d: heart(x + size * 0.26, y, size * 0.46),
          fill: '#ff4fa3',
          stroke: '#ffffff',
          'stroke-width': 2,
        }),
        rect(x - size * 0.06, y - size * 0.1, size * 0.12, size * 0.05, { fill: '#ffffff' }),
      ),
    crown: () =>
      group(
        {},
        polygon(
          [
            [x - size * 0.45, y + size * 0.2],
            [x - size * 0.45, y - size * 0.25],
            [x - size * 0.22, y],
            [x, y - size * 0.35],
            [x + size * 0.22, y],
            [x + size * 0.45, y - size * 0.25],
            [x + size * 0.45, y + size * 0.2],
          ],
          { fill: '#ffc857', stroke: '#fff1c9', 'stroke-width': 2 },
        ),
        circle(x, y + size * 0.05, size * 0.06, { fill: '#ff5fae' }),
        circle(x - size * 0.28, y + size * 0.08, size * 0.045, { fill: '#9f7aff' }),
        circle(x + size * 0.28, y + size * 0.08, size * 0.045, { fill: '#9f7aff' }),
      ),
    lips: () =>
      group(
        {},
        el('path', {
          d: d`M${x - size * 0.45},${y}C${x - size * 0.25},${y - size * 0.28} ${x - size * 0.05},${y - size * 0.2} ${x},${
            y - size * 0.1
          }C${x + size * 0.05},${y - size * 0.2} ${x + size * 0.25},${y - size * 0.28} ${x + size * 0.45},${y}C${
            x + size * 0.25
          },${y + size * 0.3} ${x - size * 0.25},${y + size * 0.3} ${x - size * 0.45},${y}Z`,
          fill: '#e8284f',
          stroke: '#ffffff',
          'stroke-width': 2,
        }),
        line([x - size * 0.4, y], [x + size * 0.4, y], { stroke: '#8e1030', 'stroke-width': 2 }),
      ),
    bubble: () =>
      group(
        {},
        rect(x - size * 0.55, y - size * 0.35, size * 1.1, size * 0.6, {
          rx: size * 0.18,
          fill: '#ffffff',
        }),
        polygon(
          [
            [x - size * 0.2, y + size * 0.2],
            [x - size * 0.32, y + size * 0.45],
            [x, y + size * 0.22],
          ],
          { fill: '#ffffff' },
        ),
        circle(x - size * 0.22, y - size * 0.05, size * 0.06, { fill: '#9f7aff' }),
        circle(x, y - size * 0.05, size * 0.06, { fill: '#ff5fae' }),
        circle(x + size * 0.22, y - size * 0.05, size * 0.06, { fill: '#ffc857' }),
      ),
    star: () =>
      polygon(starPoints(at, size * 0.5, size * 0.22), {
        fill: '#ffc857',
        stroke: '#fff1c9',
        'stroke-width': 2,
      }),
  };
  return group({}, stick, shapes[kind]());
}

/** A cluster of balloons with soft highlights, in the site's colours. */
export function balloons(
  c: Canvas,
  centre: Point,
  spread: number,
  count: number,
  size: number,
): string {
  const colours = ['#ff5fae', '#9f7aff', '#ffc857', '#f4e9ff', '#c2317e', '#5b3fd1'];
  const list: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = c.rng.range(0, Math.PI * 2);
    const distance = spread * Math.sqrt(c.rng.next());
    const x = centre[0] + Math.cos(angle) * distance;
    const y = centre[1] + Math.sin(angle) * distance * 0.6;
    const r = size * c.rng.range(0.55, 1.05);
    const fill = c.rng.pick(colours);
    const shade = c.radialBox(
      [
        { offset: 0, color: '#ffffff', opacity: 0.55 },
        { offset: 0.3, color: fill, opacity: 1 },
        { offset: 0.8, color: fill, opacity: 1 },
        { offset: 1, color: '#2a1030', opacity: 1 },
      ],
      [0.35, 0.3],
    );
    list.push(ellipse(x, y, r, r * 1.08, { fill: shade }));
  }
  return group({}, ...list);
}
