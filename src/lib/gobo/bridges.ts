/**
 * Bridges: strips of steel left uncut across the cut, so that every island
 * hangs on the rim. Coordinates are the design's own upright frame (the
 * artwork's units, centred on the disc, before the design's rotation), so
 * a letter's bridges are upright to the letter, as a sign-writer cuts a
 * stencil: straight across the thinnest part of the stroke, preferably
 * upright (through the top or the bottom of an O), sideways when that is
 * much shorter.
 *
 * Each island gets the shortest bridge that reaches steel held by
 * something else; taken shortest first (Kruskal's spanning tree), islands
 * end up with one bridge each, and no more than needed. Rings and plaques
 * are given theirs by design (frames.ts, artwork.ts) before this runs.
 */
import type { Ring } from './path-geometry';
import {
  islandSize,
  pieceAt,
  pieceCovering,
  pieceOf,
  steelCount,
  steelEnd,
  steelPieces,
  steelStart,
  type IslandBox,
  type SteelPieces,
} from './islands';
import { rowY, scanRings, subtractSpans, type RowGrid, type Spans } from './row-spans';

export interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Candidate {
  from: number;
  to: number;
  length: number;
  rect: Rect;
  upright: boolean;
}

export interface BridgeOptions {
  /** The bridge's width, artwork units. */
  width: number;
  /** Islands smaller than this both ways are dust the laser burns away. */
  dust: number;
  /** The longest bridge worth drawing, artwork units. */
  maxLength: number;
}

export interface BridgeResult {
  /** The bridges added here (not the given ones). */
  bridges: Rect[];
  /** Islands left once the given bridges are in, each bridged here. */
  islandsFound: number;
  /** Islands still loose after bridging (none, unless a logo is too fine). */
  loose: number;
}

/** Sideways bridges must be this much shorter to win: stencil cuts are upright. */
const SIDEWAYS_PENALTY = 1.15;
/** Bridges are tried every this many widths along an island. */
const SAMPLE_EVERY = 0.5;
/** Rounds of bridging: a bridge may land on an island that needs one itself. */
const ROUNDS = 3;

export function rectRing({ x1, y1, x2, y2 }: Rect): Ring {
  return [x1, y1, x2, y1, x2, y2, x1, y2];
}

function overlaps(a: Rect, b: Rect, margin: number): boolean {
  return (
    a.x1 < b.x2 + margin && b.x1 < a.x2 + margin && a.y1 < b.y2 + margin && b.y1 < a.y2 + margin
  );
}

function ringBox(ring: Ring): Rect {
  const box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (let index = 0; index < ring.length; index += 2) {
    box.x1 = Math.min(box.x1, ring[index] ?? 0);
    box.x2 = Math.max(box.x2, ring[index] ?? 0);
    box.y1 = Math.min(box.y1, ring[index + 1] ?? 0);
    box.y2 = Math.max(box.y2, ring[index + 1] ?? 0);
  }
  return box;
}

function isDust(pieces: SteelPieces, box: IslandBox, dust: number): boolean {
  const size = islandSize(pieces, box);
  return size.width < dust && size.height < dust;
}

/** Upright bridges from the island's top (direction -1) or bottom (+1) edge. */
function uprightCandidates(
  pieces: SteelPieces,
  island: number,
  box: IslandBox,
  direction: -1 | 1,
  options: BridgeOptions,
): Candidate[] {
  const { grid } = pieces;
  const half = options.width / 2;
  const islandWidth = box.x2 - box.x1;
  const contact = Math.min(options.width, 0.8 * islandWidth);
  const maxRows = Math.ceil(options.maxLength / grid.step);
  const step = Math.max(grid.step, options.width * SAMPLE_EVERY);
  const found: Candidate[] = [];
  for (let x = box.x1 + Math.min(half, islandWidth / 2); x <= box.x2; x += step) {
    // The island's first row at this column, seen from the side the bridge leaves by.
    let foot = -1;
    const first = direction < 0 ? box.row1 : box.row2;
    for (let row = first; row >= box.row1 && row <= box.row2; row -= direction) {
      const cut = pieces.cut[row] as Spans;
      const piece = pieceAt(pieces, row, x);
      if (piece !== island) continue;
      // Enough of the strip's width must rest on the island.
      let touching = 0;
      const count = steelCount(pieces, row);
      for (let k = 0; k < count; k += 1) {
        if (pieceOf(pieces, row, k) !== island) continue;
        touching += Math.max(
          0,
          Math.min(x + half, steelEnd(cut, k)) - Math.max(x - half, steelStart(cut, k)),
        );
      }
      if (touching >= contact - 1e-9) foot = row;
      break;
    }
    if (foot < 0) continue;
    for (let count = 1; count <= maxRows; count += 1) {
      const row = foot + direction * count;
      if (row < 0 || row >= grid.rows) break;
      const landing = pieceCovering(pieces, row, x - half, x + half);
      if (landing < 0) continue;
      if (landing !== island && count > 1) {
        const [near, far] = direction < 0 ? [row, foot] : [foot, row];
        found.push({
          from: island,
          to: landing,
          length: (count - 1) * grid.step,
          upright: true,
          rect: {
            x1: x - half,
            x2: x + half,
            y1: rowY(grid, near) - grid.step / 2,
            y2: rowY(grid, far) + grid.step / 2,
          },
        });
      }
      break;
    }
  }
  return found;
}

/** Sideways bridges from the island's left (-1) or right (+1) edges. */
function sidewaysCandidates(
  pieces: SteelPieces,
  island: number,
  box: IslandBox,
  options: BridgeOptions,
): Candidate[] {
  const { grid } = pieces;
  const half = options.width / 2;
  const band = Math.max(1, Math.round(half / grid.step));
  const step = Math.max(1, Math.round((options.width * SAMPLE_EVERY) / grid.step));
  const tuck = grid.step;
  const found: Candidate[] = [];
  for (let centre = box.row1 + band; centre <= box.row2 - band; centre += step) {
    const cut = pieces.cut[centre] as Spans;
    const count = steelCount(pieces, centre);
    for (let k = 0; k < count; k += 1) {
      if (pieceOf(pieces, centre, k) !== island) continue;
      for (const side of [-1, 1] as const) {
        const neighbour = k + side;
        if (neighbour < 0 || neighbour >= count) continue;
        const start = side > 0 ? steelEnd(cut, k) : steelStart(cut, k);
        const end = side > 0 ? steelStart(cut, neighbour) : steelEnd(cut, neighbour);
        const length = Math.abs(end - start);
        if (length > options.maxLength) continue;
        const from = start - side * tuck;
        const to = end + side * tuck;
        const target = pieceOf(pieces, centre, neighbour);
        if (target === island) continue;
        let holds = true;
        for (let row = centre - band; row <= centre + band && holds; row += 1) {
          holds = pieceAt(pieces, row, from) === island && pieceAt(pieces, row, to) === target;
        }
        if (!holds) continue;
        found.push({
          from: island,
          to: target,
          length,
          upright: false,
          rect: {
            x1: Math.min(from, to),
            x2: Math.max(from, to),
            y1: rowY(grid, centre - band) - grid.step / 2,
            y2: rowY(grid, centre + band) + grid.step / 2,
          },
        });
      }
    }
  }
  return found;
}

function cost(candidate: Candidate): number {
  return candidate.length * (candidate.upright ? 1 : SIDEWAYS_PENALTY);
}

/**
 * Bridges every island of `cut` (row spans on `grid`) to the rim, after
 * the `given` bridges (rings and plaques) are left uncut.
 */
export function bridgeIslands(
  cut: readonly Spans[],
  grid: RowGrid,
  given: readonly Ring[],
  options: BridgeOptions,
): BridgeResult {
  const added: Rect[] = [];
  const taken: Rect[] = given.map(ringBox);
  let islandsFound = -1;
  let loose = 0;
  let current = subtractBridges(cut, grid, given);
  // One round bridges every island; another only if some bridge could not be placed.
  for (let round = 0; round < ROUNDS; round += 1) {
    const pieces = steelPieces(current, grid);
    const dust = new Set<number>();
    const islands: Array<[number, IslandBox]> = [];
    for (const [id, box] of pieces.islands) {
      if (isDust(pieces, box, options.dust)) dust.add(id);
      else islands.push([id, box]);
    }
    if (islandsFound < 0) islandsFound = islands.length;
    loose = islands.length;
    if (islands.length === 0) break;
    const candidates = islands
      .flatMap(([id, box]) => [
        ...uprightCandidates(pieces, id, box, -1, options),
        ...uprightCandidates(pieces, id, box, 1, options),
        ...sidewaysCandidates(pieces, id, box, options),
      ])
      .filter((candidate) => !dust.has(candidate.to))
      .sort((a, b) => cost(a) - cost(b));

    // Kruskal: the cheapest bridge that joins two still separate pieces.
    const parent = new Map<number, number>();
    const root = (id: number): number => {
      let node = id;
      for (let next = parent.get(node); next !== undefined; next = parent.get(node)) node = next;
      return node;
    };
    const newBridges: Rect[] = [];
    for (const candidate of candidates) {
      const a = root(candidate.from);
      const b = root(candidate.to);
      if (a === b) continue;
      if (taken.some((rect) => overlaps(rect, candidate.rect, options.width / 2))) continue;
      // The rim stays a root, so every held island's root ends up being the rim.
      if (a === pieces.rim) parent.set(b, a);
      else parent.set(a, b);
      taken.push(candidate.rect);
      newBridges.push(candidate.rect);
    }
    added.push(...newBridges);
    loose = islands.filter(([id]) => root(id) !== pieces.rim).length;
    if (loose === 0 || newBridges.length === 0) break;
    current = subtractBridges(current, grid, newBridges.map(rectRing));
  }
  return { bridges: added, islandsFound: Math.max(0, islandsFound), loose };
}

function subtractBridges(cut: readonly Spans[], grid: RowGrid, bridges: readonly Ring[]): Spans[] {
  if (bridges.length === 0) return [...cut];
  const steel = scanRings(bridges, 'nonzero', grid);
  const rows = cut.slice();
  steel.rows.forEach((spans, index) => {
    const row = steel.first + index;
    rows[row] = subtractSpans(rows[row] as Spans, spans);
  });
  return rows;
}

/** Islands of `cut` as it is, without any bridge (dust left out). */
export function countIslands(
  cut: readonly Spans[],
  grid: RowGrid,
  options: Pick<BridgeOptions, 'dust'>,
): number {
  const pieces = steelPieces(cut, grid);
  return [...pieces.islands.values()].filter((box) => !isDust(pieces, box, options.dust)).length;
}
