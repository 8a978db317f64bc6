/**
 * Every rewrite of Gatsby's own output, in the order the build applies
 * them. Each module here describes itself (an OutputRewrite: what it does
 * and why, the Gatsby version, the upstream report, its patterns and
 * where they must match) and throws an OutputRewriteError, which fails the
 * build, when Gatsby's output no longer has the shape it was written for.
 * Unit tests run each on a sample of real Gatsby output
 * (tests/unit/output-rewrites/samples/).
 */
import type { Reporter } from 'gatsby';
import { chunkMapFile } from './chunk-map-file';
import { firstScreenStyles } from './first-screen-styles';
import { linkedStylesheets } from './linked-stylesheets';
import { nulBytes } from './nul-bytes';
import { type OutputRewrite, OutputRewriteError } from './output-rewrite';
import { pagePathScript } from './page-path-script';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';
import { shortClassNames } from './short-class-names';
import { stylesheetOrder } from './stylesheet-order';
import { stylesheetPerPageKind } from './stylesheet-per-page-kind';

export const OUTPUT_REWRITES: readonly OutputRewrite[] = [
  // webpack configuration (onCreateWebpackConfig)
  stylesheetPerPageKind,
  shortClassNames,
  // each page's head and closing components while it is rendered (gatsby-ssr onPreRenderHTML)
  stylesheetOrder,
  linkedStylesheets,
  pagePathScript,
  // the built HTML files (onPostBuild)
  nulBytes,
  firstScreenStyles,
  chunkMapFile,
  scriptsAfterFirstPaint,
];

/**
 * Runs `rewrite` and returns what it returns. A rewrite that no longer
 * matches fails the build with its own message, without a stack trace
 * (the message says where and what to do), and this returns undefined so
 * the caller stops.
 */
export function rewriteOrFailBuild<Result>(
  reporter: Reporter,
  rewrite: () => Result,
): Result | undefined {
  try {
    return rewrite();
  } catch (error) {
    if (!(error instanceof OutputRewriteError)) throw error;
    reporter.panicOnBuild(error.message);
    return undefined;
  }
}
