/**
 * Bridges: strips of steel left uncut across the cut, so that every island
 * hangs on the rim. Coordinates are the design's own upright frame (the
 * artwork's units, centred on the disc, before the design's rotation), so
 * a letter's bridges are upright to the letter, as a sign-writer cuts a
 * stencil: straight across the thinnest part of the stroke, preferably
 * upright (through the top or the bottom of an O), sideways when that is
 * much shorter.
 *
 * Which steel holds: a neck of steel narrower than `hold` between two
 * cuts is burnt through or snaps, so it joins nothing. The check grows the
 * cut by half that width all round (growRows) and looks at the steel left:
 * its pieces not joined to the rim are the islands, including a piece that
 * hung on the rim by too thin a neck. A bridge is wider than `hold`, so the
 * line down its middle survives the growing, and joins the island to the
 * steel it lands on.
 *
 * Each island gets the shortest bridge that reaches steel held by
 * something else; taken shortest first (Kruskal's spanning tree), islands
 * end up with one bridge each, and no more than needed. An island inside
 * another (the loop of a script letter inside its counter) hangs on the
 * outer one, which hangs on the rim. Rings and plaques are given theirs by
 * design (frames.ts, steel.ts) before this runs. The design with all its
 * bridges is checked again from its cut, and bridged again if anything is
 * still loose.
 */
import type { Ring } from './path-geometry';
import {
  islandSize,
  pieceAt,
  pieceOf,
  steelCount,
  steelEnd,
  steelPieces,
  steelStart,
  type IslandBox,
  type SteelPieces,
} from './islands';
import {
  growRows,
  rowY,
  scanRings,
  spanAt,
  subtractSpans,
  type RowGrid,
  type Spans,
} from './row-spans';

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
  /** Whether it crosses the cut itself, not only steel too thin to hold. */
  crosses: boolean;
}

export interface BridgeOptions {
  /** The bridge's width, artwork units (wider than `hold`). */
  width: number;
  /** The narrowest steel that holds, artwork units. */
  hold: number;
  /** The longest bridge worth drawing, artwork units. */
  maxLength: number;
}

export interface BridgeResult {
  /** The bridges added here (not the given ones). */
  bridges: Rect[];
  /** Steel too thin to hold anywhere, lost in the cutting: one rectangle a row. */
  lost: Rect[];
  /** Islands left once the given bridges are in, each bridged here. */
  islandsFound: number;
  /** Islands still loose after bridging (none, unless a logo is too fine). */
  loose: number;
}

/** Sideways bridges must be this much shorter to win: stencil cuts are upright. */
const SIDEWAYS_PENALTY = 1.15;
/**
 * A bridge that crosses no cut, only a neck too thin to hold (it widens
 * the neck), must be this much shorter to win: run along a stroke's edge,
 * it would pare the stroke to a hairline.
 */
const NECK_PENALTY = 2;
/** Bridges are tried every this many widths along an island. */
const SAMPLE_EVERY = 0.5;
/** Rounds of bridging: a bridge may land on an island that needs one itself. */
const ROUNDS = 4;
/**
 * Pieces of held steel smaller than this both ways (artwork units, once
 * grown) are left out: a speck only just wider than `hold`, which the
 * laser burns away.
 */
export const SPECK = 0.5;

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

function isSpeck(pieces: SteelPieces, box: IslandBox): boolean {
  const size = islandSize(pieces, box);
  return size.width < SPECK && size.height - pieces.grid.step < SPECK;
}

/** The columns an island is tried at: every half bridge width, and its middle. */
function columnsOf(box: IslandBox, options: BridgeOptions): number[] {
  const step = options.width * SAMPLE_EVERY;
  const columns = [(box.x1 + box.x2) / 2];
  for (let x = box.x1 + step / 2; x < box.x2; x += step) columns.push(x);
  return columns;
}

/**
 * Upright bridges from the island's top (direction -1) or bottom (+1): at a
 * column, from the island's last row on that side across the cut to the
 * first steel of another piece.
 */
function uprightCandidates(
  pieces: SteelPieces,
  cut: readonly Spans[],
  island: number,
  box: IslandBox,
  direction: -1 | 1,
  options: BridgeOptions,
): Candidate[] {
  const { grid } = pieces;
  const half = options.width / 2;
  const maxRows = Math.ceil(options.maxLength / grid.step);
  const found: Candidate[] = [];
  for (const x of columnsOf(box, options)) {
    let foot = -1;
    const first = direction < 0 ? box.row1 : box.row2;
    for (let row = first; row >= box.row1 && row <= box.row2; row -= direction) {
      if (pieceAt(pieces, row, x) === island) {
        foot = row;
        break;
      }
    }
    if (foot < 0) continue;
    for (let count = 1; count <= maxRows; count += 1) {
      const row = foot + direction * count;
      const landing = pieceAt(pieces, row, x);
      if (landing < 0) continue;
      if (landing !== island && count > 1) {
        const [near, far] = direction < 0 ? [row, foot] : [foot, row];
        let crosses = false;
        for (let between = near + 1; between < far && !crosses; between += 1) {
          crosses = spanAt(cut[between] as Spans, x) >= 0;
        }
        found.push({
          from: island,
          to: landing,
          length: (count - 1) * grid.step,
          upright: true,
          crosses,
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

/** Sideways bridges: on a row, from an island's span across the cut to the next steel. */
function sidewaysCandidates(
  pieces: SteelPieces,
  cut: readonly Spans[],
  island: number,
  box: IslandBox,
  options: BridgeOptions,
): Candidate[] {
  const { grid } = pieces;
  const half = options.width / 2;
  const every = Math.max(1, Math.round((options.width * SAMPLE_EVERY) / grid.step));
  const middle = Math.round((box.row1 + box.row2) / 2);
  const rows = [middle];
  for (let row = box.row1 + Math.floor(every / 2); row <= box.row2; row += every) rows.push(row);
  const found: Candidate[] = [];
  for (const row of rows) {
    const grown = pieces.cut[row] as Spans;
    const real = cut[row] as Spans;
    const count = steelCount(pieces, row);
    const y = rowY(grid, row);
    for (let k = 0; k < count; k += 1) {
      if (pieceOf(pieces, row, k) !== island) continue;
      for (const side of [-1, 1] as const) {
        const neighbour = k + side;
        if (neighbour < 0 || neighbour >= count) continue;
        const target = pieceOf(pieces, row, neighbour);
        if (target === island) continue;
        const start = side > 0 ? steelEnd(grown, k) : steelStart(grown, k);
        const end = side > 0 ? steelStart(grown, neighbour) : steelEnd(grown, neighbour);
        const length = Math.abs(end - start);
        if (length > options.maxLength) continue;
        // A little into the steel at both ends, clear of the row's rounding.
        const from = start - side * grid.step;
        const to = end + side * grid.step;
        let crosses = false;
        for (let index = 0; index < real.length && !crosses; index += 2) {
          crosses =
            (real[index + 1] ?? 0) > Math.min(start, end) &&
            (real[index] ?? 0) < Math.max(start, end);
        }
        found.push({
          from: island,
          to: target,
          length,
          upright: false,
          crosses,
          rect: { x1: Math.min(from, to), x2: Math.max(from, to), y1: y - half, y2: y + half },
        });
      }
    }
  }
  return found;
}

function cost(candidate: Candidate): number {
  return (
    candidate.length *
    (candidate.upright ? 1 : SIDEWAYS_PENALTY) *
    (candidate.crosses ? 1 : NECK_PENALTY)
  );
}

/** The cut with bridges left uncut, and the rows that changed (first, last). */
function subtractBridges(
  cut: Spans[],
  grid: RowGrid,
  bridges: readonly Ring[],
): Array<[number, number]> {
  const changed: Array<[number, number]> = [];
  for (const bridge of bridges) {
    const steel = scanRings([bridge], 'nonzero', grid);
    if (steel.rows.length === 0) continue;
    steel.rows.forEach((spans, index) => {
      const row = steel.first + index;
      cut[row] = subtractSpans(cut[row] as Spans, spans);
    });
    changed.push([steel.first, steel.first + steel.rows.length - 1]);
  }
  return changed;
}

/**
 * Rows already grown from a cut that differs from the one being checked
 * only on rows `first` to `last` (the frame's, while the text changes).
 */
export interface GrownRows {
  grown: readonly Spans[];
  first: number;
  last: number;
}

/** The steel that holds: the cut grown by half the holding width (see the module comment). */
class HeldSteel {
  readonly cut: Spans[];
  readonly grown: Spans[];
  private readonly reach: number;

  constructor(
    cut: readonly Spans[],
    given: readonly Ring[],
    private readonly grid: RowGrid,
    private readonly radius: number,
    reuse?: GrownRows,
  ) {
    this.reach = Math.ceil(radius / grid.step);
    this.cut = cut.slice();
    const changed = subtractBridges(this.cut, grid, given);
    if (reuse) {
      this.grown = reuse.grown.slice();
      this.regrow(reuse.first <= reuse.last ? [...changed, [reuse.first, reuse.last]] : changed);
    } else {
      this.grown = growRows(this.cut, grid, radius);
    }
  }

  /** Leaves `bridges` uncut, and grows again only the rows they reach. */
  addBridges(bridges: readonly Ring[]): void {
    this.regrow(subtractBridges(this.cut, this.grid, bridges));
  }

  /** Grows again the rows within reach of the ranges, each row once. */
  private regrow(ranges: Array<[number, number]>): void {
    const reach = this.reach;
    ranges.sort((a, b) => a[0] - b[0]);
    let [first, last] = [0, -Infinity];
    for (const [start, end] of [...ranges, [Infinity, Infinity] as [number, number]]) {
      if (start - reach <= last + reach) {
        last = Math.max(last, end);
        continue;
      }
      if (last >= first) {
        growRows(this.cut, this.grid, this.radius, this.grown, first - reach, last + reach);
      }
      [first, last] = [start, end];
    }
  }

  pieces(): SteelPieces {
    return steelPieces(this.grown, this.grid);
  }
}

/** The rows of `cut` grown as the check grows them, for GrownRows. */
export function growForHold(cut: readonly Spans[], grid: RowGrid, hold: number): Spans[] {
  return growRows(cut, grid, hold / 2);
}

function islandsOf(pieces: SteelPieces): Array<[number, IslandBox]> {
  return [...pieces.islands].filter(([, box]) => !isSpeck(pieces, box));
}

/**
 * The steel that nothing of which holds: no part of it is wider than
 * `hold` (or only a speck is). The laser burns it away or it drops out, so
 * the gobo lets light through there: it is drawn as light, row by row, a
 * little wider than measured so that no seam is left.
 */
function lostSteel(held: HeldSteel, grown: SteelPieces, grid: RowGrid): Rect[] {
  const raw = steelPieces(held.cut, grid);
  if (raw.islands.size === 0) return [];
  const kept = new Set<number>();
  // Only the rows the drawn islands reach can tell whether one of them holds.
  const reached = new Uint8Array(grid.rows);
  for (const box of raw.islands.values()) reached.fill(1, box.row1, box.row2 + 1);
  for (let row = 0; row < grid.rows; row += 1) {
    if (reached[row] === 0) continue;
    const spans = held.grown[row] as Spans;
    const count = steelCount(grown, row);
    // The first and last steel of a row are the rim's, in both.
    for (let k = 1; k < count - 1; k += 1) {
      const id = pieceOf(grown, row, k);
      const box = grown.islands.get(id);
      if (box && isSpeck(grown, box)) continue;
      const middle = (steelStart(spans, k) + steelEnd(spans, k)) / 2;
      kept.add(pieceAt(raw, row, middle));
    }
  }
  const lost: Rect[] = [];
  const seam = grid.step / 2;
  for (const [id, box] of raw.islands) {
    if (kept.has(id)) continue;
    for (let row = box.row1; row <= box.row2; row += 1) {
      const spans = held.cut[row] as Spans;
      const y = rowY(grid, row);
      const count = steelCount(raw, row);
      for (let k = 1; k < count - 1; k += 1) {
        if (pieceOf(raw, row, k) !== id) continue;
        lost.push({
          x1: steelStart(spans, k) - seam,
          x2: steelEnd(spans, k) + seam,
          y1: y - grid.step / 2 - seam,
          y2: y + grid.step / 2 + seam,
        });
      }
    }
  }
  return lost;
}

/**
 * Bridges every island of `cut` (row spans on `grid`) to the rim, after
 * the `given` bridges (rings and plaques) are left uncut. `reuse` saves
 * growing again the rows that have not changed.
 */
export function bridgeIslands(
  cut: readonly Spans[],
  grid: RowGrid,
  given: readonly Ring[],
  options: BridgeOptions,
  reuse?: GrownRows,
): BridgeResult {
  const held = new HeldSteel(cut, given, grid, options.hold / 2, reuse);
  const added: Rect[] = [];
  const taken: Rect[] = given.map(ringBox);
  let islandsFound = -1;
  for (let round = 0; ; round += 1) {
    // Every round starts from the cut as it now is: the last one is the check.
    const pieces = held.pieces();
    const islands = islandsOf(pieces);
    if (islandsFound < 0) islandsFound = islands.length;
    if (islands.length === 0 || round === ROUNDS) {
      const lost = lostSteel(held, pieces, grid);
      return { bridges: added, lost, islandsFound, loose: islands.length };
    }
    const candidates = islands
      .flatMap(([id, box]) => [
        ...uprightCandidates(pieces, held.cut, id, box, -1, options),
        ...uprightCandidates(pieces, held.cut, id, box, 1, options),
        ...sidewaysCandidates(pieces, held.cut, id, box, options),
      ])
      .sort((a, b) => cost(a) - cost(b));

    // Kruskal: the cheapest bridge that joins two still separate pieces.
    const parent = new Map<number, number>();
    const root = (id: number): number => {
      let node = id;
      for (let next = parent.get(node); next !== undefined; next = parent.get(node)) node = next;
      return node;
    };
    const newBridges: Rect[] = [];
    // Bridges keep clear of each other where they can; where an island has
    // no other way out, one may run beside another.
    for (const keepClear of [true, false]) {
      for (const candidate of candidates) {
        const a = root(candidate.from);
        const b = root(candidate.to);
        if (a === b) continue;
        if (keepClear && taken.some((rect) => overlaps(rect, candidate.rect, options.width / 2))) {
          continue;
        }
        // The rim stays a root, so every held island's root ends up being the rim.
        if (a === pieces.rim) parent.set(b, a);
        else parent.set(a, b);
        taken.push(candidate.rect);
        newBridges.push(candidate.rect);
      }
    }
    if (newBridges.length === 0) {
      const lost = lostSteel(held, pieces, grid);
      return { bridges: added, lost, islandsFound, loose: islands.length };
    }
    added.push(...newBridges);
    held.addBridges(newBridges.map(rectRing));
  }
}
