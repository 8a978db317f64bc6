/**
 * Which pieces of a steel gobo the cut leaves unattached. The cut is given
 * as row spans (row-spans.ts) over a disc; everything outside the cut is
 * steel, and steel outside the disc is the gobo's rim. Steel spans of
 * neighbouring rows that overlap belong to one piece; a piece not joined
 * to the rim is an island, and falls out when the gobo is cut.
 *
 * A row with n cut spans has n + 1 steel spans, the gaps around them: the
 * first and the last reach past the disc, into the rim.
 */
import { rowY, type RowGrid, type Spans } from './row-spans';

/** Far beyond the disc: the rim's steel on either side of each row. */
const OUTSIDE = 1e7;

export interface IslandBox {
  x1: number;
  x2: number;
  /** Rows, inclusive. */
  row1: number;
  row2: number;
}

export interface SteelPieces {
  grid: RowGrid;
  cut: readonly Spans[];
  /** Where each row's steel spans start in `ids`. */
  offsets: Int32Array;
  /** The piece of every steel span, row after row. */
  ids: Int32Array;
  /** The rim's piece. */
  rim: number;
  /** Island pieces and their extents (the rim excluded). */
  islands: Map<number, IslandBox>;
}

/** The k-th steel span of a row: between cut spans k - 1 and k. */
export function steelStart(cut: Spans, k: number): number {
  return k === 0 ? -OUTSIDE : (cut[2 * k - 1] ?? 0);
}

export function steelEnd(cut: Spans, k: number): number {
  return 2 * k >= cut.length ? OUTSIDE : (cut[2 * k] ?? 0);
}

export function steelCount(pieces: SteelPieces, row: number): number {
  return (pieces.cut[row]?.length ?? 0) / 2 + 1;
}

export function pieceOf(pieces: SteelPieces, row: number, k: number): number {
  return pieces.ids[(pieces.offsets[row] ?? 0) + k] ?? -1;
}

function find(parent: Int32Array, index: number): number {
  let root = index;
  while (parent[root] !== root) root = parent[root] ?? root;
  let node = index;
  while (parent[node] !== root) {
    const next = parent[node] ?? root;
    parent[node] = root;
    node = next;
  }
  return root;
}

/** The pieces of steel around `cut` (one spans list per row of `grid`). */
export function steelPieces(cut: readonly Spans[], grid: RowGrid): SteelPieces {
  const rows = cut.length;
  const offsets = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row += 1) {
    offsets[row + 1] = (offsets[row] ?? 0) + (cut[row]?.length ?? 0) / 2 + 1;
  }
  const total = offsets[rows] ?? 0;
  const rimNode = total;
  const parent = new Int32Array(total + 1);
  for (let index = 0; index <= total; index += 1) parent[index] = index;
  const union = (a: number, b: number) => {
    const rootA = find(parent, a);
    const rootB = find(parent, b);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };

  for (let row = 0; row < rows; row += 1) {
    const above = cut[row] as Spans;
    const base = offsets[row] ?? 0;
    const count = above.length / 2 + 1;
    union(base, rimNode);
    union(base + count - 1, rimNode);
    if (row + 1 >= rows) continue;
    const below = cut[row + 1] as Spans;
    const belowBase = offsets[row + 1] ?? 0;
    const belowCount = below.length / 2 + 1;
    let i = 0;
    let j = 0;
    while (i < count && j < belowCount) {
      const endA = steelEnd(above, i);
      const endB = steelEnd(below, j);
      const overlap = Math.min(endA, endB) - Math.max(steelStart(above, i), steelStart(below, j));
      if (overlap > 0) union(base + i, belowBase + j);
      if (endA < endB) i += 1;
      else j += 1;
    }
  }

  const rim = find(parent, rimNode);
  const ids = new Int32Array(total);
  const islands = new Map<number, IslandBox>();
  for (let row = 0; row < rows; row += 1) {
    const spans = cut[row] as Spans;
    const base = offsets[row] ?? 0;
    const count = spans.length / 2 + 1;
    for (let k = 0; k < count; k += 1) {
      const id = find(parent, base + k);
      ids[base + k] = id;
      if (id === rim) continue;
      const x1 = steelStart(spans, k);
      const x2 = steelEnd(spans, k);
      const box = islands.get(id);
      if (box) {
        if (x1 < box.x1) box.x1 = x1;
        if (x2 > box.x2) box.x2 = x2;
        box.row2 = row;
      } else {
        islands.set(id, { x1, x2, row1: row, row2: row });
      }
    }
  }
  return { grid, cut, offsets, ids, rim, islands };
}

/** The index of the steel span containing x on `row`, or -1 where it is cut. */
export function steelIndexAt(pieces: SteelPieces, row: number, x: number): number {
  const cut = pieces.cut[row];
  if (!cut) return -1;
  // k = the number of cut spans that end at or before x.
  let low = 0;
  let high = cut.length / 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cut[2 * middle + 1] ?? 0) <= x) low = middle + 1;
    else high = middle;
  }
  return low < cut.length / 2 && (cut[2 * low] ?? 0) < x ? -1 : low;
}

/** The piece of steel at (x, row), or -1 where the gobo is cut. */
export function pieceAt(pieces: SteelPieces, row: number, x: number): number {
  if (row < 0 || row >= pieces.cut.length) return pieces.rim;
  const k = steelIndexAt(pieces, row, x);
  return k < 0 ? -1 : pieceOf(pieces, row, k);
}

/** An island's size in artwork units: its width and height. */
export function islandSize(pieces: SteelPieces, box: IslandBox): { width: number; height: number } {
  return {
    width: box.x2 - box.x1,
    height: rowY(pieces.grid, box.row2) - rowY(pieces.grid, box.row1) + pieces.grid.step,
  };
}
