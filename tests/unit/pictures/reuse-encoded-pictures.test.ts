/**
 * @jest-environment node
 *
 * The wrapper around gatsby-plugin-sharp's encoder
 * (scripts/pictures/reuse-encoded-pictures.cjs): a size found at its path in
 * another build's public/static is copied, every other size is encoded, and
 * what is encoded is kept in the store for the next build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Transform {
  outputPath: string;
}
type ProcessFile = (file: string, transforms: Transform[], options: object) => Promise<Transform[]>;

// A CommonJS preload that Node loads by path (--require), not a module of the site.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reusingProcessFile } = require('../../../scripts/pictures/reuse-encoded-pictures.cjs') as {
  reusingProcessFile: (
    processFile: ProcessFile,
    settings: { reuseFrom: string[]; keepIn?: string },
  ) => ProcessFile & { counts: { copied: number; encoded: number } };
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reuse-pictures-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const SIZE = path.join('0a1b', 'c2d3', 'stage.avif');

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** An encoder that writes "encoded <name>" to each size it is given, and remembers them. */
function fakeEncoder(): { processFile: ProcessFile; encoded: string[] } {
  const encoded: string[] = [];
  const processFile: ProcessFile = async (_file, transforms) => {
    for (const { outputPath } of transforms) {
      encoded.push(outputPath);
      write(outputPath, `encoded ${path.basename(outputPath)}`);
    }
    return transforms;
  };
  return { processFile, encoded };
}

const build = (name: string) => path.join(root, name, 'public', 'static');

it('copies a size found in a folder it reuses and encodes only the others', async () => {
  write(path.join(root, 'store', SIZE), 'kept earlier');
  const { processFile, encoded } = fakeEncoder();
  const wrapped = reusingProcessFile(processFile, { reuseFrom: [path.join(root, 'store')] });
  const other = path.join('9f8e', '7d6c', 'stage.webp');

  await wrapped(
    'stage.jpg',
    [
      { outputPath: path.join(build('site'), SIZE) },
      { outputPath: path.join(build('site'), other) },
    ],
    {},
  );

  expect(fs.readFileSync(path.join(build('site'), SIZE), 'utf8')).toBe('kept earlier');
  expect(encoded).toEqual([path.join(build('site'), other)]);
  expect(wrapped.counts).toEqual({ copied: 1, encoded: 1 });
});

it('looks in each folder it reuses, in order', async () => {
  write(path.join(root, 'second', SIZE), 'from the second');
  const { processFile, encoded } = fakeEncoder();
  const wrapped = reusingProcessFile(processFile, {
    reuseFrom: [path.join(root, 'first'), path.join(root, 'second')],
  });

  await wrapped('stage.jpg', [{ outputPath: path.join(build('site'), SIZE) }], {});

  expect(fs.readFileSync(path.join(build('site'), SIZE), 'utf8')).toBe('from the second');
  expect(encoded).toEqual([]);
});

it('keeps what it encodes, whole, for the next build to copy', async () => {
  const store = path.join(root, 'store');
  const first = fakeEncoder();
  await reusingProcessFile(first.processFile, { reuseFrom: [store], keepIn: store })(
    'stage.jpg',
    [{ outputPath: path.join(build('one'), SIZE) }],
    {},
  );
  expect(fs.readFileSync(path.join(store, SIZE), 'utf8')).toBe('encoded stage.avif');
  expect(fs.readdirSync(path.dirname(path.join(store, SIZE)))).toEqual(['stage.avif']);

  const second = fakeEncoder();
  await reusingProcessFile(second.processFile, { reuseFrom: [store], keepIn: store })(
    'stage.jpg',
    [{ outputPath: path.join(build('two'), SIZE) }],
    {},
  );
  expect(second.encoded).toEqual([]);
  expect(fs.readFileSync(path.join(build('two'), SIZE), 'utf8')).toBe('encoded stage.avif');
});

it('encodes a size written outside public/static as usual, and keeps nothing of it', async () => {
  const store = path.join(root, 'store');
  write(path.join(store, 'stage.avif'), 'not this one');
  const { processFile, encoded } = fakeEncoder();
  const outside = path.join(root, 'elsewhere', 'stage.avif');

  await reusingProcessFile(processFile, { reuseFrom: [store], keepIn: store })(
    'stage.jpg',
    [{ outputPath: outside }],
    {},
  );

  expect(encoded).toEqual([outside]);
  expect(fs.readdirSync(store)).toEqual(['stage.avif']);
});
