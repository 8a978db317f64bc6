// Festoon string lights: a sagging wire with warm bulbs, each with its glow.

import type { Canvas } from '../lib/canvas';
import { circle, el, quadPoint, screen, type Point } from '../lib/svg';
import { glow } from './glow';

export interface StringLightOptions {
  readonly from: Point;
  readonly to: Point;
  /** How far the middle hangs below the straight line. */
  readonly sag: number;
  readonly bulbs: number;
  readonly bulbRadius: number;
  readonly color?: string;
  readonly wire?: string;
}

/** The bulbs' positions along the wire, for scenes that need them (reflections). */
export function bulbPositions(options: StringLightOptions): Point[] {
  const { from, to, sag, bulbs } = options;
  const control: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const list: Point[] = [];
  for (let index = 0; index < bulbs; index += 1) {
    list.push(quadPoint(from, control, to, (index + 0.5) / bulbs));
  }
  return list;
}

export function stringLights(c: Canvas, options: StringLightOptions): string {
  const { from, to, sag, bulbRadius: r, color = '#ffc857', wire = '#1a1722' } = options;
  const control: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const bulbs = bulbPositions(options);
  const wirePath = el('path', {
    d: `M${from[0]},${from[1]} Q${control[0]},${control[1]} ${to[0]},${to[1]}`,
    fill: 'none',
    stroke: wire,
    'stroke-width': Math.max(1.2, r * 0.3),
  });
  return (
    wirePath +
    screen(
      ...bulbs.map(([x, y]) => glow(c, [x, y + r], r * 7, r * 7, color, 0.45)),
      ...bulbs.map(([x, y]) => circle(x, y + r, r, { fill: '#fff3d0' })),
    )
  );
}
