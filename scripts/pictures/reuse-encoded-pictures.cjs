/**
 * Preloaded (`node --require`) into a Gatsby build, so that it does not
 * encode again a picture already encoded: most of a cold build's time on a
 * 2-core machine. The build's pages, page data and GraphQL data are built as
 * always: only the encoder's work is skipped.
 *
 * gatsby-plugin-sharp writes each size of a picture to
 * public/static/<the picture's content digest>/<the size's arguments
 * digest>/<name>.<format>: a path that only the same picture, encoded with
 * the same arguments, can have. So a file found at the same path under
 * another build's public/static folder is that very size.
 *
 * - REUSE_ENCODED_IMAGES_FROM names such folders (separated as in PATH): a
 *   size found in one is copied from there; every other size is encoded as
 *   usual. A project copy's build names the project's own public/static.
 * - KEEP_ENCODED_IMAGES_IN names a folder where each size this build encodes
 *   is kept, at the same path, for the next build: the test suite's store
 *   (scripts/pictures/encoded-pictures-store.sh). The encoder's version is
 *   not in the path, so a store must belong to one lock file.
 *
 * It wraps gatsby-plugin-sharp's processFile (process-file.js, checked with
 * gatsby-plugin-sharp 5.16), which its gatsby-worker.js reads once at load.
 * If that file no longer exports it, the build stops here with that message.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const PROCESS_FILE = path.join('gatsby-plugin-sharp', 'process-file.js');
const STATIC_DIR = `${path.sep}public${path.sep}static${path.sep}`;

/** The path of an encoded size inside public/static, or undefined outside it. */
function staticPathOf(outputPath) {
  const at = outputPath.lastIndexOf(STATIC_DIR);
  return at < 0 ? undefined : outputPath.slice(at + STATIC_DIR.length);
}

/** The first of `folders` holding the same size, if one does. */
function reusableFile(outputPath, folders) {
  const inStatic = staticPathOf(outputPath);
  if (inStatic === undefined) return undefined;
  return folders.map((folder) => path.join(folder, inStatic)).find((file) => fs.existsSync(file));
}

/**
 * Keeps a size just encoded in `store`. Written beside its place and then
 * renamed, so that a build stopped halfway leaves no half-written picture
 * for the next one to copy.
 */
async function keepEncoded(outputPath, store) {
  const inStatic = staticPathOf(outputPath);
  if (inStatic === undefined) return;
  const kept = path.join(store, inStatic);
  if (fs.existsSync(kept)) return;
  await fs.promises.mkdir(path.dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.partial`;
  await fs.promises.copyFile(outputPath, partial);
  await fs.promises.rename(partial, kept);
}

/**
 * processFile, copying each size found in `reuseFrom` instead of encoding
 * it, and keeping each size it encodes in `keepIn` (when given).
 */
function reusingProcessFile(processFile, { reuseFrom, keepIn }) {
  const counts = { copied: 0, encoded: 0 };
  async function processFileReusingEncoded(file, transforms, options) {
    const toEncode = [];
    for (const transform of transforms) {
      const reusable = reusableFile(transform.outputPath, reuseFrom);
      if (reusable === undefined) {
        toEncode.push(transform);
        continue;
      }
      await fs.promises.mkdir(path.dirname(transform.outputPath), { recursive: true });
      await fs.promises.copyFile(reusable, transform.outputPath);
      counts.copied += 1;
    }
    counts.encoded += toEncode.length;
    if (toEncode.length > 0) {
      await processFile(file, toEncode, options);
      if (keepIn) {
        await Promise.all(toEncode.map((transform) => keepEncoded(transform.outputPath, keepIn)));
      }
    }
    return transforms;
  }
  processFileReusingEncoded.counts = counts;
  return processFileReusingEncoded;
}

/** Wraps gatsby-plugin-sharp's processFile as it is loaded, in this process and its workers. */
function install(settings) {
  const load = Module._load;
  let wrapped;
  Module._load = function loadReusingEncodedPictures(request, parent, isMain) {
    const loaded = load.call(this, request, parent, isMain);
    if (!request.endsWith('process-file') || loaded.processFile === wrapped) return loaded;
    const resolved = Module._resolveFilename(request, parent, isMain);
    if (!resolved.endsWith(PROCESS_FILE)) return loaded;
    if (typeof loaded.processFile !== 'function') {
      throw new Error(
        `reuse-encoded-pictures: ${resolved} no longer exports processFile; ` +
          'check scripts/pictures/reuse-encoded-pictures.cjs against the installed gatsby-plugin-sharp.',
      );
    }
    wrapped = reusingProcessFile(loaded.processFile, settings);
    loaded.processFile = wrapped;
    return loaded;
  };
  process.on('exit', () => {
    const { copied, encoded } = wrapped?.counts ?? { copied: 0, encoded: 0 };
    if (copied + encoded === 0) return;
    const kept = settings.keepIn ? `, kept in ${settings.keepIn}` : '';
    process.stderr.write(
      `reuse-encoded-pictures: ${copied} picture files copied, ${encoded} encoded${kept}\n`,
    );
  });
}

function settingsFrom(env) {
  const reuseFrom = (env.REUSE_ENCODED_IMAGES_FROM ?? '').split(path.delimiter).filter(Boolean);
  const keepIn = env.KEEP_ENCODED_IMAGES_IN || undefined;
  return reuseFrom.length > 0 || keepIn ? { reuseFrom, keepIn } : undefined;
}

const settings = settingsFrom(process.env);
if (settings) install(settings);

module.exports = { reusingProcessFile };
