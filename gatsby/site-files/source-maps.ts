/**
 * Source maps are not published: they would hand anyone a readable copy of
 * the site's code and add megabytes to every deploy, and no visitor needs
 * them. Scripts copied from packages lose the comment that would send a
 * browser's developer tools looking for a map that is not there.
 *
 * The build still writes maps for its own JavaScript, without the comment
 * (webpack's hidden-source-map), and moves them out of public/ into
 * .cache/source-maps/ once webpack is done: the byte-budget test and the
 * benchmark read them to tell which modules each script holds.
 */
import fs from 'node:fs';
import path from 'node:path';

/** webpack's `devtool` for the browser's JavaScript: maps that no script names. */
export const PRODUCTION_DEVTOOL = 'hidden-source-map';

/** Where the last build's source maps are kept, under the project (never deployed). */
export const SOURCE_MAPS_DIR = path.join('.cache', 'source-maps');

/**
 * Moves the source maps webpack wrote next to the scripts at the top of
 * `publicDir` into `mapsDir`, in place of an earlier build's. Returns how many.
 */
export function moveSourceMaps(publicDir: string, mapsDir: string): number {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  fs.mkdirSync(mapsDir, { recursive: true });
  const maps = fs.readdirSync(publicDir).filter((name) => name.endsWith('.map'));
  for (const name of maps) fs.renameSync(path.join(publicDir, name), path.join(mapsDir, name));
  return maps.length;
}

/**
 * The last-line comment that names a script's (or stylesheet's) source map,
 * `//# sourceMappingURL=…` or the CSS form. The older `//@` is still read by browsers.
 */
const SOURCE_MAP_COMMENT =
  /(?:\n|^)[ \t]*(?:\/\/[#@][ \t]*sourceMappingURL=[^\s'"]*|\/\*[#@][ \t]*sourceMappingURL=[^\s'"*]*[ \t]*\*\/)[ \t]*\n?$/;

/** The map a script's last line names, if any. */
export function sourceMapCommentOf(code: string): string | undefined {
  const comment = SOURCE_MAP_COMMENT.exec(code)?.[0];
  return comment ? /sourceMappingURL=([^\s'"*]*)/.exec(comment)?.[1] : undefined;
}

/** The script without its source-map comment, for a copy published without its map. */
export function withoutSourceMapComment(code: string): string {
  return code.replace(SOURCE_MAP_COMMENT, '\n');
}
