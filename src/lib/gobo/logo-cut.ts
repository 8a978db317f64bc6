/**
 * A logo's stencil as runs of lit pixels, by row and by column: how the
 * steel check reads an uploaded logo (the designer holds it only as a
 * bitmap; see steel.ts for why that is fine enough).
 */
import type { LogoCut } from './layout';
import type { Spans } from './row-spans';

/** `lit(x, y)` says whether a pixel lets light through. */
export function logoCut(
  width: number,
  height: number,
  lit: (x: number, y: number) => boolean,
): LogoCut {
  const rows: Spans[] = [];
  for (let y = 0; y < height; y += 1) {
    const runs: Spans = [];
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const on = x < width && lit(x, y);
      if (on && start < 0) start = x;
      else if (!on && start >= 0) {
        runs.push(start, x);
        start = -1;
      }
    }
    rows.push(runs);
  }
  const columns: Spans[] = [];
  for (let x = 0; x < width; x += 1) {
    const runs: Spans = [];
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const on = y < height && lit(x, y);
      if (on && start < 0) start = y;
      else if (!on && start >= 0) {
        runs.push(start, y);
        start = -1;
      }
    }
    columns.push(runs);
  }
  return { width, height, rows, columns };
}
