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

/** Rows are joined in blocks of this many: a block whose rows are unchanged keeps its joins. */
const BLOCK_ROWS = 64;

/**
 * One block of rows joined on its own: each steel span's local piece (the
 * lowest local index in it, as find() leaves it), and each piece's extent.
 * Kept with a copy of its rows, so that it is reused only for equal rows.
 */
interface Block {
  first: number;
  /** The rows' spans, end to end, and where each row starts in them. */
  values: Float64Array;
  rowStarts: Int32Array;
  /** Where each row's steel spans start, local to the block. */
  offsets: Int32Array;
  /** Each steel span's local piece; `count` is the block's rim. */
  local: Int32Array;
  count: number;
  /** Each local piece's extent (read at the piece's own index). */
  x1: Float64Array;
  x2: Float64Array;
  row1: Int32Array;
  row2: Int32Array;
}

/**
 * Blocks found by earlier calls, reused for a cut that differs only on
 * some rows (the text's, while the visitor types; the frame's never do).
 */
export interface PiecesMemo {
  blocks: Array<Block | undefined>;
}

export function piecesMemo(): PiecesMemo {
  return { blocks: [] };
}

/** Joins the steel spans of rows `row` and `row + 1` that overlap. */
function joinRows(
  cut: readonly Spans[],
  row: number,
  base: number,
  belowBase: number,
  union: (a: number, b: number) => void,
): void {
  const above = cut[row] as Spans;
  const below = cut[row + 1] as Spans;
  const count = above.length / 2 + 1;
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

function unionFind(size: number): { parent: Int32Array; union: (a: number, b: number) => void } {
  const parent = new Int32Array(size);
  for (let index = 0; index < size; index += 1) parent[index] = index;
  const union = (a: number, b: number) => {
    const rootA = find(parent, a);
    const rootB = find(parent, b);
    // The lower index is the root: a piece is named by its first span, whatever the join order.
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };
  return { parent, union };
}

function sameRows(block: Block, cut: readonly Spans[], first: number, last: number): boolean {
  if (block.first !== first || block.rowStarts.length !== last - first + 2) return false;
  const { values, rowStarts } = block;
  for (let row = first; row <= last; row += 1) {
    const spans = cut[row] as Spans;
    const start = rowStarts[row - first] ?? 0;
    if ((rowStarts[row - first + 1] ?? 0) - start !== spans.length) return false;
    for (let index = 0; index < spans.length; index += 1) {
      if (values[start + index] !== spans[index]) return false;
    }
  }
  return true;
}

/** Joins rows `first` to `last` of `cut` on their own. */
function joinBlock(cut: readonly Spans[], first: number, last: number): Block {
  const rows = last - first + 1;
  const rowStarts = new Int32Array(rows + 1);
  const offsets = new Int32Array(rows + 1);
  for (let index = 0; index < rows; index += 1) {
    const length = (cut[first + index] as Spans).length;
    rowStarts[index + 1] = (rowStarts[index] ?? 0) + length;
    offsets[index + 1] = (offsets[index] ?? 0) + length / 2 + 1;
  }
  const values = new Float64Array(rowStarts[rows] ?? 0);
  for (let index = 0; index < rows; index += 1) {
    values.set(cut[first + index] as Spans, rowStarts[index] ?? 0);
  }
  const count = offsets[rows] ?? 0;
  const { parent, union } = unionFind(count + 1);
  for (let index = 0; index < rows; index += 1) {
    const base = offsets[index] ?? 0;
    union(base, count);
    union((offsets[index + 1] ?? 0) - 1, count);
    if (index + 1 < rows) joinRows(cut, first + index, base, offsets[index + 1] ?? 0, union);
  }
  const local = new Int32Array(count + 1);
  const x1 = new Float64Array(count);
  const x2 = new Float64Array(count);
  const row1 = new Int32Array(count);
  const row2 = new Int32Array(count);
  for (let index = 0; index < rows; index += 1) {
    const spans = cut[first + index] as Spans;
    const base = offsets[index] ?? 0;
    const row = first + index;
    for (let k = 0; base + k < (offsets[index + 1] ?? 0); k += 1) {
      const id = find(parent, base + k);
      local[base + k] = id;
      const start = steelStart(spans, k);
      const end = steelEnd(spans, k);
      if (id === base + k) {
        [x1[id], x2[id], row1[id], row2[id]] = [start, end, row, row];
        continue;
      }
      if (start < (x1[id] ?? 0)) x1[id] = start;
      if (end > (x2[id] ?? 0)) x2[id] = end;
      row2[id] = row;
    }
  }
  local[count] = find(parent, count);
  return { first, values, rowStarts, offsets, local, count, x1, x2, row1, row2 };
}

/**
 * The pieces of steel around `cut` (one spans list per row of `grid`).
 * Rows are joined block by block, then the blocks to each other; with a
 * `memo`, a block whose rows are unchanged since the last call is not
 * joined again. Either way a piece is named by its first steel span, in
 * row order, so the answer does not depend on what was reused.
 */
export function steelPieces(cut: readonly Spans[], grid: RowGrid, memo?: PiecesMemo): SteelPieces {
  const rows = cut.length;
  const offsets = new Int32Array(rows + 1);
  for (let row = 0; row < rows; row += 1) {
    offsets[row + 1] = (offsets[row] ?? 0) + (cut[row]?.length ?? 0) / 2 + 1;
  }
  const total = offsets[rows] ?? 0;
  const rimNode = total;
  const blocks: Block[] = [];
  for (let first = 0; first < rows; first += BLOCK_ROWS) {
    const last = Math.min(rows, first + BLOCK_ROWS) - 1;
    const index = first / BLOCK_ROWS;
    const kept = memo?.blocks[index];
    const block = kept && sameRows(kept, cut, first, last) ? kept : joinBlock(cut, first, last);
    if (memo) memo.blocks[index] = block;
    blocks.push(block);
  }
  if (memo) memo.blocks.length = blocks.length;

  // Each span starts at its block's piece; blocks join through the rim and their edge rows.
  const { parent, union } = unionFind(total + 1);
  for (const block of blocks) {
    const base = offsets[block.first] ?? 0;
    for (let index = 0; index < block.count; index += 1) {
      parent[base + index] = base + (block.local[index] ?? index);
    }
  }
  for (const block of blocks) {
    const base = offsets[block.first] ?? 0;
    union(base + (block.local[block.count] ?? 0), rimNode);
    const last = block.first + block.rowStarts.length - 2;
    if (last + 1 < rows) joinRows(cut, last, offsets[last] ?? 0, offsets[last + 1] ?? 0, union);
  }

  const rim = find(parent, rimNode);
  const ids = new Int32Array(total);
  for (let index = 0; index < total; index += 1) ids[index] = find(parent, index);
  // Pieces in order of their first span, as a scan row by row meets them.
  const islands = new Map<number, IslandBox>();
  for (const block of blocks) {
    const base = offsets[block.first] ?? 0;
    for (let index = 0; index < block.count; index += 1) {
      if (block.local[index] !== index) continue;
      const id = ids[base + index] ?? rim;
      if (id === rim) continue;
      const [x1, x2] = [block.x1[index] ?? 0, block.x2[index] ?? 0];
      const [row1, row2] = [block.row1[index] ?? 0, block.row2[index] ?? 0];
      const box = islands.get(id);
      if (box) {
        if (x1 < box.x1) box.x1 = x1;
        if (x2 > box.x2) box.x2 = x2;
        if (row2 > box.row2) box.row2 = row2;
      } else {
        islands.set(id, { x1, x2, row1, row2 });
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
