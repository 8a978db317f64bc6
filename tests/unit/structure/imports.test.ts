/** @jest-environment node */
/**
 * How the project's modules import each other: no import circles (a module
 * that reaches itself through its imports, type imports included), and the
 * layers in one direction only (LAYERS below). Read with TypeScript's own
 * import scanner.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE_DIRS = ['src', 'gatsby', 'scripts', 'tests'];
const ROOT_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) &&
      !entry.name.endsWith('.d.ts')
      ? [relative]
      : [];
  });
}

const files = [...SOURCE_DIRS.flatMap(sourceFiles), ...ROOT_FILES];
const known = new Set(files);

/** The project modules a file imports (relative imports; packages are not followed). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .flatMap((name) => {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), name));
      const candidates = [
        base,
        ...EXTENSIONS.map((extension) => `${base}${extension}`),
        ...EXTENSIONS.map((extension) => `${base}/index${extension}`),
      ];
      const found = candidates.find((candidate) => known.has(candidate));
      return found ? [found] : [];
    });
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Imports that would point the wrong way between the layers. */
const LAYERS = [
  { from: 'src/', into: 'gatsby/', why: "the build's hooks use the site's code, not the reverse" },
  {
    from: 'src/config/',
    into: 'src/components/',
    why: 'the configuration and its types come before the components that show them',
  },
  { from: 'scripts/', into: 'tests/', why: 'the tests use the scripts, not the reverse' },
  { from: 'src/', into: 'tests/', why: 'the site never depends on its tests' },
];

/** Each group of modules that import one another round in a circle (Tarjan's components). */
function importCircles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

/** The one file of the browser editor that the build may import. */
const EDITOR_FOR_THE_BUILD = 'src/editor/for-the-build.ts';

describe('imports between the modules', () => {
  it('reads the modules and their imports', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get('gatsby-node.ts')?.length).toBeGreaterThan(3);
  });

  it('have no circles', () => {
    expect(importCircles()).toEqual([]);
  });

  it.each(LAYERS)('never go from $from into $into: $why', ({ from, into }) => {
    const crossing = files
      .filter((file) => file.startsWith(from))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((imported) => imported.startsWith(into))
          .map((imported) => `${file} -> ${imported}`),
      );
    expect(crossing).toEqual([]);
  });

  it("reach the editor from the build only through the editor's file for the build", () => {
    expect(known.has(EDITOR_FOR_THE_BUILD)).toBe(true);
    const crossing = files
      .filter((file) => file.startsWith('gatsby/'))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((imported) => imported.startsWith('src/editor/'))
          .filter((imported) => imported !== EDITOR_FOR_THE_BUILD)
          .map((imported) => `${file} -> ${imported}`),
      );
    expect(crossing).toEqual([]);
  });
});
