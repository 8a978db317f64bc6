/**
 * A file's problems found while Gatsby makes its node (a translation file,
 * site.yaml, a data file). A build has checked every file before (it stops
 * on the first broken one with the list of fixes), so this is `gatsby
 * develop` reading a file saved again: it says so in the build's own words,
 * without Gatsby's " ERROR  UNKNOWN" heading, and runs on without the file.
 * Should a build ever get here, it stops, as it would have earlier.
 */
import type { Reporter } from 'gatsby';
import { formatProblems, type ConfigProblem } from '../src/config/problems';

/** What `gatsby develop` does with a broken file, after the count of its problems. */
export const LEFT_OUT_WHILE_DEVELOPING =
  'npm run develop leaves it out until it is fixed (save it again once it is).';

export function reportFileProblems(
  reporter: Pick<Reporter, 'log' | 'panicOnBuild'>,
  fileLabel: string,
  problems: readonly ConfigProblem[],
  command = process.env.gatsby_executing_command,
): void {
  if (command === 'develop') {
    reporter.log(`\n${formatProblems(fileLabel, problems, LEFT_OUT_WHILE_DEVELOPING)}`);
  } else {
    reporter.panicOnBuild(formatProblems(fileLabel, problems));
  }
}
