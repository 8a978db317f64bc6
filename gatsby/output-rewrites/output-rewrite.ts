/**
 * What every rewrite of Gatsby's own output says about itself. Each one
 * depends on the exact shape of something Gatsby writes (an HTML element,
 * a React element, a webpack setting), which any Gatsby release may change:
 * so each names the version it was written against and the upstream report
 * it works around, and fails the build, never warns, when its pattern no
 * longer matches where it must.
 */

/** The Gatsby version every rewrite here was written against and tested on (samples/). */
export const GATSBY_VERSION_WRITTEN_FOR = '5.16.1';

export interface OutputRewrite {
  /** Also the name of its module: gatsby/output-rewrites/<name>.ts. */
  name: string;
  /** What it changes in Gatsby's output, and why: one or two sentences. */
  purpose: string;
  gatsbyVersion: string;
  /** The upstream issue or pull request, or "none filed" and why the rewrite exists. */
  upstream: string;
  /** What it looks for in Gatsby's output. */
  patterns: ReadonlyArray<RegExp | string>;
  /** Where the patterns must match; anywhere else, finding nothing is no error. */
  mustMatch: string;
}

/**
 * A rewrite found Gatsby's output in a shape it was not written for. The
 * message is the whole report: the build prints it and stops.
 */
export class OutputRewriteError extends Error {
  readonly rewrite: string;

  constructor(rewrite: OutputRewrite, where: string, found: string) {
    super(
      [
        `Output rewrite "${rewrite.name}" no longer matches Gatsby's output in ${where}.`,
        `  Found: ${found}`,
        `  Expected: ${rewrite.mustMatch}`,
        `  Why it matters: ${rewrite.purpose}`,
        `  Written for Gatsby ${rewrite.gatsbyVersion}; upstream: ${rewrite.upstream}`,
        `  What to do: compare the installed Gatsby (npm ls gatsby) with ${rewrite.gatsbyVersion}; ` +
          `if Gatsby changed, look at what it now writes there, then update the pattern in ` +
          `gatsby/output-rewrites/${rewrite.name}.ts and its sample in tests/unit/output-rewrites/samples/ ` +
          `(or drop the rewrite if Gatsby now does this itself).`,
      ].join('\n'),
    );
    this.name = 'OutputRewriteError';
    this.rewrite = rewrite.name;
  }
}
