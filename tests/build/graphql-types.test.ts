/**
 * src/gatsby-types.d.ts (the types of every query, Queries.*) is committed
 * so that `tsc` checks the pages before a build; each build writes it anew
 * from the queries and the schema. The build keeps the file as it found it
 * (gatsby/graphql-types-file.ts): when the two differ, the committed file
 * was stale.
 */
import fs from 'node:fs';
import { GRAPHQL_TYPES_BEFORE_BUILD, GRAPHQL_TYPES_FILE } from '../../gatsby/graphql-types-file';
import { assertBuilt } from './public';

const REMEDY = `Commit the file the build wrote: git add ${GRAPHQL_TYPES_FILE} (a query or the schema changed since it was last committed).`;

function read(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

describe('the committed query types', () => {
  beforeAll(assertBuilt);

  it('are the ones the build writes', () => {
    const written = read(GRAPHQL_TYPES_FILE);
    const before = read(GRAPHQL_TYPES_BEFORE_BUILD);
    if (written === undefined) throw new Error(`The build wrote no ${GRAPHQL_TYPES_FILE}.`);
    if (before === undefined) {
      throw new Error(`${GRAPHQL_TYPES_FILE} was missing before the build. ${REMEDY}`);
    }
    if (before !== written) {
      throw new Error(`${GRAPHQL_TYPES_FILE} was stale: the build rewrote it. ${REMEDY}`);
    }
  });
});
