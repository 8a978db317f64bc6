/**
 * Counts the islands of steel in an exported gobo file, independently of
 * the designer's own check: librsvg (through sharp) draws the SVG as any
 * viewer would, and a flood fill finds the dark pieces the light cuts off
 * from the disc's rim. Pieces smaller than the narrowest cut both ways are
 * left out: the laser burns such specks away.
 */
import sharp from 'sharp';
import { ARTWORK_SIZE } from '../../../src/lib/gobo/frames';
import { MIN_CUT_WIDTH } from '../../../src/lib/gobo/gobo-sizes';

export const RASTER_SIZE = 1200;

export interface IslandCount {
  islands: number;
  /** Each island's box in pixels, for a failure's message. */
  boxes: Array<{ x: number; y: number; width: number; height: number }>;
}

export async function countSteelIslands(svgText: string): Promise<IslandCount> {
  const { data, info } = await sharp(Buffer.from(svgText), {
    density: (72 * RASTER_SIZE) / ARTWORK_SIZE,
  })
    .resize(RASTER_SIZE, RASTER_SIZE)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const steel = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const r = data[index * channels] ?? 0;
    const g = data[index * channels + 1] ?? 0;
    const b = data[index * channels + 2] ?? 0;
    const a = data[index * channels + 3] ?? 0;
    const light = a >= 128 && 0.2126 * r + 0.7152 * g + 0.0722 * b >= 128;
    steel[index] = light ? 0 : 1;
  }
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const fill = (start: number, id: number) => {
    const box = { x1: width, y1: height, x2: -1, y2: -1 };
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    const visit = (next: number) => {
      if (steel[next] === 1 && label[next] === 0) {
        label[next] = id;
        stack[top++] = next;
      }
    };
    while (top > 0) {
      const index = stack[--top] ?? 0;
      const x = index % width;
      const y = (index - x) / width;
      if (x < box.x1) box.x1 = x;
      if (x > box.x2) box.x2 = x;
      if (y < box.y1) box.y1 = y;
      if (y > box.y2) box.y2 = y;
      if (x > 0) visit(index - 1);
      if (x < width - 1) visit(index + 1);
      if (y > 0) visit(index - width);
      if (y < height - 1) visit(index + width);
    }
    return box;
  };
  // The rim: every steel pixel reached from the picture's edge.
  for (let x = 0; x < width; x += 1) {
    for (const index of [x, (height - 1) * width + x]) {
      if (steel[index] === 1 && label[index] === 0) fill(index, 1);
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (const index of [y * width, y * width + width - 1]) {
      if (steel[index] === 1 && label[index] === 0) fill(index, 1);
    }
  }
  const dust = (MIN_CUT_WIDTH * RASTER_SIZE) / ARTWORK_SIZE;
  const boxes: IslandCount['boxes'] = [];
  let id = 2;
  for (let index = 0; index < width * height; index += 1) {
    if (steel[index] !== 1 || label[index] !== 0) continue;
    const box = fill(index, id);
    id += 1;
    const boxWidth = box.x2 - box.x1 + 1;
    const boxHeight = box.y2 - box.y1 + 1;
    if (boxWidth >= dust || boxHeight >= dust) {
      boxes.push({ x: box.x1, y: box.y1, width: boxWidth, height: boxHeight });
    }
  }
  return { islands: boxes.length, boxes };
}
