/**
 * Counts the islands of steel in an exported gobo file (for the unit and
 * end-to-end tests), independently of the designer's own check: librsvg
 * (through sharp) draws the SVG as any viewer would, and the pixels are
 * read as a gobo maker would cut them.
 *
 * Steel narrower than the narrowest that holds (MIN_STEEL_WIDTH) joins
 * nothing: it is burnt through or snaps. So the steel is first thinned by
 * half that width all round (a distance transform: how far each steel
 * pixel is from the nearest light), and pieces are followed through what
 * is left; a piece not joined to the picture's edge, the gobo's rim, is an
 * island.
 *
 * Both measures have an error: the designer's rows may put an edge up to
 * STEEL_CHECK_ERROR from the true one, and this raster a pixel. The count
 * gives the design the benefit of both: steel joins if it is the holding
 * width less both errors on each side (0.15 mm on an M-size gobo), and a
 * loose piece counts only if some part of it is wider than the designer
 * would see as a speck, with both errors added (0.38 mm). What it finds
 * is surely an island; anything thinner is burnt away, or drawn as light.
 */
import sharp from 'sharp';
import { ARTWORK_SIZE } from '../../src/lib/gobo/frames';
import { MIN_STEEL_WIDTH } from '../../src/lib/gobo/gobo-sizes';
import { SPECK } from '../../src/lib/gobo/bridges';
import { STEEL_CHECK_ERROR } from '../../src/lib/gobo/steel';

/** 0.02 mm a pixel on an M-size gobo. */
export const RASTER_SIZE = 2400;

const PIXEL = ARTWORK_SIZE / RASTER_SIZE;

/** The doubt on each side of an edge: the designer's rows' and a pixel of librsvg's. */
const DOUBT = STEEL_CHECK_ERROR + PIXEL;

export interface IslandCount {
  islands: number;
  /** Each island's box in artwork units, for a failure's message. */
  boxes: Array<{ x: number; y: number; width: number; height: number }>;
}

const FAR = 1e20;
/**
 * Infinity is a global: Jest runs each test file in a vm
 * context, where every read of a global in these loops of millions of
 * pixels goes through the context's global object, which made the count
 * three times slower than in plain Node. Module constants are read locally.
 */
const ENDLESS = Number.POSITIVE_INFINITY;

/**
 * Squared distances along one row, from the squared distances along the
 * columns (Felzenszwalb and Huttenlocher's lower envelope of parabolas),
 * written in place.
 */
function distanceRow(
  distance: Float64Array,
  row: number,
  n: number,
  f: Float64Array,
  v: Int32Array,
  z: Float64Array,
): void {
  for (let q = 0; q < n; q += 1) f[q] = distance[row + q] as number;
  let k = 0;
  v[0] = 0;
  z[0] = -ENDLESS;
  z[1] = ENDLESS;
  for (let q = 1; q < n; q += 1) {
    const fq = (f[q] as number) + q * q;
    let p = v[k] as number;
    let s = (fq - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
    // z[0] is minus infinity, so k never goes below 0.
    while (s <= (z[k] as number)) {
      k -= 1;
      p = v[k] as number;
      s = (fq - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = ENDLESS;
  }
  k = 0;
  for (let q = 0; q < n; q += 1) {
    while ((z[k + 1] as number) < q) k += 1;
    const p = v[k] as number;
    distance[row + q] = (q - p) * (q - p) + (f[p] as number);
  }
}

/**
 * Each pixel's squared distance, in pixels, to the nearest light pixel. The
 * transform is separable: down the columns first, in sweeps over whole rows
 * (the image is stored row by row, so every pass reads memory in order),
 * then along each row.
 */
function distanceToLight(light: Uint8Array, width: number, height: number): Float64Array {
  const distance = new Float64Array(width * height);
  // Down each column: rows since the last light pixel above, then below.
  for (let x = 0; x < width; x += 1) distance[x] = light[x] === 1 ? 0 : ENDLESS;
  for (let y = 1; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      distance[row + x] = light[row + x] === 1 ? 0 : (distance[row - width + x] as number) + 1;
    }
  }
  for (let y = height - 2; y >= 0; y -= 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const below = (distance[row + width + x] as number) + 1;
      if (below < (distance[row + x] as number)) distance[row + x] = below;
    }
  }
  for (let index = 0; index < width * height; index += 1) {
    const rows = distance[index] as number;
    distance[index] = rows === ENDLESS ? FAR : rows * rows;
  }
  // Along each row.
  const f = new Float64Array(width);
  const v = new Int32Array(width);
  const z = new Float64Array(width + 1);
  for (let y = 0; y < height; y += 1) distanceRow(distance, y * width, width, f, v, z);
  return distance;
}

/** Light where librsvg paints bright and opaque; steel elsewhere, the transparent outside too. */
async function lightPixels(svgText: string) {
  const { data, info } = await sharp(Buffer.from(svgText), {
    density: (72 * RASTER_SIZE) / ARTWORK_SIZE,
  })
    .resize(RASTER_SIZE, RASTER_SIZE)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const light = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const at = index * channels;
    const luminance =
      0.2126 * (data[at] as number) +
      0.7152 * (data[at + 1] as number) +
      0.0722 * (data[at + 2] as number);
    light[index] = (data[at + 3] as number) >= 128 && luminance >= 128 ? 1 : 0;
  }
  return { light, width, height };
}

/** A run of steel in one row: its columns from `start` up to `end`, and its number. */
interface Run {
  start: number;
  end: number;
  id: number;
}

interface Piece {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Some pixel of it is wide enough to hold (kind 2). */
  holds: boolean;
  /** It reaches the picture's edge: the rim, not an island. */
  atEdge: boolean;
}

/**
 * The pieces of steel (pixels of kind 1 or 2, joined through their four
 * neighbours), in the order of their first pixel, row by row. Each row's
 * runs of steel are joined to the runs they touch in the row above
 * (union-find), which reads every pixel once.
 */
function steelPieces(kind: Uint8Array, width: number, height: number): Piece[] {
  const parent: number[] = [];
  const pieces: Piece[] = [];
  const root = (run: number): number => {
    let at = run;
    while (parent[at] !== at) {
      const up = parent[parent[at] as number] as number;
      parent[at] = up;
      at = up;
    }
    return at;
  };
  const join = (a: number, b: number) => {
    const rootA = root(a);
    const rootB = root(b);
    if (rootA === rootB) return;
    // The piece whose first run came first keeps its place in the order.
    const [first, second] = rootA < rootB ? [rootA, rootB] : [rootB, rootA];
    parent[second] = first;
    const into = pieces[first] as Piece;
    const from = pieces[second] as Piece;
    if (from.x1 < into.x1) into.x1 = from.x1;
    if (from.x2 > into.x2) into.x2 = from.x2;
    if (from.y1 < into.y1) into.y1 = from.y1;
    if (from.y2 > into.y2) into.y2 = from.y2;
    into.holds ||= from.holds;
    into.atEdge ||= from.atEdge;
  };
  let above: Run[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const runs: Run[] = [];
    let x = 0;
    while (x < width) {
      if (kind[row + x] === 0) {
        x += 1;
        continue;
      }
      const start = x;
      let holds = false;
      while (x < width && kind[row + x] !== 0) {
        if (kind[row + x] === 2) holds = true;
        x += 1;
      }
      const id = pieces.length;
      parent.push(id);
      pieces.push({
        x1: start,
        y1: y,
        x2: x - 1,
        y2: y,
        holds,
        atEdge: y === 0 || y === height - 1 || start === 0 || x === width,
      });
      runs.push({ start, end: x, id });
    }
    // Runs of two rows touch if their columns overlap.
    let candidate = 0;
    for (const run of runs) {
      while (candidate < above.length && (above[candidate] as Run).end <= run.start) candidate += 1;
      for (let b = candidate; b < above.length && (above[b] as Run).start < run.end; b += 1) {
        join(run.id, (above[b] as Run).id);
      }
    }
    above = runs;
  }
  return pieces.filter((_piece, id) => parent[id] === id);
}

export async function countSteelIslands(svgText: string): Promise<IslandCount> {
  const { light, width, height } = await lightPixels(svgText);
  const distance = distanceToLight(light, width, height);
  // A steel pixel's centre lies half a pixel inside the edge it is measured to.
  const thinner = (radius: number) => (radius / PIXEL + 0.5) ** 2;
  const joins = thinner(MIN_STEEL_WIDTH / 2 - DOUBT);
  const holds = thinner(MIN_STEEL_WIDTH / 2 + SPECK / 2 + DOUBT);

  // What each pixel is: 0 light or too thin to join, 1 joins, 2 wide enough to hold.
  const kind = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const squared = distance[index] as number;
    kind[index] = squared >= holds ? 2 : squared >= joins ? 1 : 0;
  }
  const pieces = steelPieces(kind, width, height);
  const boxes: IslandCount['boxes'] = [];
  for (const piece of pieces) {
    if (piece.atEdge || !piece.holds) continue;
    boxes.push({
      x: Math.round(piece.x1 * PIXEL),
      y: Math.round(piece.y1 * PIXEL),
      width: Math.round((piece.x2 - piece.x1 + 1) * PIXEL),
      height: Math.round((piece.y2 - piece.y1 + 1) * PIXEL),
    });
  }
  return { islands: boxes.length, boxes };
}
