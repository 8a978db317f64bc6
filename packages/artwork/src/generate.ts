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
  const { drawn, withoutScene } = planDrawing(pictures, process.argv.slice(2));
  for (const picture of drawn) {
    const svg = drawSvg(picture);
    if (svg === undefined) continue;
    const jpeg = await svgToJpeg(svg);
    const target = picturePath(SITE_ROOT, picture);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, jpeg);
    const kilobytes = (jpeg.length / 1024).toFixed(0).padStart(4);
    console.log(`${kilobytes} KB  ${path.relative(SITE_ROOT, target)}`);
  }
  if (withoutScene.length > 0) {
    const lines = withoutScene.map((p) => `  ${p.file}  (named in ${p.source}: ${p.entry})`);
    console.log(
      `Left as they are, with no scene to draw them (a photo, or a picture to draw: see ` +
        `packages/artwork/README.md, "Add a scene"):\n${lines.join('\n')}`,
    );
  }
  console.log(`Drew ${drawn.length} of ${new Set(pictures.map((p) => p.file)).size} pictures.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
