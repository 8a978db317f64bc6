// Flower walls: packed roses and hydrangea-like clusters, with leaves peeking between.

import type { Canvas } from '../lib/canvas';
import { circle, d, el, ellipse, group } from '../lib/svg';

const BLOOMS = [
  '#f4b6cf',
  '#ffd3e4',
  '#e58fb5',
  '#fbe7ef',
  '#d9779f',
  '#f7c8d8',
  '#ffffff',
] as const;

/** One rose seen from the front: rings of petals, each a shade lighter towards the heart. */
function rose(c: Canvas, x: number, y: number, r: number): string {
  const color = c.rng.pick(BLOOMS);
  const petals: string[] = [
    circle(x, y, r, {
      fill: color,
      stroke: '#6e2a4c',
      'stroke-opacity': 0.35,
      'stroke-width': r * 0.06,
    }),
  ];
  const turn = c.rng.range(0, Math.PI * 2);
  for (let ring = 1; ring <= 3; ring += 1) {
    const radius = r * (1 - ring * 0.22);
    const angle = turn + ring * 2.1;
    petals.push(
      circle(x + Math.cos(angle) * r * 0.1, y + Math.sin(angle) * r * 0.1, radius, {
        fill: '#ffffff',
        'fill-opacity': 0.1,
        stroke: '#6e2a4c',
        'stroke-opacity': 0.3,
        'stroke-width': r * 0.05,
      }),
    );
  }
  petals.push(
    el('path', {
      d: d`M${x - r * 0.15},${y}A${r * 0.15},${r * 0.15} 0 1 1 ${x + r * 0.1},${y + r * 0.08}`,
      fill: 'none',
      stroke: '#6e2a4c',
      'stroke-opacity': 0.45,
      'stroke-width': r * 0.07,
    }),
  );
  return group({}, ...petals);
}

export function flowerWall(
  c: Canvas,
  area: { left: number; right: number; top: number; bottom: number },
  size: number,
): string {
  const leaves: string[] = [];
  const roses: string[] = [];
  let row = 0;
  for (let y = area.top; y < area.bottom + size; y += size * 0.86) {
    const offset = row % 2 === 0 ? 0 : size / 2;
    for (let x = area.left - offset; x < area.right + size; x += size) {
      const jitterX = c.rng.range(-0.12, 0.12) * size;
      const jitterY = c.rng.range(-0.12, 0.12) * size;
      if (c.rng.chance(0.35)) {
        leaves.push(
          ellipse(x + size * 0.45, y + size * 0.3, size * 0.3, size * 0.14, {
            fill: c.rng.pick(['#1f4a35', '#2b5e42', '#173a2a']),
            transform: `rotate(${c.rng.range(-50, 50)} ${x + size * 0.45} ${y + size * 0.3})`,
          }),
        );
      }
      roses.push(rose(c, x + jitterX, y + jitterY, size * c.rng.range(0.46, 0.6)));
    }
    row += 1;
  }
  return group({}, ...leaves, ...roses);
}
