// Aluminium box truss: two chords joined by a zigzag of braces, seen from the front.

import { d, el, group, rect, type Point } from '../lib/svg';

export interface TrussOptions {
  readonly color?: string;
  /** Thickness of the chords, in pixels. */
  readonly tube?: number;
}

/** A straight truss section between two points, `depth` pixels across. */
export function truss(from: Point, to: Point, depth: number, options: TrussOptions = {}): string {
  const { color = '#4a4760', tube = Math.max(1.5, depth * 0.1) } = options;
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const bays = Math.max(1, Math.round(length / depth));
  const bay = length / bays;
  let braces = '';
  for (let index = 0; index < bays; index += 1) {
    const x = index * bay;
    braces += d`M${x},${depth}L${x + bay / 2},0L${x + bay},${depth}`;
  }
  // Back face: the same braces mirrored and dimmer, which reads as a box rather than a ladder.
  let back = '';
  for (let index = 0; index < bays; index += 1) {
    const x = index * bay;
    back += d`M${x},0L${x + bay / 2},${depth}L${x + bay},0`;
  }
  return group(
    { transform: `translate(${from[0]} ${from[1] - depth / 2}) rotate(${angle})` },
    el('path', { d: back, stroke: color, 'stroke-width': tube * 0.5, fill: 'none', opacity: 0.45 }),
    el('path', { d: braces, stroke: color, 'stroke-width': tube * 0.6, fill: 'none' }),
    rect(0, -tube / 2, length, tube, { fill: color }),
    rect(0, depth - tube / 2, length, tube, { fill: color }),
  );
}

/** A truss tower standing on a base plate. */
export function trussTower(base: Point, height: number, depth: number, options: TrussOptions = {}) {
  const [x, y] = base;
  const color = options.color ?? '#4a4760';
  return group(
    {},
    truss([x, y], [x, y - height], depth, options),
    rect(x - depth * 1.1, y - depth * 0.18, depth * 2.2, depth * 0.22, { fill: color }),
  );
}
