/** @jest-environment node */
// The browser editor saves the translation files through writeJsonKeepingOrder: the
// file's key order and layout must survive, whatever order the editor returns keys in.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeJsonKeepingOrder } from '../../../src/editor/files/keep-json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonMap = { [key: string]: Json };
type JsonPath = (string | number)[];

const root = path.join(__dirname, '../../..');
const localesDir = path.join(root, 'src/locales');
const LANGUAGES = ['en', 'es', 'it'];
const FILES = LANGUAGES.flatMap((language) =>
  readdirSync(path.join(localesDir, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${language}/${name}`),
);

function read(file: string): string {
  return readFileSync(path.join(localesDir, file), 'utf8');
}

function dataOf(text: string): JsonMap {
  return JSON.parse(text) as JsonMap;
}

/** Lines removed from `before` and added in `after`, where both have the same lines around them. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** Every key order reversed, recursively: how the editor may hand the data back. */
function shuffled(data: Json): Json {
  if (Array.isArray(data)) return data.map(shuffled);
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data)
        .reverse()
        .map(([key, value]) => [key, shuffled(value)]),
    );
  }
  return data;
}

function stringLeaves(data: Json, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => stringLeaves(item, [...at, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => stringLeaves(value, [...at, key]));
  }
  return typeof data === 'string' ? [at] : [];
}

/** Paths of every key of every map. */
function keyPaths(data: Json, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => keyPaths(item, [...at, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => [
      [...at, key],
      ...keyPaths(value, [...at, key]),
    ]);
  }
  return [];
}

function parentOf(data: Json, at: JsonPath): Record<string | number, Json> {
  let parent: Json = data;
  for (const step of at.slice(0, -1))
    parent = (parent as Record<string | number, Json>)[step] as Json;
  return parent as Record<string | number, Json>;
}

function withValue(data: JsonMap, at: JsonPath, value: Json): JsonMap {
  const copy = structuredClone(data);
  parentOf(copy, at)[at[at.length - 1] as string | number] = value;
  return copy;
}

function without(data: JsonMap, at: JsonPath): JsonMap {
  const copy = structuredClone(data);
  delete parentOf(copy, at)[at[at.length - 1] as string | number];
  return copy;
}

/** True if Prettier (with the repository's settings) leaves every file as it is. */
function prettierAccepts(files: Record<string, string>): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'keep-json-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const prettier = path.join(root, 'node_modules/.bin/prettier');
    execFileSync(prettier, ['--check', '--config', path.join(root, '.prettierrc.json'), dir], {
      stdio: 'pipe',
    });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the translation files' style", () => {
  test('the files are what the writer writes: two spaces, literal letters, final newline', () => {
    const text = read('es/common.json');
    expect(text).toContain('"music": "Música"');
    expect(text.endsWith('}\n')).toBe(true);
    // Files without hand-kept one-line objects are exactly what a new file would be.
    const plainFiles = FILES.filter((file) => !read(file).includes('{ "'));
    expect(plainFiles.length).toBeGreaterThan(50);
    for (const file of plainFiles) {
      const data = dataOf(read(file));
      expect(writeJsonKeepingOrder(undefined, data, data)).toBe(read(file));
    }
  });
});

describe('unchanged data', () => {
  test.each(FILES)('%s is written back byte for byte, whatever the key order', (file) => {
    const text = read(file);
    const data = dataOf(text);
    expect(writeJsonKeepingOrder(text, shuffled(data))).toBe(text);
    expect(writeJsonKeepingOrder(text, shuffled(data), dataOf(read(`en/${file.slice(3)}`)))).toBe(
      text,
    );
  });
});

describe('changing one text', () => {
  test.each(FILES)('in %s, each text changes its own line only', (file) => {
    const text = read(file);
    const data = dataOf(text);
    const problems: string[] = [];
    for (const at of stringLeaves(data)) {
      const old = parentOf(data, at)[at[at.length - 1] as string | number] as string;
      const next = withValue(data, at, `${old}x`);
      const output = writeJsonKeepingOrder(text, shuffled(next));
      const { removed, added } = lineDiff(text, output);
      const expected = JSON.stringify(old);
      const ok =
        removed.length === 1 &&
        added.length === 1 &&
        added[0] === removed[0]?.replace(expected, JSON.stringify(`${old}x`));
      if (!ok)
        problems.push(`${at.join('.')}: -${JSON.stringify(removed)} +${JSON.stringify(added)}`);
      if (JSON.stringify(JSON.parse(output)) !== JSON.stringify(next)) {
        problems.push(`${at.join('.')}: reads back as other data`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a one-line object that no longer fits in 100 columns is spread over lines, as Prettier does', () => {
    const text = read('en/led-walls.json');
    const data = dataOf(text);
    const steps = data.steps as { items: JsonMap[] };
    expect(text).toContain(
      '      { "title": "Reserve it", "text": "A deposit holds the date, the panels and your operator." },\n',
    );
    const shortEdit = writeJsonKeepingOrder(
      text,
      withValue(data, ['steps', 'items', 1, 'title'], 'Book'),
    );
    expect(lineDiff(text, shortEdit).added).toEqual([
      '      { "title": "Book", "text": "A deposit holds the date, the panels and your operator." },',
    ]);
    expect(steps.items[1]).toBeDefined();
    const longEdit = writeJsonKeepingOrder(
      text,
      withValue(data, ['steps', 'items', 1, 'title'], 'Reserve it with a deposit'),
    );
    expect(lineDiff(text, longEdit).added).toEqual([
      '      {',
      '        "title": "Reserve it with a deposit",',
      '        "text": "A deposit holds the date, the panels and your operator."',
      '      },',
    ]);
    expect(prettierAccepts({ 'short.json': shortEdit, 'long.json': longEdit })).toBe(true);
  });
});

describe('keys the file does not have', () => {
  const english = dataOf(read('en/common.json'));
  const spanishText = read('es/common.json');
  const spanish = dataOf(spanishText);

  test('a Spanish text added for the first time goes where the English file has it', () => {
    const before = writeJsonKeepingOrder(spanishText, without(spanish, ['nav', 'music']), english);
    expect(lineDiff(spanishText, before)).toEqual({
      removed: ['    "music": "Música",'],
      added: [],
    });
    const after = writeJsonKeepingOrder(before, shuffled(spanish), english);
    expect(after).toBe(spanishText);
  });

  test.each(['es', 'it'])(
    'in every %s file, any key taken out and put back returns to its place',
    (language) => {
      const problems: string[] = [];
      for (const file of FILES.filter((name) => name.startsWith(`${language}/`))) {
        const text = read(file);
        const data = dataOf(text);
        const reference = dataOf(read(`en/${file.slice(3)}`));
        // A whole subtree taken out comes back as new content: one-line objects in it are spread out.
        const keepsOneLineObjects = text.includes('{ "');
        for (const at of keyPaths(data)) {
          const value = parentOf(data, at)[at[at.length - 1] as string | number];
          if (keepsOneLineObjects && typeof value === 'object') continue;
          const shorter = writeJsonKeepingOrder(text, without(data, at), reference);
          if (writeJsonKeepingOrder(shorter, shuffled(data), reference) !== text) {
            problems.push(`${file} ${at.join('.')}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  test('a key the reference lacks too comes last; with no preceding key, first', () => {
    const text = '{\n  "b": "B",\n  "c": "C"\n}\n';
    const reference = { a: '', b: '', c: '' };
    expect(writeJsonKeepingOrder(text, { z: 'Z', c: 'C', b: 'B', a: 'A' }, reference)).toBe(
      '{\n  "a": "A",\n  "b": "B",\n  "c": "C",\n  "z": "Z"\n}\n',
    );
  });

  test('keys added to an empty object go on their own lines', () => {
    const text = '{\n  "actions": {}\n}\n';
    expect(writeJsonKeepingOrder(text, { actions: { label: 'Label' } })).toBe(
      '{\n  "actions": {\n    "label": "Label"\n  }\n}\n',
    );
  });

  test('a new nested object is written over several lines', () => {
    const text = '{\n  "a": "A"\n}\n';
    expect(writeJsonKeepingOrder(text, { a: 'A', more: { x: 'X', list: ['one', 'two'] } })).toBe(
      '{\n  "a": "A",\n  "more": {\n    "x": "X",\n    "list": ["one", "two"]\n  }\n}\n',
    );
  });
});

describe('lists', () => {
  test('items are positional: a changed, removed or added item changes its lines only', () => {
    const text = read('en/corporate-events.json');
    const data = dataOf(text);
    const atList = Object.entries(data).find(([, value]) =>
      Object.values(value as JsonMap).some(
        (inner) => Array.isArray(inner) && inner.every((item) => typeof item === 'string'),
      ),
    );
    expect(atList).toBeDefined();
    const [section, value] = atList as [string, JsonMap];
    const [listKey, list] = Object.entries(value).find(([, inner]) => Array.isArray(inner)) as [
      string,
      string[],
    ];
    const removedLast = withValue(data, [section, listKey], list.slice(0, -1));
    const removal = lineDiff(text, writeJsonKeepingOrder(text, removedLast));
    expect(removal.removed).toEqual([
      `      ${JSON.stringify(list[list.length - 2])},`,
      `      ${JSON.stringify(list[list.length - 1])}`,
    ]);
    expect(removal.added).toEqual([`      ${JSON.stringify(list[list.length - 2])}`]);
    const appended = withValue(
      data,
      [section, listKey],
      [...list, 'A new line of text for the list'],
    );
    expect(lineDiff(text, writeJsonKeepingOrder(text, appended)).added).toEqual([
      `      ${JSON.stringify(list[list.length - 1])},`,
      '      "A new line of text for the list"',
    ]);
  });

  test('a short list of texts goes on one line, as Prettier writes it', () => {
    expect(writeJsonKeepingOrder(undefined, { list: ['a', 'b'] })).toBe(
      '{\n  "list": ["a", "b"]\n}\n',
    );
    const long = ['x'.repeat(50), 'y'.repeat(50)];
    expect(writeJsonKeepingOrder(undefined, { list: long })).toBe(
      `{\n  "list": [\n    "${long[0]}",\n    "${long[1]}"\n  ]\n}\n`,
    );
    const objects = [
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ];
    expect(writeJsonKeepingOrder(undefined, { objects })).toBe(
      '{\n  "objects": [\n    {\n      "a": 1,\n      "b": 2\n    },\n    {\n      "a": 3,\n      "b": 4\n    }\n  ]\n}\n',
    );
  });
});

describe('new files and guards', () => {
  test('a new file follows the reference, then the data', () => {
    const reference = { title: '', nav: { home: '', about: '' } };
    const data = { extra: 'E', nav: { about: 'Acerca', home: 'Inicio' }, title: 'Título' };
    expect(writeJsonKeepingOrder(undefined, data, reference)).toBe(
      '{\n  "title": "Título",\n  "nav": {\n    "home": "Inicio",\n    "about": "Acerca"\n  },\n  "extra": "E"\n}\n',
    );
    expect(writeJsonKeepingOrder(undefined, { b: 1, a: 'ñ' })).toBe(
      '{\n  "b": 1,\n  "a": "ñ"\n}\n',
    );
  });

  test('edited files stay as Prettier writes them', () => {
    const english = dataOf(read('en/common.json'));
    const spanish = read('es/common.json');
    const outputs = {
      'new.json': writeJsonKeepingOrder(
        undefined,
        { ...english, added: { list: ['a', 'b'] } },
        english,
      ),
      'edited.json': writeJsonKeepingOrder(
        spanish,
        { ...dataOf(spanish), siteName: 'Eventos' },
        english,
      ),
      'photo-booth.json': writeJsonKeepingOrder(
        read('es/photo-booth.json'),
        withValue(
          dataOf(read('es/photo-booth.json')),
          ['steps', 'heading'],
          'Cómo funciona, paso a paso',
        ),
      ),
    };
    expect(prettierAccepts(outputs)).toBe(true);
  });

  test('text that is not JSON is refused with a clear error', () => {
    expect(() => writeJsonKeepingOrder('{ "a": 1, }', { a: 1 })).toThrow(
      /JSON text cannot be read/,
    );
  });

  test('a file with Windows line breaks keeps them on new lines too', () => {
    expect(writeJsonKeepingOrder('{\r\n  "a": "A"\r\n}\r\n', { a: 'A', b: 'B' })).toBe(
      '{\r\n  "a": "A",\r\n  "b": "B"\r\n}\r\n',
    );
  });

  test('undefined values are left out, as JSON.stringify does', () => {
    expect(writeJsonKeepingOrder('{\n  "a": "A",\n  "b": "B"\n}\n', { a: 'A', b: undefined })).toBe(
      '{\n  "a": "A"\n}\n',
    );
  });
});
