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
 * Infinity and Math.min are globals: Jest runs each test file in a vm
 * context, where every read of a global in these loops of millions of
 * pixels goes through the context's global object, which made the count
 * three times slower than in plain Node. Module constants are read locally.
 */
const ENDLESS = Number.POSITIVE_INFINITY;
const smaller = (a: number, b: number) => (a < b ? a : b);

/**
 * Squared distances along one column, from the squared distances along
 * the rows (Felzenszwalb and Huttenlocher's lower envelope of parabolas).
 */
function distanceLine(
  f: Float64Array,
  n: number,
  out: Float64Array,
  v: Int32Array,
  z: Float64Array,
): void {
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
    out[q] = (q - p) * (q - p) + (f[p] as number);
  }
}

/** Each pixel's squared distance, in pixels, to the nearest light pixel. */
function distanceToLight(light: Uint8Array, width: number, height: number): Float64Array {
  const distance = new Float64Array(width * height);
  // Along each row: the nearest light pixel to the left, then to the right.
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let last = -ENDLESS;
    for (let x = 0; x < width; x += 1) {
      if (light[row + x] === 1) last = x;
      distance[row + x] = x - last;
    }
    last = ENDLESS;
    for (let x = width - 1; x >= 0; x -= 1) {
      if (light[row + x] === 1) last = x;
      const nearest = smaller(distance[row + x] as number, last - x);
      distance[row + x] = nearest === ENDLESS ? FAR : nearest * nearest;
    }
  }
  // Down each column.
  const f = new Float64Array(height);
  const line = new Float64Array(height);
  const v = new Int32Array(height);
  const z = new Float64Array(height + 1);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) f[y] = distance[y * width + x] as number;
    distanceLine(f, height, line, v, z);
    for (let y = 0; y < height; y += 1) distance[y * width + x] = line[y] as number;
  }
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
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const fill = (start: number, id: number) => {
    const piece = { x1: width, y1: height, x2: -1, y2: -1, holds: false };
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const index = stack[--top] as number;
      const x = index % width;
      const y = (index - x) / width;
      if (x < piece.x1) piece.x1 = x;
      if (x > piece.x2) piece.x2 = x;
      if (y < piece.y1) piece.y1 = y;
      if (y > piece.y2) piece.y2 = y;
      if (kind[index] === 2) piece.holds = true;
      // The four neighbours.
      for (let side = 0; side < 4; side += 1) {
        let next = -1;
        if (side === 0 && x > 0) next = index - 1;
        else if (side === 1 && x < width - 1) next = index + 1;
        else if (side === 2 && y > 0) next = index - width;
        else if (side === 3 && y < height - 1) next = index + width;
        if (next >= 0 && kind[next] !== 0 && label[next] === 0) {
          label[next] = id;
          stack[top++] = next;
        }
      }
    }
    return piece;
  };
  // The rim: the steel reached from the picture's edge.
  for (let index = 0; index < width; index += 1) {
    for (const edge of [index, (height - 1) * width + index]) {
      if (kind[edge] !== 0 && label[edge] === 0) fill(edge, 1);
    }
  }
  for (let index = 0; index < height; index += 1) {
    for (const edge of [index * width, index * width + width - 1]) {
      if (kind[edge] !== 0 && label[edge] === 0) fill(edge, 1);
    }
  }
  const boxes: IslandCount['boxes'] = [];
  let id = 2;
  for (let index = 0; index < width * height; index += 1) {
    if (kind[index] === 0 || label[index] !== 0) continue;
    const piece = fill(index, id);
    id += 1;
    if (!piece.holds) continue;
    boxes.push({
      x: Math.round(piece.x1 * PIXEL),
      y: Math.round(piece.y1 * PIXEL),
      width: Math.round((piece.x2 - piece.x1 + 1) * PIXEL),
      height: Math.round((piece.y2 - piece.y1 + 1) * PIXEL),
    });
  }
  return { islands: boxes.length, boxes };
}
