// Floors: glossy stage floors, perspective dance floors, and mirrored reflections.

import type { Canvas } from '../lib/canvas';
import { d, el, group, lerp, polygon, rect, type Point } from '../lib/svg';

/** A mirrored copy of `markup` below the line y = axis, fading out over `fade` pixels. */
export function reflection(
  c: Canvas,
  markup: string,
  axis: number,
  options: { opacity?: number; fade?: number; blur?: number } = {},
): string {
  const { opacity = 0.35, fade = 300, blur = 3 } = options;
  const fadeFill = c.linear(
    [0, axis],
    [0, axis + fade],
    [
      { offset: 0, color: '#ffffff', opacity },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ],
  );
  const mask = c.mask(rect(0, axis, c.width, fade, { fill: fadeFill }));
  return group(
    { mask },
    group(
      {
        transform: `translate(0 ${axis * 2}) scale(1 -1)`,
        filter: blur > 0 ? c.blur(blur) : undefined,
      },
      markup,
    ),
  );
}

export interface PerspectiveFloorOptions {
  /** The far edge (left and right ends) and the near edge. */
  readonly far: readonly [Point, Point];
  readonly near: readonly [Point, Point];
  readonly columns: number;
  readonly rows: number;
  /** Fill of tile (column, row). */
  readonly tile: (column: number, row: number) => string;
  readonly grout?: string;
}

/** A tiled floor drawn in perspective between a far edge and a near edge. */
export function perspectiveFloor(options: PerspectiveFloorOptions): string {
  const { far, near, columns, rows, tile, grout } = options;
  // Rows get deeper towards the viewer: spacing by a simple 1/z projection.
  const depthAt = (t: number): number => {
    const nearZ = 1;
    const farZ = 3.2;
    const z = 1 / lerp(1 / farZ, 1 / nearZ, t);
    return (farZ - z) / (farZ - nearZ);
  };
  const pointAt = (u: number, v: number): Point => {
    const t = depthAt(v);
    const left: Point = [lerp(far[0][0], near[0][0], t), lerp(far[0][1], near[0][1], t)];
    const right: Point = [lerp(far[1][0], near[1][0], t), lerp(far[1][1], near[1][1], t)];
    return [lerp(left[0], right[0], u), lerp(left[1], right[1], u)];
  };
  const tiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const u0 = column / columns;
      const u1 = (column + 1) / columns;
      const v0 = row / rows;
      const v1 = (row + 1) / rows;
      tiles.push(
        polygon([pointAt(u0, v0), pointAt(u1, v0), pointAt(u1, v1), pointAt(u0, v1)], {
          fill: tile(column, row),
          stroke: grout,
          'stroke-width': grout ? 1 : undefined,
        }),
      );
    }
  }
  return group({}, ...tiles);
}

/** A light's long vertical reflection on a glossy floor. */
export function floorStreak(
  c: Canvas,
  at: Point,
  width: number,
  length: number,
  color: string,
  opacity = 0.5,
): string {
  const fill = c.linear(
    at,
    [at[0], at[1] + length],
    [
      { offset: 0, color, opacity },
      { offset: 1, color, opacity: 0 },
    ],
  );
  return el('path', {
    d: d`M${at[0] - width / 2},${at[1]}L${at[0] + width / 2},${at[1]}L${at[0] + width * 0.9},${
      at[1] + length
    }L${at[0] - width * 0.9},${at[1] + length}Z`,
    fill,
    filter: c.blur(width * 0.35),
    style: 'mix-blend-mode:screen',
  });
}
