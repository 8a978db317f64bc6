// Draws the site's illustrations: one JPEG for every picture named in the site's data/*.yaml.
//   npm run artwork                 every picture (overwrites photos put in their place!)
//   npm run artwork -- led catalog  only pictures whose path contains one of the words
// (from the site's folder; in this package's folder, `npm run generate` does the same).
// Output is deterministic: re-running without code changes rewrites identical files.

import fs from 'node:fs';
import path from 'node:path';
import { drawSvg, planDrawing } from './draw';
import { svgToJpeg } from './render';
import { listPictures, picturePath, SITE_ROOT } from './site';

async function main(): Promise<void> {
  const pictures = listPictures(SITE_ROOT);
  const { chosen, missing } = planDrawing(pictures, process.argv.slice(2));
  if (missing.length > 0) {
    const lines = missing.map((p) => `  ${p.file}  (named in ${p.source}: ${p.entry})`);
    throw new Error(
      `No illustration is drawn for ${missing.length} picture(s):\n${lines.join('\n')}\n` +
        'Add a scene for each in packages/artwork/src/scenes/index.ts, or put a real photo there.',
    );
  }
  for (const picture of chosen) {
    const svg = drawSvg(picture);
    if (svg === undefined) continue;
    const jpeg = await svgToJpeg(svg);
    const target = picturePath(SITE_ROOT, picture);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, jpeg);
    const kilobytes = (jpeg.length / 1024).toFixed(0).padStart(4);
    console.log(`${kilobytes} KB  ${path.relative(SITE_ROOT, target)}`);
  }
  console.log(`Drew ${chosen.length} of ${new Set(pictures.map((p) => p.file)).size} pictures.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
