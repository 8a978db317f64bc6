/**
 * Preloaded (`node --require`) into the Gatsby build of a project copy, so
 * that the copy does not encode again the pictures the project's own build
 * already encoded: most of a cold build's time on a 2-core machine.
 *
 * gatsby-plugin-sharp writes each size of a picture to
 * public/static/<the picture's content digest>/<the size's arguments
 * digest>/<name>.<format>: a path that only the same picture, encoded with
 * the same arguments, can have. When REUSE_ENCODED_IMAGES_FROM names a built
 * public/static folder that holds the same path, the file is copied from
 * there; every other size is encoded as usual. The copy's pages, page data
 * and GraphQL data are built as always: only the encoder's work is skipped.
 *
 * It wraps gatsby-plugin-sharp's processFile (process-file.js, checked with
 * gatsby-plugin-sharp 5.16), which its gatsby-worker.js reads once at load.
 * If that file no longer exports it, the build stops here with that message.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const seedDir = process.env.REUSE_ENCODED_IMAGES_FROM;
const PROCESS_FILE = path.join('gatsby-plugin-sharp', 'process-file.js');
const STATIC_DIR = `${path.sep}public${path.sep}static${path.sep}`;

/** The file of the same picture and arguments in the seed folder, if it holds one. */
function seededFile(outputPath) {
  const at = outputPath.lastIndexOf(STATIC_DIR);
  if (at < 0) return undefined;
  const seeded = path.join(seedDir, outputPath.slice(at + STATIC_DIR.length));
  return fs.existsSync(seeded) ? seeded : undefined;
}

const counts = { copied: 0, encoded: 0 };

function reusingProcessFile(processFile) {
  return async function processFileReusingSeed(file, transforms, options) {
    const toEncode = [];
    for (const transform of transforms) {
      const seeded = seededFile(transform.outputPath);
      if (seeded === undefined) {
        toEncode.push(transform);
        continue;
      }
      await fs.promises.mkdir(path.dirname(transform.outputPath), { recursive: true });
      await fs.promises.copyFile(seeded, transform.outputPath);
      counts.copied += 1;
    }
    counts.encoded += toEncode.length;
    if (toEncode.length > 0) await processFile(file, toEncode, options);
    return transforms;
  };
}

if (seedDir) {
  const load = Module._load;
  Module._load = function loadReusingEncodedImages(request, parent, isMain) {
    const loaded = load.call(this, request, parent, isMain);
    if (!request.endsWith('process-file') || loaded.processFile?.reusesSeed) return loaded;
    const resolved = Module._resolveFilename(request, parent, isMain);
    if (!resolved.endsWith(PROCESS_FILE)) return loaded;
    if (typeof loaded.processFile !== 'function') {
      throw new Error(
        `reuse-encoded-images: ${resolved} no longer exports processFile; ` +
          'check scripts/project-copy/reuse-encoded-images.cjs against the installed gatsby-plugin-sharp.',
      );
    }
    const wrapped = reusingProcessFile(loaded.processFile);
    wrapped.reusesSeed = true;
    loaded.processFile = wrapped;
    return loaded;
  };
  process.on('exit', () => {
    if (counts.copied + counts.encoded === 0) return;
    process.stderr.write(
      `reuse-encoded-images: ${counts.copied} picture files copied from ${seedDir}, ${counts.encoded} encoded\n`,
    );
  });
}
