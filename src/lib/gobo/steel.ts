/**
 * Making a steel gobo cuttable: its islands found and bridged, its
 * hairlines found.
 *
 * How islands are found: from the artwork's own vector outlines (the
 * glyphs opentype.js gives, the frames' and the plaque's paths), flattened
 * and sampled on rows 0.5 artwork units apart (0.025 mm on an M-size gobo,
 * a tenth of the narrowest cut a laser makes), exact along each row. Vector
 * outlines need no raster of the whole disc: the check follows the true
 * shape at any gobo size and costs a few milliseconds, so it runs on every
 * keystroke. An uploaded logo is known only as its stencil, a bitmap of up
 * to 1200 px (0.04 mm a pixel on an M-size gobo, six pixels to the
 * narrowest cut): its lit pixels' runs join the same rows.
 *
 * Which steel holds (bridges.ts): a neck of steel narrower than the laser's
 * spot (MIN_STEEL_WIDTH) is burnt through, so pieces are followed only
 * through steel at least that wide: a letter's loop hanging on a hairline
 * of steel is an island like an O's counter. Steel too thin to hold
 * anywhere is lost in the cutting, and drawn as light.
 *
 * Everything is measured in the design's upright frame (artwork units,
 * centred on the disc, before the rotation), so bridges are upright to the
 * letters; they are drawn back in the artwork's frame.
 */
import { bridgeIslands, growForHold, rectRing } from './bridges';
import { frameBridges, frameShapes, CENTER, DISC_RADIUS } from './frames';
import { BRIDGE_WIDTH, MIN_CUT_WIDTH, MIN_STEEL_WIDTH } from './gobo-sizes';
import {
  layoutDesign,
  type Layout,
  type LayoutInput,
  type LogoCut,
  type PlacedLogo,
} from './layout';
import {
  compose,
  mapRing,
  pathRings,
  rotation,
  scaling,
  translation,
  type Affine,
  type Ring,
} from './path-geometry';
import {
  clipSpans,
  EMPTY,
  rowY,
  scanRings,
  spanAt,
  subtractSpans,
  unionSpans,
  type FillRule,
  type RowGrid,
  type Spans,
} from './row-spans';

const ROW_STEP = 0.5;

/** The rows the steel check samples, across the whole disc. */
export const STEEL_GRID: RowGrid = {
  y0: -DISC_RADIUS + ROW_STEP / 2,
  step: ROW_STEP,
  rows: Math.round((2 * DISC_RADIUS) / ROW_STEP),
};

/** Flattened curves stray at most this far from the true ones (artwork units). */
const FLATTEN_TOLERANCE = 0.1;

/** Bridges longer than this are not drawn: such an island is better on glass. */
const MAX_BRIDGE_LENGTH = 240;

/**
 * How far the check may place an edge from the true one: an edge between
 * two rows is seen on the nearer row, and curves are flattened. The
 * independent recount allows for it.
 */
export const STEEL_CHECK_ERROR = ROW_STEP + FLATTEN_TOLERANCE;

/** More loose islands than this in a logo and steel will not do it justice. */
export const MAX_LOGO_ISLANDS = 40;

export interface SteelPlan {
  /** The bridges, as closed polygons in artwork units (none needed: empty). */
  bridges: Ring[];
  /** Steel too thin to hold anywhere, which the cutting loses: drawn as light. */
  lost: Ring[];
  /** Islands the design has before bridging. */
  islandsFound: number;
  /** Islands no clean bridge could hold (too small, too far): only ever a logo. */
  loose: number;
}

export interface HairlineMark {
  /** Centre and radius, artwork units. */
  x: number;
  y: number;
  r: number;
}

interface Shape {
  rings: Ring[];
  rule: FillRule;
}

/** The cut's shapes in the upright frame, and the way back to the artwork. */
interface CutGeometry {
  /** The frame's shapes, the same for every keystroke: their rows are kept. */
  frame: { key: string; shapes: Shape[] };
  shapes: Shape[];
  logo?: { placed: PlacedLogo & { cut: LogoCut }; scale: number; cx: number; cy: number };
  /** Bridges drawn by design: the frame's, then the plaque's. */
  given: Ring[];
  /** The frame's own bridges (the first of `given`). */
  frameBridges: Ring[];
  toArtwork: Affine;
}

const SWAP: Affine = [0, 1, 1, 0, 0, 0];

/**
 * Flattened outlines, kept per path: a keystroke changes one text, and
 * the frames never change. Glyphs are flattened in their own units
 * (1000 to the em) to a quarter unit, at most 0.0125 mm on an M-size gobo
 * at the largest a letter is drawn.
 */
const flattened = new Map<string, Ring[]>();

/**
 * How finely a glyph is flattened, in its own units, for a drawing scale:
 * at most 0.1 artwork units off the true curve (0.005 mm on an M-size
 * gobo), in steps of powers of two so that the flattened glyphs can be
 * kept while the scale changes a little with each keystroke.
 */
function glyphTolerance(scale: number): number {
  return 2 ** Math.floor(Math.log2(FLATTEN_TOLERANCE / scale));
}

function ringsOf(d: string, tolerance: number): Ring[] {
  const key = `${tolerance}|${d}`;
  let rings = flattened.get(key);
  if (!rings) {
    // Keeps memory flat however long the visitor types.
    if (flattened.size > 400) flattened.clear();
    rings = pathRings(d, undefined, tolerance);
    flattened.set(key, rings);
  }
  return rings;
}

const mapRings = (rings: readonly Ring[], map: Affine) => rings.map((ring) => mapRing(ring, map));

function cutGeometry(layout: Layout, input: LayoutInput): CutGeometry {
  const { design } = input;
  const { block, scale, cx, cy } = layout;
  const toUpright = compose(scaling(scale), translation(-cx, -cy));
  const artworkToUpright = compose(rotation(-design.rotation), translation(-CENTER, -CENTER));
  const toArtwork = compose(translation(CENTER, CENTER), rotation(design.rotation));
  const shapes: Shape[] = [];
  const framesOwn: Ring[] = frameBridges(design.frame, BRIDGE_WIDTH).map((ring) =>
    mapRing(ring, artworkToUpright),
  );
  const given = [...framesOwn];
  const frame = {
    key: `${design.frame}|${design.rotation}`,
    shapes: frameShapes(design.frame).map((shape) => ({
      rings: mapRings(ringsOf(shape.d, FLATTEN_TOLERANCE), artworkToUpright),
      rule: shape.fillRule,
    })),
  };
  if (block) {
    for (const path of block.paths) {
      const map = compose(toUpright, compose(translation(path.x, path.y), scaling(path.scale)));
      const tolerance = glyphTolerance(scale * path.scale);
      shapes.push({ rings: mapRings(ringsOf(path.d, tolerance), map), rule: 'nonzero' });
    }
    if (block.plaque) {
      for (const extra of block.extras) {
        shapes.push({
          rings: mapRings(ringsOf(String(extra.attrs.d ?? ''), glyphTolerance(scale)), toUpright),
          rule: 'evenodd',
        });
      }
      given.push(...plaqueBridges(block.plaque, toUpright, scale));
    }
  }
  const cut = block?.logo?.cut;
  const logo = block?.logo && cut ? { placed: { ...block.logo, cut }, scale, cx, cy } : undefined;
  return { frame, shapes, logo, given, frameBridges: framesOwn, toArtwork };
}

/**
 * A plaque hangs on bridges through both borders at once: one in the
 * middle of each end, and along the long sides evenly spaced pairs, top
 * and bottom in line, about one every two and a half plaque heights.
 */
function plaqueBridges(
  plaque: NonNullable<Layout['block']>['plaque'] & object,
  toUpright: Affine,
  scale: number,
): Ring[] {
  const outer = plaque.borders[0];
  const inner = plaque.borders[plaque.borders.length - 1];
  if (!outer || !inner) return [];
  const { x1, y1, x2, y2 } = plaque.ink;
  const half = BRIDGE_WIDTH / 2 / scale;
  const tuck = BRIDGE_WIDTH / 2 / scale;
  const reach = outer.pad + outer.width + tuck;
  const inside = inner.pad - tuck;
  const height = y2 - y1 + 2 * inner.pad;
  const straight = x2 - x1 + 2 * inner.pad - 2 * plaque.radius;
  const count = Math.max(1, Math.round((x2 - x1 + 2 * inner.pad) / (2.5 * height)));
  const rects: Array<[number, number, number, number]> = [];
  const middleY = (y1 + y2) / 2;
  rects.push([x1 - reach, middleY - half, x1 - inside, middleY + half]);
  rects.push([x2 + inside, middleY - half, x2 + reach, middleY + half]);
  const left = x1 - inner.pad + plaque.radius;
  for (let index = 0; index < count; index += 1) {
    const x = left + (straight * (index + 0.5)) / count;
    rects.push([x - half, y1 - reach, x + half, y1 - inside]);
    rects.push([x - half, y2 + inside, x + half, y2 + reach]);
  }
  return rects.map(([a, b, c, d]) => mapRing(rectRing({ x1: a, y1: b, x2: c, y2: d }), toUpright));
}

/** A logo's lit runs on the upright row at `y` (or column, transposed). */
function logoSpans(logo: NonNullable<CutGeometry['logo']>, at: number, transposed: boolean): Spans {
  const { placed, scale, cx, cy } = logo;
  const { box, cut } = placed;
  const along = transposed ? at / scale + cx - box.x : at / scale + cy - box.y;
  const count = transposed ? cut.width : cut.height;
  const index = Math.floor((along / (transposed ? box.width : box.height)) * count);
  const runs = (transposed ? cut.columns : cut.rows)[index];
  if (!runs || runs.length === 0) return [];
  const pixel = transposed ? box.height / cut.height : box.width / cut.width;
  const origin = transposed ? box.y - cy : box.x - cx;
  return runs.map((value) => (origin + value * pixel) * scale);
}

/** Rows first to last of a grid; first > last when there are none. */
interface RowRange {
  first: number;
  last: number;
}

/** Adds the shapes' spans to `rows`; returns the rows they reach. */
function addShapes(
  rows: Spans[],
  shapes: readonly Shape[],
  grid: RowGrid,
  transposed: boolean,
): RowRange {
  const reached = { first: Infinity, last: -Infinity };
  for (const shape of shapes) {
    const rings = transposed ? mapRings(shape.rings, SWAP) : shape.rings;
    const band = scanRings(rings, shape.rule, grid);
    band.rows.forEach((more, index) => {
      const row = band.first + index;
      if (more.length === 0) return;
      rows[row] = unionSpans(rows[row] as Spans, more);
      reached.first = Math.min(reached.first, row);
      reached.last = Math.max(reached.last, row);
    });
  }
  return reached;
}

/** A row's spans inside the disc. */
function clipToDisc(row: Spans, y: number): Spans {
  if (row.length === 0) return row;
  const chord = Math.sqrt(Math.max(0, DISC_RADIUS * DISC_RADIUS - y * y));
  return (row[0] ?? 0) < -chord || (row[row.length - 1] ?? 0) > chord
    ? clipSpans(row, -chord, chord)
    : row;
}

/** The frame's rows and columns, kept while the visitor types (the frame does not change). */
const frameRows = new Map<string, Spans[]>();

function frameCut(geometry: CutGeometry, grid: RowGrid, transposed: boolean): Spans[] {
  const key = `${geometry.frame.key}|${transposed}|${grid.rows}`;
  let rows = frameRows.get(key);
  if (!rows) {
    // The rows and the columns of the frame in use, not every frame tried.
    if (frameRows.size >= 2) frameRows.clear();
    const cut = new Array<Spans>(grid.rows).fill(EMPTY);
    addShapes(cut, geometry.frame.shapes, grid, transposed);
    rows = cut.map((row, index) => clipToDisc(row, rowY(grid, index)));
    frameRows.set(key, rows);
  }
  return rows;
}

/** The cut on each row of `grid` (or each column, transposed), inside the disc. */
function cutRows(
  geometry: CutGeometry,
  grid: RowGrid,
  transposed = false,
): { rows: Spans[]; content: RowRange } {
  const rows = frameCut(geometry, grid, transposed).slice();
  const content = addShapes(rows, geometry.shapes, grid, transposed);
  const logo = geometry.logo;
  if (logo) {
    for (let index = 0; index < grid.rows; index += 1) {
      const lit = logoSpans(logo, rowY(grid, index), transposed);
      if (lit.length === 0) continue;
      rows[index] = unionSpans(rows[index] as Spans, lit);
      content.first = Math.min(content.first, index);
      content.last = Math.max(content.last, index);
    }
  }
  for (let index = Math.max(0, content.first); index <= content.last; index += 1) {
    rows[index] = clipToDisc(rows[index] as Spans, rowY(grid, index));
  }
  return { rows, content };
}

/**
 * The frame alone, less its bridges, grown as the check grows it: kept,
 * so that a keystroke grows only the rows its text reaches.
 */
let heldFrame: { key: string; grown: Spans[] } | null = null;

function heldFrameRows(geometry: CutGeometry): Spans[] {
  const key = `${geometry.frame.key}|${STEEL_GRID.rows}|${MIN_STEEL_WIDTH}`;
  if (heldFrame?.key !== key) {
    const rows = frameCut(geometry, STEEL_GRID, false).slice();
    const bridges = scanRings(geometry.frameBridges, 'nonzero', STEEL_GRID);
    bridges.rows.forEach((spans, index) => {
      const row = bridges.first + index;
      rows[row] = subtractSpans(rows[row] as Spans, spans);
    });
    heldFrame = { key, grown: growForHold(rows, STEEL_GRID, MIN_STEEL_WIDTH) };
  }
  return heldFrame.grown;
}

/**
 * Forgets every kept outline and row, so that the next plan starts from
 * scratch (the tests compare such a plan with one that reused them).
 */
export function forgetSteelCaches(): void {
  flattened.clear();
  frameRows.clear();
  heldFrame = null;
}

/** The bridges a steel design needs (see the module comment). */
export function planSteel(input: LayoutInput, layout: Layout = layoutDesign(input)): SteelPlan {
  const geometry = cutGeometry(layout, input);
  const { rows, content } = cutRows(geometry, STEEL_GRID);
  const result = bridgeIslands(
    rows,
    STEEL_GRID,
    geometry.given,
    { width: BRIDGE_WIDTH, hold: MIN_STEEL_WIDTH, maxLength: MAX_BRIDGE_LENGTH },
    { grown: heldFrameRows(geometry), ...content },
  );
  const toArtwork = (ring: Ring) => mapRing(ring, geometry.toArtwork);
  return {
    bridges: [...geometry.given, ...result.bridges.map(rectRing)].map(toArtwork),
    lost: result.lost.map(rectRing).map(toArtwork),
    islandsFound: result.islandsFound,
    loose: result.loose,
  };
}

/** Hairlines shorter than this many thresholds are a stroke's tapered end, not a line. */
const HAIRLINE_MIN_LENGTH = 3;

/**
 * Parts of the cut narrower than the narrowest cut a laser makes on the
 * smallest gobo offered (MIN_CUT_WIDTH). A stroke's width at a point is
 * found from its run along the row (a) and down the column (b) through it:
 * for a straight stroke at any angle, w = ab / √(a² + b²).
 */
export function findHairlines(
  input: LayoutInput,
  layout: Layout = layoutDesign(input),
): HairlineMark[] {
  const geometry = cutGeometry(layout, input);
  const { rows } = cutRows(geometry, STEEL_GRID);
  const { rows: columns } = cutRows(geometry, STEEL_GRID, true);
  const limit = MIN_CUT_WIDTH;
  const cell = limit;
  const flagged = new Map<string, number>();
  const rowStride = Math.max(1, Math.round(1 / STEEL_GRID.step));
  for (let row = 0; row < rows.length; row += rowStride) {
    const spans = rows[row] as Spans;
    const y = rowY(STEEL_GRID, row);
    for (let k = 0; k < spans.length; k += 2) {
      const a = (spans[k + 1] ?? 0) - (spans[k] ?? 0);
      for (let x = (spans[k] ?? 0) + 0.5; x < (spans[k + 1] ?? 0); x += 1) {
        const column = Math.round((x - STEEL_GRID.y0) / STEEL_GRID.step);
        const runs = columns[column];
        if (!runs) continue;
        const index = spanAt(runs, y);
        if (index < 0) continue;
        const b = (runs[index + 1] ?? 0) - (runs[index] ?? 0);
        if ((a * b) / Math.hypot(a, b) >= limit) continue;
        const key = `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
        flagged.set(key, (flagged.get(key) ?? 0) + 1);
      }
    }
  }
  return groupMarks(flagged, cell, geometry.toArtwork);
}

/** Joins flagged cells that touch; marks each group long enough to be a line. */
function groupMarks(flagged: Map<string, number>, cell: number, toArtwork: Affine): HairlineMark[] {
  const cells = new Set([...flagged].filter(([, count]) => count >= 2).map(([key]) => key));
  const marks: HairlineMark[] = [];
  const seen = new Set<string>();
  for (const start of cells) {
    if (seen.has(start)) continue;
    seen.add(start);
    const queue = [start];
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    while (queue.length > 0) {
      const key = queue.pop() as string;
      const [cx = 0, cy = 0] = key.split(',').map(Number);
      minX = Math.min(minX, cx);
      maxX = Math.max(maxX, cx);
      minY = Math.min(minY, cy);
      maxY = Math.max(maxY, cy);
      for (let dx = -1; dx <= 1; dx += 1) {
        for (let dy = -1; dy <= 1; dy += 1) {
          const next = `${cx + dx},${cy + dy}`;
          if (cells.has(next) && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    const length = Math.max(maxX - minX, maxY - minY) + 1;
    if (length < HAIRLINE_MIN_LENGTH) continue;
    const [a, b, c, d, e, f] = toArtwork;
    const ux = ((minX + maxX + 1) / 2) * cell;
    const uy = ((minY + maxY + 1) / 2) * cell;
    marks.push({
      x: a * ux + c * uy + e,
      y: b * ux + d * uy + f,
      r: (Math.hypot(maxX - minX + 1, maxY - minY + 1) / 2) * cell + cell,
    });
  }
  return marks;
}
