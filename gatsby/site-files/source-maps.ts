/**
 * Source maps are not published: they would hand anyone a readable copy of
 * the site's code and add megabytes to every deploy, and no visitor needs
 * them. The production JavaScript is built without them, and scripts copied
 * from packages lose the comment that would send a browser's developer
 * tools looking for a map that is not there.
 *
 * The benchmark still needs them, to say which package each byte of the
 * shared JavaScript comes from: it sets SOURCE_MAPS_VARIABLE, gets maps
 * that no script names, and moves them out of public/ before anything else.
 */

/** `hidden`: write source maps, with no comment in the scripts (the benchmark's builds only). */
export const SOURCE_MAPS_VARIABLE = 'SITE_SOURCE_MAPS';

/** webpack's `devtool` for the browser's JavaScript of a production build. */
export function productionDevtool(
  environment: Readonly<Record<string, string | undefined>> = process.env,
): false | 'hidden-source-map' {
  // hidden: the scripts stay byte for byte what a deploy serves, so the benchmark measures those.
  return environment[SOURCE_MAPS_VARIABLE] === 'hidden' ? 'hidden-source-map' : false;
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
