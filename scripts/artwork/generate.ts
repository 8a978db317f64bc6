// Draws the site's illustrations: one JPEG for every picture named in data/*.yaml.
//   npm run artwork                 every picture (overwrites photos put in their place!)
//   npm run artwork -- led catalog  only pictures whose path contains one of the words
// Output is deterministic: re-running without code changes rewrites identical files.

import fs from 'node:fs';
import path from 'node:path';
import { Canvas } from './lib/canvas';
import { listPictures, picturePath, type Picture } from './pictures';
import { svgToJpeg } from './render';
import { scenes } from './scenes';

function uniqueByFile(pictures: readonly Picture[]): Picture[] {
  const seen = new Map<string, Picture>();
  for (const picture of pictures) if (!seen.has(picture.file)) seen.set(picture.file, picture);
  return [...seen.values()];
}

async function main(): Promise<void> {
  const root = process.cwd();
  const filters = process.argv.slice(2);
  const pictures = uniqueByFile(listPictures(root));
  const chosen = pictures.filter(
    (picture) => filters.length === 0 || filters.some((word) => picture.file.includes(word)),
  );
  const missing = chosen.filter((picture) => !scenes[picture.file]);
  if (missing.length > 0) {
    const lines = missing.map((p) => `  ${p.file}  (named in ${p.source}: ${p.entry})`);
    throw new Error(
      `No illustration is drawn for ${missing.length} picture(s):\n${lines.join('\n')}\n` +
        'Add a scene for each in scripts/artwork/scenes/index.ts, or put a real photo there.',
    );
  }
  for (const picture of chosen) {
    const scene = scenes[picture.file];
    if (!scene) continue;
    const canvas = new Canvas(picture.width, picture.height, picture.file);
    scene(canvas);
    const jpeg = await svgToJpeg(canvas.toSvg());
    const target = picturePath(root, picture);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, jpeg);
    const kilobytes = (jpeg.length / 1024).toFixed(0).padStart(4);
    console.log(`${kilobytes} KB  ${path.relative(root, target)}`);
  }
  console.log(`Drew ${chosen.length} of ${pictures.length} pictures.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
