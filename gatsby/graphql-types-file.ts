/**
 * The TypeScript types of every GraphQL query (Queries.*), which Gatsby
 * writes at the end of each build (graphqlTypegen in gatsby-config.ts). The
 * file is committed, so that `tsc` can check the pages before any build; the
 * copy kept here as the build starts lets a build test tell a stale
 * committed file from a current one (tests/build/graphql-types.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export const GRAPHQL_TYPES_FILE = 'src/gatsby-types.d.ts';

/**
 * The types file as it was when the build started: the committed one, in CI.
 * Not in .cache/: Gatsby empties that folder after onPreInit whenever it
 * cannot trust its cache, a fresh clone's first build included. .data/ is the
 * project's git-ignored local state; the .txt keeps linters off it.
 */
export const GRAPHQL_TYPES_BEFORE_BUILD = '.data/gatsby-types.before-build.txt';

export function keepGraphqlTypesBeforeBuild(directory = process.cwd()): void {
  const before = path.join(directory, GRAPHQL_TYPES_BEFORE_BUILD);
  fs.mkdirSync(path.dirname(before), { recursive: true });
  const current = path.join(directory, GRAPHQL_TYPES_FILE);
  if (fs.existsSync(current)) fs.copyFileSync(current, before);
  else fs.rmSync(before, { force: true });
}
