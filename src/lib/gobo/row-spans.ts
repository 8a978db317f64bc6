/**
 * A shape as the spans it covers on closely spaced horizontal rows: exact
 * along each row, sampled across rows. It is the steel check's raster:
 * rows every ROW_STEP artwork units (0.025 mm on the smallest gobo), far
 * finer than anything a gobo can hold, yet only a few thousand numbers
 * per row, so a whole design is checked within a keystroke.
 */
import type { Ring } from './path-geometry';

export type FillRule = 'nonzero' | 'evenodd';

/** Sorted, disjoint intervals of one row, flat: x1, x2, x1, x2, … */
export type Spans = number[];

export interface RowGrid {
  /** The centre of row 0. */
  y0: number;
  step: number;
  rows: number;
}

export function rowY(grid: RowGrid, row: number): number {
  return grid.y0 + row * grid.step;
}

/** The first row whose centre is at or below y (rows grow downwards). */
export function rowAtOrAfter(grid: RowGrid, y: number): number {
  return Math.max(0, Math.ceil((y - grid.y0) / grid.step));
}

/** A row with nothing on it (shared: never written to). */
export const EMPTY: Spans = Object.freeze([]) as unknown as Spans;

/** Rows first, first + 1, … of a grid: the band a shape covers. */
export interface Band {
  first: number;
  rows: Spans[];
}

/** The spans each row of `grid` has inside `rings`, under `rule`: the rows they reach. */
export function scanRings(rings: readonly Ring[], rule: FillRule, grid: RowGrid): Band {
  let top = Infinity;
  let bottom = -Infinity;
  for (const ring of rings) {
    for (let index = 1; index < ring.length; index += 2) {
      const y = ring[index] ?? 0;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  const firstRow = rowAtOrAfter(grid, top);
  const lastRow = Math.min(grid.rows - 1, Math.ceil((bottom - grid.y0) / grid.step));
  if (!(bottom > top) || lastRow < firstRow) return { first: 0, rows: [] };
  const crossings: number[][] = [];
  for (let row = firstRow; row <= lastRow; row += 1) crossings.push([]);
  for (const ring of rings) {
    const count = ring.length / 2;
    for (let index = 0; index < count; index += 1) {
      const x1 = ring[2 * index] ?? 0;
      const y1 = ring[2 * index + 1] ?? 0;
      const next = index + 1 === count ? 0 : index + 1;
      const x2 = ring[2 * next] ?? 0;
      const y2 = ring[2 * next + 1] ?? 0;
      if (y1 === y2) continue;
      const direction = y2 > y1 ? 1 : -1;
      const low = y1 < y2 ? y1 : y2;
      const high = y1 < y2 ? y2 : y1;
      // Rows whose centre lies in [low, high): each crossing is counted once.
      const first = Math.max(firstRow, rowAtOrAfter(grid, low));
      const last = Math.min(lastRow, Math.ceil((high - grid.y0) / grid.step) - 1);
      const slope = (x2 - x1) / (y2 - y1);
      for (let row = first; row <= last; row += 1) {
        const y = grid.y0 + row * grid.step;
        if (y < low || y >= high) continue;
        (crossings[row - firstRow] as number[]).push(x1 + (y - y1) * slope, direction);
      }
    }
  }
  return {
    first: firstRow,
    rows: crossings.map((row) => (row.length > 0 ? spansOfCrossings(row, rule) : EMPTY)),
  };
}

/** Sorts (x, direction) pairs by x, in place: rows hold a few dozen crossings. */
function sortPairs(row: number[]): void {
  for (let i = 2; i < row.length; i += 2) {
    const x = row[i] ?? 0;
    const direction = row[i + 1] ?? 0;
    let j = i - 2;
    while (j >= 0 && (row[j] ?? 0) > x) {
      row[j + 2] = row[j] ?? 0;
      row[j + 3] = row[j + 1] ?? 0;
      j -= 2;
    }
    row[j + 2] = x;
    row[j + 3] = direction;
  }
}

function spansOfCrossings(row: number[], rule: FillRule): Spans {
  sortPairs(row);
  const spans: Spans = [];
  let winding = 0;
  let start = 0;
  for (let index = 0; index < row.length; index += 2) {
    const x = row[index] ?? 0;
    const before = rule === 'nonzero' ? winding !== 0 : (winding & 1) !== 0;
    winding += row[index + 1] ?? 0;
    const after = rule === 'nonzero' ? winding !== 0 : (winding & 1) !== 0;
    if (!before && after) start = x;
    else if (before && !after && x > start) pushSpan(spans, start, x);
  }
  return spans;
}

/** Appends [x1, x2] to sorted spans, joining it to the last one when they touch. */
function pushSpan(spans: Spans, x1: number, x2: number): void {
  const last = spans.length - 1;
  if (last > 0 && x1 <= (spans[last] ?? -Infinity)) {
    spans[last] = Math.max(spans[last] ?? 0, x2);
  } else {
    spans.push(x1, x2);
  }
}

export function unionSpans(a: Spans, b: Spans): Spans {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out: Spans = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA = j >= b.length || (i < a.length && (a[i] ?? 0) <= (b[j] ?? 0));
    if (takeA) {
      pushSpan(out, a[i] ?? 0, a[i + 1] ?? 0);
      i += 2;
    } else {
      pushSpan(out, b[j] ?? 0, b[j + 1] ?? 0);
      j += 2;
    }
  }
  return out;
}

/** Scratch space for growRows, reused: the merges allocate nothing. */
let scratch = { a: new Float64Array(256), b: new Float64Array(256) };

/**
 * `count` numbers of `from` joined with `list` grown by `by` at both ends
 * of each span, into `into`; returns how many numbers it wrote.
 */
function mergeGrown(
  from: Float64Array,
  count: number,
  list: Spans,
  by: number,
  into: Float64Array,
): number {
  let i = 0;
  let j = 0;
  let written = 0;
  while (i < count || j < list.length) {
    let x1: number;
    let x2: number;
    if (j >= list.length || (i < count && (from[i] as number) <= (list[j] as number) - by)) {
      x1 = from[i] as number;
      x2 = from[i + 1] as number;
      i += 2;
    } else {
      x1 = (list[j] as number) - by;
      x2 = (list[j + 1] as number) + by;
      j += 2;
    }
    if (written > 0 && x1 <= (into[written - 1] as number)) {
      if (x2 > (into[written - 1] as number)) into[written - 1] = x2;
    } else {
      into[written] = x1;
      into[written + 1] = x2;
      written += 2;
    }
  }
  return written;
}

/**
 * The spans grown by `radius` all round, as if a disc of that radius were
 * rolled along every edge (rows `from` to `to`, written into `out`). Row
 * i takes in each row within the radius, grown by the disc's half-chord
 * at that distance.
 */
export function growRows(
  rows: readonly Spans[],
  grid: RowGrid,
  radius: number,
  out: Spans[] = new Array<Spans>(rows.length).fill(EMPTY),
  from = 0,
  to = rows.length - 1,
): Spans[] {
  const reach = Math.floor(radius / grid.step);
  const chords: number[] = [];
  for (let k = 0; k <= reach; k += 1) {
    chords.push(Math.sqrt(Math.max(0, radius * radius - (k * grid.step) ** 2)));
  }
  const last = Math.min(rows.length - 1, to);
  for (let row = Math.max(0, from); row <= last; row += 1) {
    let total = 0;
    for (let k = -reach; k <= reach; k += 1) total += rows[row + k]?.length ?? 0;
    if (total === 0) {
      out[row] = EMPTY;
      continue;
    }
    if (scratch.a.length < total) {
      scratch = { a: new Float64Array(2 * total), b: new Float64Array(2 * total) };
    }
    let held = scratch.a;
    let spare = scratch.b;
    let count = 0;
    for (let k = -reach; k <= reach; k += 1) {
      const near = rows[row + k];
      if (!near || near.length === 0) continue;
      count = mergeGrown(held, count, near, chords[Math.abs(k)] ?? 0, spare);
      const swap = held;
      held = spare;
      spare = swap;
    }
    out[row] = Array.from(held.subarray(0, count));
  }
  return out;
}

export function subtractSpans(a: Spans, b: Spans): Spans {
  if (a.length === 0 || b.length === 0) return a;
  const out: Spans = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 2) {
    let start = a[i] ?? 0;
    const end = a[i + 1] ?? 0;
    while (j < b.length && (b[j + 1] ?? 0) <= start) j += 2;
    let k = j;
    while (k < b.length && (b[k] ?? 0) < end) {
      const cutStart = b[k] ?? 0;
      const cutEnd = b[k + 1] ?? 0;
      if (cutStart > start) out.push(start, cutStart);
      start = Math.max(start, cutEnd);
      if (start >= end) break;
      k += 2;
    }
    if (start < end) out.push(start, end);
  }
  return out;
}

export function clipSpans(spans: Spans, from: number, to: number): Spans {
  const out: Spans = [];
  for (let i = 0; i < spans.length; i += 2) {
    const x1 = Math.max(from, spans[i] ?? 0);
    const x2 = Math.min(to, spans[i + 1] ?? 0);
    if (x2 > x1) out.push(x1, x2);
  }
  return out;
}

/** The index (even) of the span containing x, or -1. */
export function spanAt(spans: Spans, x: number): number {
  let low = 0;
  let high = spans.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const x1 = spans[2 * middle] ?? 0;
    const x2 = spans[2 * middle + 1] ?? 0;
    if (x < x1) high = middle - 1;
    else if (x > x2) low = middle + 1;
    else return 2 * middle;
  }
  return -1;
}
