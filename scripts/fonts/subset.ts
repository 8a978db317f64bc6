// Writes the preloaded font files (see faces.ts) from the @fontsource packages.
//   npm run fonts
// Run it after updating @fontsource-variable/inter or /sora, or after
// changing the weights the design uses. Output is deterministic.

import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  charactersOf,
  LATIN_UNICODE_RANGE,
  PRELOADED_FACES,
  sourceFile,
  WEIGHT_RANGE,
} from './faces';

async function main(): Promise<void> {
  const root = process.cwd();
  const characters = charactersOf(LATIN_UNICODE_RANGE);
  for (const face of PRELOADED_FACES) {
    const original = fs.readFileSync(sourceFile(root, face));
    const subset = await subsetFont(original, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT_RANGE },
    });
    const output = path.join(root, face.output);
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, subset);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${face.output}: ${kb(original.length)} -> ${kb(subset.length)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
