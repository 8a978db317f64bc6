/**
 * @jest-environment node
 *
 * The unit tests' order (tests/support/long-runs-first.js): the files known
 * to run longest start first even without timings of an earlier run, as in
 * a fresh clone, where Jest orders files by size alone.
 */
// The sequencer is a CommonJS module that Jest loads by path (jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongRunsFirst = require('../../support/long-runs-first') as new () => {
  sort(tests: FakeTest[]): FakeTest[];
};

interface FakeTest {
  path: string;
  context: { config: { cache: boolean }; hasteFS: { getSize: (path: string) => number } };
}

/** Tests with no timings of an earlier run (no cache), each file of the given size. */
function testsOfSizes(sizes: Record<string, number>): FakeTest[] {
  const context = {
    config: { cache: false },
    hasteFS: { getSize: (path: string) => sizes[path] ?? 0 },
  };
  return Object.keys(sizes).map((path) => ({ path, context }));
}

it('starts the long-running files first, then the others largest first', () => {
  const tests = testsOfSizes({
    '/repo/tests/unit/header/header.test.tsx': 30_000,
    '/repo/tests/unit/gobo/steel-islands-monogram.test.ts': 700,
    '/repo/tests/unit/config/broken-config.test.ts': 50_000,
    '/repo/tests/unit/new-service/recipe.test.ts': 9_000,
    '/repo/tests/unit/gobo/steel-islands.test.ts': 3_000,
  });
  expect(new LongRunsFirst().sort(tests).map((test) => test.path)).toEqual([
    '/repo/tests/unit/new-service/recipe.test.ts',
    '/repo/tests/unit/gobo/steel-islands.test.ts',
    '/repo/tests/unit/gobo/steel-islands-monogram.test.ts',
    '/repo/tests/unit/config/broken-config.test.ts',
    '/repo/tests/unit/header/header.test.tsx',
  ]);
});

it('leaves Jest’s own order where no long-running file is among the tests', () => {
  const tests = testsOfSizes({
    '/repo/tests/unit/a.test.ts': 10,
    '/repo/tests/unit/b.test.ts': 30,
    '/repo/tests/unit/c.test.ts': 20,
  });
  expect(new LongRunsFirst().sort(tests).map((test) => test.path)).toEqual([
    '/repo/tests/unit/b.test.ts',
    '/repo/tests/unit/c.test.ts',
    '/repo/tests/unit/a.test.ts',
  ]);
});
