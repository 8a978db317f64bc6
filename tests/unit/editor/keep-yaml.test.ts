/** @jest-environment node */
// The browser editor saves site.yaml and data/*.yaml through writeYamlKeepingLayout:
// whatever the editor changes, the rest of the file must stay exactly as people wrote it.
// Every real file is written back; the edits whose lines are spelled out below are made to the
// frozen copies (tests/fixtures/spec-site.yaml, spec-data/), which the owner's edits never change.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { writeYamlKeepingLayout } from '../../../src/editor/files/keep-yaml';
import { specContentText, specSiteText } from '../../support/spec-site';

type Data = null | boolean | number | string | Data[] | { [key: string]: Data };
type DataMap = { [key: string]: Data };
type DataPath = (string | number)[];

const root = path.join(__dirname, '../../..');
const YAML_FILES = [
  'site.yaml',
  'data/services.yaml',
  'data/home.yaml',
  'data/venues.yaml',
  'data/catalog.yaml',
];

function read(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

function dataOf(text: string): DataMap {
  return parse(text) as DataMap;
}

/** The lines removed from `before` and added in `after` (a longest-common-subsequence diff). */
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
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const common = x.map(() => new Array<number>(y.length + 1).fill(0));
  common.push(new Array<number>(y.length + 1).fill(0));
  const at = (i: number, j: number): number => common[i]?.[j] ?? 0;
  for (let i = x.length - 1; i >= 0; i -= 1) {
    for (let j = y.length - 1; j >= 0; j -= 1) {
      const row = common[i] as number[];
      row[j] = x[i] === y[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      i += 1;
      j += 1;
    } else if (j < y.length && (i === x.length || at(i, j + 1) >= at(i + 1, j))) {
      added.push(y[j] as string);
      j += 1;
    } else {
      removed.push(x[i] as string);
      i += 1;
    }
  }
  return { removed, added };
}

function commentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trimStart().startsWith('#'));
}

/** Every scalar of `data` with its path. */
function leaves(data: Data, at: DataPath = []): [DataPath, Data][] {
  if (Array.isArray(data)) return data.flatMap((item, index) => leaves(item, [...at, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => leaves(value, [...at, key]));
  }
  return [[at, data]];
}

function withValue(data: DataMap, at: DataPath, value: Data): DataMap {
  const copy = structuredClone(data);
  let parent: Data = copy;
  for (const step of at.slice(0, -1))
    parent = (parent as Record<string | number, Data>)[step] as Data;
  (parent as Record<string | number, Data>)[at[at.length - 1] as string | number] = value;
  return copy;
}

/** A different value of the same kind. */
function changed(value: Data): Data {
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  return 'x';
}

/** Reverses the key order of every map: the editor hands data over in any key order. */
function shuffled(data: Data): Data {
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

/** True if Prettier (with the repository's settings, which check data/*.yaml) leaves every file as it is. */
function prettierAccepts(files: Record<string, string>): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'keep-yaml-'));
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

function write(text: string, data: unknown): string {
  const output = writeYamlKeepingLayout(text, data);
  expect(parse(output)).toEqual(data);
  return output;
}

describe('unchanged data', () => {
  test.each(YAML_FILES)('%s is written back byte for byte', (file) => {
    const text = read(file);
    expect(writeYamlKeepingLayout(text, dataOf(text))).toBe(text);
  });

  test.each(YAML_FILES)('%s is written back byte for byte whatever the key order', (file) => {
    const text = read(file);
    expect(writeYamlKeepingLayout(text, shuffled(dataOf(text)))).toBe(text);
  });
});

describe('changing one value', () => {
  test.each(YAML_FILES)(
    'in %s, each value changes its own line only',
    (file) => {
      const text = read(file);
      const data = dataOf(text);
      const problems: string[] = [];
      const all = leaves(data);
      expect(all.length).toBeGreaterThan(10);
      for (const [at, value] of all) {
        const next = withValue(data, at, changed(value));
        const where = at.join('.');
        try {
          const output = writeYamlKeepingLayout(text, next);
          const { removed, added } = lineDiff(text, output);
          if (removed.length !== 1 || added.length !== 1) {
            problems.push(`${where}: -${JSON.stringify(removed)} +${JSON.stringify(added)}`);
          }
          if (JSON.stringify(commentLines(output)) !== JSON.stringify(commentLines(text))) {
            problems.push(`${where}: the comment lines changed`);
          }
          if (JSON.stringify(parse(output)) !== JSON.stringify(next)) {
            problems.push(`${where}: reads back as other data`);
          }
        } catch (error) {
          problems.push(`${where}: ${String(error)}`);
        }
      }
      expect(problems).toEqual([]);
      // Every value of site.yaml is written once: parsing dominates, about 30 ms a write.
    },
    60_000,
  );

  test('a trailing comment stays after the changed number', () => {
    const text = specSiteText();
    const data = dataOf(text);
    const output = write(text, withValue(data, ['menu', 'pointerGraceMs'], 250));
    expect(lineDiff(text, output)).toEqual({
      removed: ['  pointerGraceMs: 300 # time allowed to move the mouse into an open sub-menu'],
      added: ['  pointerGraceMs: 250 # time allowed to move the mouse into an open sub-menu'],
    });
  });

  test('a value inside a flow map changes in place', () => {
    const text = specSiteText();
    const data = dataOf(text);
    const output = write(text, withValue(data, ['redirects', 1, 'to'], '/services/'));
    expect(lineDiff(text, output)).toEqual({
      removed: ['  - { from: /dj/, to: /music/ }'],
      added: ['  - { from: /dj/, to: /services/ }'],
    });
  });
});

describe('quoting', () => {
  const text = [
    'double: "hello"',
    "single: 'hello'",
    'plain: hello',
    'number: 5',
    'list: [a, "b"]',
    '',
  ].join('\n');

  test('a changed string keeps its quotes', () => {
    const output = write(text, { ...dataOf(text), double: 'bye', single: "it's" });
    expect(output).toContain('double: "bye"\n');
    expect(output).toContain("single: 'it''s'\n");
    expect(write(text, { ...dataOf(text), list: ['a', 'c'] })).toContain('list: [a, "c"]\n');
  });

  test('a plain string that needs quotes gets them, as Prettier writes them (single quotes)', () => {
    const cases: [string, string][] = [
      ['a: b', "'a: b'"],
      ['#hashtag', "'#hashtag'"],
      ['@handle', "'@handle'"],
      ['say "hi"', 'say "hi"'],
      ['"quoted" start', `'"quoted" start'`],
      ['ends with colon:', "'ends with colon:'"],
      ['- dash', "'- dash'"],
      ['x # y', "'x # y'"],
      ["it's: x", '"it\'s: x"'],
      ['one\ntwo', '"one\\ntwo"'],
    ];
    const outputs: Record<string, string> = {};
    for (const [index, [value, source]] of cases.entries()) {
      const output = write('plain: hello\n', { plain: value });
      expect(output).toBe(`plain: ${source}\n`);
      outputs[`case-${index}.yaml`] = output;
    }
    // The lint step's Prettier check leaves them as they are.
    expect(prettierAccepts(outputs)).toBe(true);
  });

  test('strings that look like other types stay strings', () => {
    const lookalikes = [
      'yes',
      'no',
      'y',
      'on',
      'true',
      'False',
      'null',
      '~',
      '',
      '123',
      '1e3',
      '0x1F',
      '.inf',
      '2024-01-01',
      '12:30',
      '+12',
      '1_000',
    ];
    for (const value of lookalikes) {
      const output = write(text, { ...dataOf(text), plain: value, number: value });
      expect(output).toMatch(new RegExp(`^plain: (".*"|'.*')$`, 'm'));
      expect(parse(output, { version: '1.1' })).toMatchObject({ plain: value, number: value });
    }
  });

  test('in a flow list, commas and brackets are quoted', () => {
    const output = write(text, { ...dataOf(text), list: ['a', 'b, c', '[d]'] });
    expect(output).toContain('list: [a, "b, c", "[d]"]\n');
  });

  test('a string that replaces a number is plain when it can be', () => {
    expect(write(text, { ...dataOf(text), number: 'five' })).toContain('number: five\n');
    expect(write(text, { ...dataOf(text), double: 7 })).toContain('double: 7\n');
  });

  test('long strings stay on one line', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const output = write(text, { ...dataOf(text), plain: long, double: long, list: [long] });
    expect(output).toContain(`plain: ${long}\n`);
    expect(output).toContain(`double: "${long}"\n`);
    expect(output).toContain(`list: [${long}]\n`);
    expect(lineDiff(text, output).added).toHaveLength(3);
  });

  test('a multi-line string in place of a one-line string stays on one line', () => {
    const output = write(text, { ...dataOf(text), plain: 'one\ntwo' });
    expect(output).toContain('plain: "one\\ntwo"\n');
  });

  test('a block scalar stays a block scalar', () => {
    const block = 'intro: |\n  First line.\n  Second line.\nafter: 1\n';
    const output = write(block, { intro: 'First line.\nChanged line.\n', after: 1 });
    expect(output).toBe('intro: |\n  First line.\n  Changed line.\nafter: 1\n');
  });
});

describe('lists of maps', () => {
  const site = specSiteText();
  const siteData = dataOf(site);

  test('a deleted redirect takes its line only', () => {
    const data = structuredClone(siteData);
    (data.redirects as Data[]).splice(3, 1);
    expect(lineDiff(site, write(site, data))).toEqual({
      removed: ['  - { from: /dj-entertainment/, to: /music/ }'],
      added: [],
    });
  });

  test('a new redirect is written like its neighbours, where the data has it', () => {
    const data = structuredClone(siteData);
    const redirects = data.redirects as DataMap[];
    redirects.push({ to: '/services/', from: '/old-page/' });
    const output = write(site, data);
    expect(lineDiff(site, output)).toEqual({
      removed: [],
      added: ['  - { from: /old-page/, to: /services/ }'],
    });
    expect(output).toContain(
      '  - { from: /rock-island-lake-club/, to: /venues/rock-island-lake-club/ }\n' +
        '  - { from: /old-page/, to: /services/ }\n\n# ── Personal pages',
    );
    redirects.splice(1, 0, { from: '/second/', to: '/' });
    expect(write(site, data)).toContain(
      '  - { from: /musicians-instrumentalists/, to: /music/ }\n' +
        '  - { from: /second/, to: / }\n' +
        '  - { from: /dj/, to: /music/ }\n',
    );
  });

  test('items are matched by id, not position: a reorder moves whole lines', () => {
    const data = structuredClone(siteData);
    const redirects = data.redirects as DataMap[];
    redirects.unshift(...redirects.splice(1, 1));
    const output = write(site, data);
    expect(output).toContain(
      'redirects:\n  - { from: /dj/, to: /music/ }\n  - { from: /musicians-instrumentalists/, to: /music/ }\n',
    );
    const { removed, added } = lineDiff(site, output);
    expect(removed).toHaveLength(1);
    expect(added).toEqual(removed);
  });

  test("a deleted route takes its own comment with it, not its neighbour's", () => {
    const withoutNotFound = structuredClone(siteData);
    (withoutNotFound.routes as Data[]).pop();
    const first = lineDiff(site, write(site, withoutNotFound));
    expect(first.added).toEqual([]);
    expect(first.removed).toEqual([
      '  # Shown for any address that does not exist. Keep this path as it is.',
      '  - path: /404/',
      '    kind: not-found',
      '    title: not-found:meta.title',
      '    description: not-found:meta.description',
    ]);

    const withoutThankYou = structuredClone(siteData);
    (withoutThankYou.routes as Data[]).splice(-2, 1);
    const output = write(site, withoutThankYou);
    expect(lineDiff(site, output).removed).toEqual([
      '  - path: /thank-you/',
      '    kind: thank-you',
      '    title: thank-you:meta.title',
      '    description: thank-you:meta.description',
    ]);
    expect(output).toContain(
      '  # Shown for any address that does not exist. Keep this path as it is.\n  - path: /404/\n',
    );
  });

  test('a moved route takes its comment along', () => {
    const data = structuredClone(siteData);
    const routes = data.routes as Data[];
    routes.unshift(routes.pop() as Data);
    const output = write(site, data);
    expect(output).toContain(
      'routes:\n  # Shown for any address that does not exist. Keep this path as it is.\n  - path: /404/\n    kind: not-found\n',
    );
    expect(output).toContain('    description: thank-you:meta.description\n\n# ── Old addresses');
    expect(commentLines(output).sort()).toEqual(commentLines(site).sort());
  });

  test('a new venue is a block map like its neighbours, with a flow list like theirs', () => {
    const data = structuredClone(siteData);
    (data.venues as DataMap[]).push({
      slug: 'willow-creek-barn',
      name: 'Willow Creek Barn',
      locality: 'Hope',
      region: 'NJ',
      country: 'US',
      amenities: ['wedding venue', 'corporate event space'],
    });
    expect(lineDiff(site, write(site, data))).toEqual({
      removed: [],
      added: [
        '  - slug: willow-creek-barn',
        '    name: Willow Creek Barn',
        '    locality: Hope',
        '    region: NJ',
        '    country: US',
        '    amenities: [wedding venue, corporate event space]',
      ],
    });
  });

  test('a renamed slug is an edit of that item, not a delete and an add', () => {
    const data = withValue(siteData, ['venues', 1, 'slug'], 'crossed-keys');
    expect(lineDiff(site, write(site, data))).toEqual({
      removed: ['  - slug: crossed-keys-estate'],
      added: ['  - slug: crossed-keys'],
    });
  });

  test('nested menus: an entry whose label repeats in other menus is removed from its own menu only', () => {
    const data = structuredClone(siteData);
    const nav = data.nav as { footer: { items: DataMap[] }[] };
    const explore = nav.footer[1] as { items: DataMap[] };
    explore.items = explore.items.filter((item) => item.label !== 'common:nav.photoFilm');
    const output = write(site, data);
    const { removed, added } = lineDiff(site, output);
    expect(added).toEqual([]);
    expect(removed).toEqual(['        - { label: common:nav.photoFilm, link: photoGallery }']);
    expect(output.split('common:nav.photoFilm').length).toBe(
      site.split('common:nav.photoFilm').length - 1,
    );
    expect(output).toContain(
      '        - { label: common:nav.goboDesigner, to: /gobo-designer/ }\n        - { label: common:nav.vipAccess, link: vipLogin }\n',
    );
  });

  test('nested menus: a reordered sub-menu keeps the nested list under its entry', () => {
    const data = structuredClone(siteData);
    const services = (data.nav as { services: { items: Data[] } }).services;
    services.items.push(services.items.shift() as Data);
    const output = write(site, data);
    expect(output).toContain(
      '      - { label: common:nav.allServices, to: /services/ }\n' +
        '      - label: common:nav.eventProduction\n' +
        '        items:\n' +
        '          - { label: common:nav.corporate, to: /corporate-events/ }\n' +
        '          - { label: common:nav.private, to: /private-events/ }\n' +
        '  # Links next to the drop-down in the top bar.\n',
    );
  });

  test('a deleted first item of a group leaves the group heading to the next item', () => {
    // The frozen copy: the lines below name its entries, which the owner may reorder or remove.
    const catalog = specContentText('catalog.yaml');
    const data = dataOf(catalog);
    const items = data.items as DataMap[];
    data.items = items.filter((item) => item.id !== 'stage-deck' && item.id !== 'led-uplight');
    const output = write(catalog, data);
    expect(output).toContain('items:\n  # ── Lighting ──\n  - id: moving-head-wash\n');
    expect(output).toContain(
      '      - { spec: throw, unit: feet, numbers: [10], to: [50] }\n\n  # ── Staging ──\n  - id: truss-arch\n',
    );
    expect(commentLines(output)).toEqual(commentLines(catalog));
    expect(lineDiff(catalog, output).added).toEqual([]);
  });

  test('spacing between items follows the list when an item moves or is added', () => {
    // The frozen copy: the lines below name its entries, which the owner may reorder, and a
    // developer adds to with npm run new:service.
    const services = specContentText('services.yaml');
    const data = dataOf(services);
    const list = data.services as DataMap[];
    list.push(list.shift() as DataMap);
    list.push({
      id: 'new-service',
      path: '/new/',
      label: 'common:nav.new',
      image: 'images/services/new.jpg',
      related: ['music'],
    });
    const output = write(services, data);
    expect(output).toContain('services:\n  - id: private-events\n');
    expect(output).toContain(
      '    related: [photo-booth, lighting, private-events]\n\n' +
        '  - id: corporate-events\n' +
        '    path: /corporate-events/\n' +
        '    label: common:nav.corporate\n' +
        '    image: images/services/corporate-events.jpg\n' +
        '    related: [led-walls, staging-rentals, lighting]\n' +
        '    sections: [retail, municipal]\n\n' +
        '  - id: new-service\n' +
        '    path: /new/\n' +
        '    label: common:nav.new\n' +
        '    image: images/services/new.jpg\n' +
        '    related: [music]\n',
    );
    expect(output.endsWith('related: [music]\n')).toBe(true);
  });

  test('with no usable id key, items are matched by position', () => {
    const text = 'rows:\n  # first\n  - a: 1\n    b: 2\n  # second\n  - a: 1\n    b: 3\n';
    const changedRow = write(text, {
      rows: [
        { a: 1, b: 2 },
        { a: 1, b: 4 },
      ],
    });
    expect(changedRow).toBe(
      'rows:\n  # first\n  - a: 1\n    b: 2\n  # second\n  - a: 1\n    b: 4\n',
    );
    const dropped = write(text, { rows: [{ a: 1, b: 2 }] });
    expect(dropped).toBe('rows:\n  # first\n  - a: 1\n    b: 2\n');
  });

  test('an id key is used only when it is unique within both lists', () => {
    const text = 'rows:\n  - { name: a, n: 1 }\n  - { name: a, n: 2 }\n  - { name: b, n: 3 }\n';
    const output = write(text, {
      rows: [
        { name: 'a', n: 1 },
        { name: 'a', n: 5 },
        { name: 'b', n: 3 },
      ],
    });
    expect(lineDiff(text, output)).toEqual({
      removed: ['  - { name: a, n: 2 }'],
      added: ['  - { name: a, n: 5 }'],
    });
  });

  test('the id keys can be chosen', () => {
    const text = 'rows:\n  - { key: a, n: 1 } # A\n  - { key: b, n: 2 } # B\n';
    const data = {
      rows: [
        { key: 'b', n: 2 },
        { key: 'a', n: 1 },
      ],
    };
    expect(writeYamlKeepingLayout(text, data, { idKeys: ['key'] })).toBe(
      'rows:\n  - { key: b, n: 2 } # B\n  - { key: a, n: 1 } # A\n',
    );
  });
});

describe('lists of scalars', () => {
  const site = specSiteText();
  const siteData = dataOf(site);

  test('a flow list stays a flow list when items change, come, go or move', () => {
    const data = structuredClone(siteData);
    (data.business as DataMap).serviceArea = ['NY', 'NJ', 'CT', 'DE'];
    expect(lineDiff(site, write(site, data))).toEqual({
      removed: ['  serviceArea: [NJ, NY, PA, CT]'],
      added: ['  serviceArea: [NY, NJ, CT, DE]'],
    });
    (data.business as DataMap).serviceArea = [];
    expect(write(site, data)).toContain('  serviceArea: []\n');
  });

  test('an empty flow list gets items in the same style', () => {
    const text = 'tags: []\nother: [a, b]\n';
    expect(write(text, { tags: ['x', 'z'], other: ['a', 'b'] })).toBe(
      'tags: [x, z]\nother: [a, b]\n',
    );
  });

  test('an empty list that gets its first entries of several settings becomes a block list', () => {
    // As data/reviews.yaml and data/gallery.yaml ship (`reviews: []`): one line would fail Prettier.
    const text = '# Reviews.\nreviews: []\n';
    expect(
      write(text, {
        reviews: [
          { id: 'a', name: 'Maria S.' },
          { id: 'b', name: 'Bo' },
        ],
      }),
    ).toBe('# Reviews.\nreviews:\n  - id: a\n    name: Maria S.\n  - id: b\n    name: Bo\n');
    expect(
      prettierAccepts({ 'reviews.yaml': write(text, { reviews: [{ id: 'a', rating: 5 }] }) }),
    ).toBe(true);
  });

  test('padded flow lists keep their padding', () => {
    const text = 'tags: [ a, b ]\n';
    expect(write(text, { tags: ['b', 'c', 'a'] })).toBe('tags: [ b, c, a ]\n');
  });

  test('a block list of strings keeps one line per item, with its comments', () => {
    const text = 'words:\n  - alpha # first\n  - beta\n  - gamma\nafter: 1\n';
    expect(write(text, { words: ['alpha', 'gamma', 'delta'], after: 1 })).toBe(
      'words:\n  - alpha # first\n  - gamma\n  - delta\nafter: 1\n',
    );
    expect(write(text, { words: ['gamma', 'alpha', 'beta'], after: 1 })).toBe(
      'words:\n  - gamma\n  - alpha # first\n  - beta\nafter: 1\n',
    );
    expect(write(text, { words: ['alpha', 'beta!', 'gamma'], after: 1 })).toBe(
      'words:\n  - alpha # first\n  - beta!\n  - gamma\nafter: 1\n',
    );
  });
});

describe('maps', () => {
  const site = specSiteText();
  const siteData = dataOf(site);

  test('a missing key is removed with its own comment', () => {
    const data = structuredClone(siteData);
    delete (data.business as DataMap).phone;
    expect(lineDiff(site, write(site, data))).toEqual({
      removed: [
        '  # A US phone number, written any common way: (201) 555-0147, 201-555-0147 …',
        '  phone: (201) 555-0147',
      ],
      added: [],
    });
  });

  test('a new key goes after the key before it in the data, else last', () => {
    const data = structuredClone(siteData);
    const business = data.business as DataMap;
    data.business = {
      name: business.name as Data,
      legalName: 'Example LLC',
      ...business,
      fax: '201-555-0148',
    };
    const output = write(site, data);
    expect(output).toContain('  name: Example Events & Production\n  legalName: Example LLC\n');
    expect(output).toContain(
      '  serviceArea: [NJ, NY, PA, CT]\n  fax: 201-555-0148\n\n# ── Languages',
    );
    expect(lineDiff(site, output).added).toEqual([
      '  legalName: Example LLC',
      '  fax: 201-555-0148',
    ]);
  });

  test('new nested maps and lists are block style, indented by two spaces', () => {
    const data = structuredClone(siteData);
    (data.business as DataMap).hours = { weekdays: '9-5', days: [{ day: 'sat', open: false }] };
    const output = write(site, data);
    expect(lineDiff(site, output).added).toEqual([
      '  hours:',
      '    weekdays: 9-5',
      '    days:',
      '      - day: sat',
      '        open: false',
    ]);
  });

  test('a new list beside flow lists is a flow list', () => {
    const home = read('data/home.yaml');
    const data = dataOf(home);
    (data.corporate as DataMap).extras = ['music', 'lighting'];
    expect(lineDiff(home, write(home, data)).added).toEqual(['  extras: [music, lighting]']);
  });

  test('a value that changes kind is rewritten after its key', () => {
    const text = 'a: 1 # note\nb:\n  - x\n  - y\nc:\nd: 4\n';
    expect(write(text, { a: { inner: 1 }, b: 'flat', c: ['z'], d: 4 })).toBe(
      'a:\n  inner: 1\nb: flat\nc:\n  - z\nd: 4\n',
    );
  });

  test('a new top-level key keeps the comments of the others', () => {
    const services = read('data/services.yaml');
    const data = { ...dataOf(services), featured: 'music' };
    const output = write(services, data);
    expect(output.startsWith(services)).toBe(true);
    expect(output.slice(services.length)).toBe('featured: music\n');
  });
});

describe('Prettier', () => {
  test('edits of the data files stay as Prettier writes them', () => {
    const venues = read('data/venues.yaml');
    const venuesData = dataOf(venues);
    (venuesData.venues as DataMap[]).splice(1, 1);
    (venuesData.venues as DataMap[]).push({
      slug: 'new-hall',
      image: 'images/venues/new-hall.jpg',
      services: ['music'],
    });
    const services = read('data/services.yaml');
    const servicesData = dataOf(services);
    const list = servicesData.services as DataMap[];
    list.unshift({ ...(list.pop() as DataMap), id: 'first', sections: ['a', 'b'] });
    const catalog = read('data/catalog.yaml');
    const catalogData = dataOf(catalog);
    (catalogData.items as DataMap[]).splice(4, 1);
    catalogData.categories = ['lighting', 'staging'];
    const outputs = {
      'venues.yaml': write(venues, venuesData),
      'services.yaml': write(services, servicesData),
      'catalog.yaml': write(catalog, catalogData),
    };
    expect(prettierAccepts({ 'unchanged.yaml': catalog })).toBe(true);
    expect(prettierAccepts(outputs)).toBe(true);
  });
});

describe('guards and edges', () => {
  test('text that is not YAML is refused with a clear error', () => {
    expect(() => writeYamlKeepingLayout('a: [1, 2\nb: :\n', { a: 1 })).toThrow(
      /YAML text cannot be read/,
    );
    expect(() => writeYamlKeepingLayout('a: 1\na: 2\n', { a: 1 })).toThrow(/cannot be read/);
  });

  test('the final newline is kept, and so is its absence', () => {
    expect(write('a: 1\nb: 2\n', { a: 1, b: 3 })).toBe('a: 1\nb: 3\n');
    expect(write('a: 1\nb: 2', { a: 1, b: 3 })).toBe('a: 1\nb: 3');
    expect(write('a: 1\nb: 2', { a: 1, b: 2, c: 3 })).toBe('a: 1\nb: 2\nc: 3');
    expect(write('list:\n  - a\n', { list: ['a', 'b'] })).toBe('list:\n  - a\n  - b\n');
  });

  test('a file with Windows line breaks keeps them on new lines too', () => {
    const text = 'a: 1 # one\r\nlist:\r\n  - x\r\n';
    expect(write(text, { a: 2, list: ['x', 'z'] })).toBe(
      'a: 2 # one\r\nlist:\r\n  - x\r\n  - z\r\n',
    );
  });

  test('anchors and aliases survive an unrelated change', () => {
    const text =
      'base: &base\n  colour: red # the house colour\n  size: 2\nfirst: *base\nsecond: *base\nother: 1\n';
    const data = dataOf(text);
    const output = write(text, { ...data, other: 2 });
    expect(output).toBe(text.replace('other: 1', 'other: 2'));
  });

  test('an alias to a changed anchor is written out, so it keeps its old value', () => {
    const text = 'base: &base [a, b]\ncopy: *base\n';
    expect(write(text, { base: ['a', 'c'], copy: ['a', 'b'] })).toBe(
      'base: &base [a, c]\ncopy: [a, b]\n',
    );
    expect(write(text, { base: ['a', 'c'], copy: ['a', 'c'] })).toBe(
      'base: &base [a, c]\ncopy: [a, c]\n',
    );
  });

  test('data the editor leaves undefined is dropped, dates are written as text', () => {
    const text = 'a: 1\nb: 2\n';
    expect(write(text, { a: 1, b: undefined })).toBe('a: 1\n');
    expect(
      writeYamlKeepingLayout(text, { a: 1, b: 2, when: new Date('2024-05-01T00:00:00Z') }),
    ).toBe("a: 1\nb: 2\nwhen: '2024-05-01T00:00:00.000Z'\n");
  });

  test('an empty file gets the data', () => {
    expect(write('', { a: 1, list: ['x'] })).toBe('a: 1\nlist:\n  - x\n');
    expect(write('# notes\n', { a: 1 })).toBe('# notes\na: 1\n');
  });

  test('keys that need quotes get them', () => {
    expect(write('a: 1\n', { a: 1, 'b: c': 2, '123': 3 })).toBe("a: 1\n'b: c': 2\n'123': 3\n");
  });
});
