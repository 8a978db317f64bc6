/**
 * @jest-environment node
 *
 * The folder's index lists every rewrite, and each describes itself fully:
 * its module, what and why, the Gatsby version, the upstream report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OUTPUT_REWRITES } from '../../../gatsby/output-rewrites';

const installedGatsby = (
  JSON.parse(fs.readFileSync(require.resolve('gatsby/package.json'), 'utf8')) as { version: string }
).version;
const FOLDER = path.join(__dirname, '../../../gatsby/output-rewrites');
/** The folder's modules that are not rewrites. */
const SHARED_MODULES = ['index.ts', 'output-rewrite.ts', 'webpack-config.ts', 'css-subset.ts'];

it('lists every rewrite module of the folder, once', () => {
  const modules = fs.readdirSync(FOLDER).filter((name) => !SHARED_MODULES.includes(name));
  const listed = OUTPUT_REWRITES.map((rewrite) => `${rewrite.name}.ts`);
  expect([...listed].sort()).toEqual([...modules].sort());
});

it('has a unit test with a sample of Gatsby output for each rewrite', () => {
  const tests = fs.readdirSync(__dirname);
  for (const rewrite of OUTPUT_REWRITES)
    expect(tests).toContainEqual(
      expect.stringMatching(new RegExp(`^${rewrite.name}\\.test\\.tsx?$`)),
    );
});

describe.each(OUTPUT_REWRITES.map((rewrite) => [rewrite.name, rewrite] as const))(
  '%s',
  (_name, rewrite) => {
    it('says what it does, its patterns and where they must match', () => {
      expect(rewrite.purpose.length).toBeGreaterThan(40);
      expect(rewrite.patterns.length).toBeGreaterThan(0);
      expect(rewrite.mustMatch.length).toBeGreaterThan(20);
    });

    it('names an upstream report, or says why none is filed', () => {
      expect(rewrite.upstream).toMatch(
        /^(https:\/\/github\.com\/\S+\/(issues|pull)\/\d+|none filed: )/,
      );
    });

    // A Gatsby upgrade lands here first: check each rewrite against the
    // new output (fresh samples), then record the version.
    it('was written against the Gatsby version installed', () => {
      expect(rewrite.gatsbyVersion).toBe(installedGatsby);
    });
  },
);
