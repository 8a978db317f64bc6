/** @jest-environment node */
/**
 * Broken copies of a translation file, each made by one text edit a person
 * could make in an editor. Each must be reported at the line to fix, in
 * plain words (none of the parser's), with a fix that says what to do; and
 * the build must stop on them with that list, not a stack trace. The edits
 * are made to a frozen copy of the Spanish home page's texts
 * (tests/fixtures/spec-texts/es/home.json), whose words stay as they are
 * whoever rewrites the real file.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCreateNode } from '../../../gatsby/locale-nodes';
import { formatYamlPath, type ConfigProblem } from '../../../src/config/problems';
import { readLocaleFiles, readTranslationFiles } from '../../../src/config/read-files';
import { parseTranslationText } from '../../../src/config/translation-files';
import { SPEC_FIXTURES_DIR } from '../../support/spec-site';
import { indexOfOnly, lineOf, positionOf, withEdits, type Edit } from './support/text-edits';

const PROJECT = process.cwd();
const LOCALES = path.join(PROJECT, 'src', 'locales');
const FILE = 'src/locales/es/home.json';
/** The frozen copy the text edits are made to. */
const SHIPPED = fs.readFileSync(
  path.join(SPEC_FIXTURES_DIR, 'spec-texts', 'es', 'home.json'),
  'utf8',
);
/** The real file, as the owner and the translators leave it. */
const CURRENT = fs.readFileSync(path.join(PROJECT, FILE), 'utf8');

/** Words a site owner should never have to decode. */
const JARGON =
  /token|symbol|\bEOF\b|end of file expected|property ?name expected|value expected|expected|SyntaxError|JSON\.parse|[a-z][A-Z][a-z]+Expected/i;

/** The frozen file with each `search` replaced (see withEdits). */
function variant(...edits: Edit[]): string {
  return withEdits(SHIPPED, FILE, edits);
}

function problemsOf(text: string): ConfigProblem[] {
  const result = parseTranslationText(text);
  return result.ok ? [] : result.problems;
}

interface ExpectedProblem {
  /** Text in the variant on whose line the problem must be reported. */
  at: string | RegExp;
  /** Where the column must point: at the start of, or just after, this text of the variant. */
  column?: { at: string } | { after: string };
  /** The key path as formatYamlPath writes it, when the problem knows it. */
  path?: string;
  /** Problem words; a function gets the variant, for messages naming other lines. */
  problem: RegExp | ((text: string) => RegExp);
  fix: RegExp;
  /** Whether the fix names the reported line (every fix made on one line does). */
  fixNamesLine?: boolean;
}

interface BrokenCase {
  name: string;
  edits: Edit[];
  expected: ExpectedProblem[];
}

function regexOf(expected: ExpectedProblem['problem'], text: string): RegExp {
  return typeof expected === 'function' ? expected(text) : expected;
}

const CASES: BrokenCase[] = [
  {
    name: 'a comma after the last entry of a group',
    edits: [['"valoración de nuestros clientes"\n', '"valoración de nuestros clientes",\n']],
    expected: [
      {
        at: '"valoración de nuestros clientes",',
        column: { after: '"valoración de nuestros clientes"' },
        path: 'trust.rating.label',
        problem: /^The comma at the end of line \d+ is followed by nothing/,
        fix: /^Remove the comma at the end of line \d+: nothing follows it\.$/,
      },
    ],
  },
  {
    name: 'a comma after the last item of a list',
    edits: [
      [
        '"Iluminación con los colores de su marca"\n',
        '"Iluminación con los colores de su marca",\n',
      ],
    ],
    expected: [
      {
        at: '"Iluminación con los colores de su marca",',
        column: { after: '"Iluminación con los colores de su marca"' },
        problem: /comma at the end of line \d+ is followed by nothing/,
        fix: /^Remove the comma at the end of line \d+: nothing follows it\.$/,
      },
    ],
  },
  {
    name: 'a missing comma between two entries (reported where the comma goes)',
    edits: [['"heading": "Con quién trabajamos",', '"heading": "Con quién trabajamos"']],
    expected: [
      {
        at: '"heading": "Con quién trabajamos"\n',
        column: { after: '"heading": "Con quién trabajamos"' },
        path: 'audiences.heading',
        problem:
          /^The entry on line \d+ has no comma after it, but another entry follows on line \d+\.$/,
        fix: /^Add a comma \(,\) at the end of line \d+\.$/,
      },
    ],
  },
  {
    name: 'a missing comma after a group',
    edits: [
      [
        'valoración de nuestros clientes"\n    }\n  },',
        'valoración de nuestros clientes"\n    }\n  }',
      ],
    ],
    expected: [
      {
        at: /^ {2}}\n {2}"services"/m,
        column: { after: 'clientes"\n    }\n  }' },
        path: 'trust',
        problem: /^The group that ends on line \d+ has no comma after it/,
        fix: /^Add a comma \(,\) at the end of line \d+\.$/,
      },
    ],
  },
  {
    name: 'a missing colon between the name and its text',
    edits: [['"heading": "Por qué confían', '"heading" "Por qué confían']],
    expected: [
      {
        at: '"heading" "Por qué confían',
        column: { after: '  "trust": {\n    "heading"' },
        path: 'trust.heading',
        problem: /^The name "heading" on line \d+ is not followed by a colon \(:\)/,
        fix: /^Add a colon \(:\) right after "heading" on line \d+\.$/,
      },
    ],
  },
  {
    name: 'single quotes instead of double quotes',
    edits: [['"title": "Empresas"', "'title': 'Empresas'"]],
    expected: [
      {
        at: "'title': 'Empresas'",
        column: { at: "'title'" },
        path: 'audiences.corporate.title',
        problem:
          /single quotes \('\) around a name or a text, but translation files need double quotes/,
        fix: /^Replace the single quotes .* on line \d+ with double quotes \("\)/,
      },
    ],
  },
  {
    name: 'curly quotes pasted from a word processor',
    edits: [['"title": "Comercios"', '“title”: “Comercios”']],
    expected: [
      {
        at: '“title”: “Comercios”',
        column: { at: '“title”' },
        path: 'audiences.retail.title',
        problem: /curly quotes \(“ ” or ‘ ’\) around a name or a text/,
        fix: /^Replace the curly quotes .* on line \d+ with straight double quotes \("\)/,
      },
    ],
  },
  {
    name: 'curly quotes around the text only',
    edits: [['"title": "Municipios"', '"title": “Municipios”']],
    expected: [
      {
        at: '“Municipios”',
        column: { at: '“Municipios”' },
        path: 'audiences.municipal.title',
        problem: /curly quotes/,
        fix: /straight double quotes \("\)/,
      },
    ],
  },
  {
    name: 'a double quote inside a text',
    edits: [['"Vea todos los servicios"', '"Vea "todos" los servicios"']],
    expected: [
      {
        at: '"Vea "todos" los servicios"',
        column: { at: '"todos"' },
        path: 'services.all',
        problem:
          /^The text of "all" on line \d+ has a double quote \("\) inside it, which ends the text too early\.$/,
        fix: /^Write \\" for each double quote inside the text on line \d+, or use curly quotes “ ” there instead: "Vea \\"todos\\" los servicios"\.$/,
      },
    ],
  },
  {
    name: 'the closing brace at the end of the file deleted',
    edits: [['\n  }\n}\n', '\n  }\n']],
    expected: [
      {
        at: /^ {2}}\n$/m,
        problem:
          /^The file ends without the closing brace \(\}\) of the group that opens on line 1\.$/,
        fix: /^Add \} on a new line at the end of the file\.$/,
        fixNamesLine: false,
      },
    ],
  },
  {
    name: 'a text without its closing quote',
    edits: [['"title": "Celebraciones",', '"title": "Celebraciones,']],
    expected: [
      {
        at: '"Celebraciones,',
        column: { at: ',\n      "text": "Bodas' },
        path: 'audiences.celebrations.title',
        problem: /^The text of "title" on line \d+ has no closing double quote \("\)\.$/,
        fix: /^Add a double quote \("\) at the end of the text on line \d+, just before the comma\.$/,
      },
    ],
  },
  {
    name: 'a text without its opening quote',
    edits: [['"link": "Descubra', '"link": Descubra']],
    expected: [
      {
        at: '"link": Descubra',
        column: { at: 'Descubra' },
        path: 'corporate.link',
        problem: /^The text of "link" on line \d+ has no opening double quote/,
        fix: /^Add a double quote \("\) at the start of the text on line \d+/,
      },
    ],
  },
  {
    name: 'a text split over two lines by pressing Enter',
    edits: [['"heading": "Planifiquemos su evento"', '"heading": "Planifiquemos su\n    evento"']],
    expected: [
      {
        at: '"Planifiquemos su\n',
        path: 'cta.heading',
        problem:
          /^The text of "heading" is split over lines (\d+) and \d+, but a text must stay on one line\.$/,
        fix: /^Join line \d+ to the end of line \d+/,
      },
    ],
  },
  {
    name: 'a note written with //',
    edits: [['{\n  "meta": {', '{\n  // Portada\n  "meta": {']],
    expected: [
      {
        at: '// Portada',
        column: { at: '// Portada' },
        problem:
          /^Line \d+ has a note starting with \/\/, but translation files cannot hold notes\.$/,
        fix: /^Remove the \/\/ and everything after it on line \d+\.$/,
      },
    ],
  },
  {
    name: 'a note written with /* */',
    edits: [
      [
        '"Música, luz y escenario en manos de un solo equipo",',
        '"Música, luz y escenario en manos de un solo equipo", /* revisar */',
      ],
    ],
    expected: [
      {
        at: '/* revisar */',
        column: { at: '/* revisar */' },
        problem: /note between \/\* and \*\/, but translation files cannot hold notes/,
        fix: /^Remove everything from \/\* on line \d+ to \*\/ on line \d+\.$/,
      },
    ],
  },
  {
    name: 'the same name twice in one group',
    edits: [['"eyebrow":', '"heading":']],
    expected: [
      {
        at: '"heading": "Música, luz',
        column: { at: '"heading": "Música, luz' },
        path: 'heading',
        problem: (text) =>
          new RegExp(
            `^The name "heading" is written twice in the same group: on line ${lineOf(text, '"heading": "Entretenimiento')} and again on line ${lineOf(text, '"heading": "Música, luz')}\\.$`,
          ),
        fix: /^Keep one of the two entries and remove the other/,
      },
    ],
  },
  {
    name: 'a number without quotes',
    edits: [['"value": "{{count, number}} estrellas"', '"value": 5']],
    expected: [
      {
        at: '"value": 5',
        column: { after: '"rating": {\n      "value": ' },
        path: 'trust.rating.value',
        problem: /^The value of "value" on line \d+ is the number 5, not a text\.$/,
        fix: /^Put it in double quotes on line \d+: "value": "5"$/,
      },
    ],
  },
  {
    name: 'true without quotes',
    edits: [['"heading": "Con quién trabajamos"', '"heading": true']],
    expected: [
      {
        at: '"heading": true',
        path: 'audiences.heading',
        problem: /is true \(a yes\/no value\), not a text/,
        fix: /^Put it in double quotes on line \d+: "heading": "true"$/,
      },
    ],
  },
  {
    name: 'a group whose closing brace line was deleted',
    edits: [['se cumpla a tiempo."\n    },\n', 'se cumpla a tiempo."\n']],
    expected: [
      {
        at: /"text": "Conferencias/,
        column: { after: 'se cumpla a tiempo."' },
        path: 'audiences.corporate',
        problem: (text) =>
          new RegExp(
            `^The group "corporate" that opens on line ${lineOf(text, '"corporate": {\n      "title": "Empresas"')} has no closing brace \\(\\}\\) after its last entry on line \\d+\\.$`,
          ),
        fix: /^Add a line with \}, after line \d+, indented like line \d+\.$/,
      },
    ],
  },
  {
    name: 'an extra closing brace in the middle',
    edits: [['"Vea todos los servicios"\n  },\n', '"Vea todos los servicios"\n  }\n  },\n']],
    expected: [
      {
        at: /^ {2}},\n {2}"corporate"/m,
        column: { at: '},\n  "corporate"' },
        problem:
          /^The closing brace \(\}\) on line \d+ is one too many: it closes the group that holds the whole file/,
        fix: /^Remove the extra \} on line \d+\.$/,
      },
    ],
  },
  {
    name: 'a closing brace typed twice',
    edits: [['"Vea todos los servicios"\n  },\n', '"Vea todos los servicios"\n  }},\n']],
    expected: [
      {
        at: '}},',
        column: { after: '"Vea todos los servicios"\n  }' },
        problem: /^Line \d+ has the closing brace \(\}\) twice\.$/,
        fix: /^Remove one of the two \} on line \d+\.$/,
      },
    ],
  },
  {
    name: 'the line opening a group deleted',
    edits: [['  "cta": {\n', '']],
    expected: [
      {
        at: /^ {4}"heading": "Planifiquemos/m,
        column: { at: '"heading": "Planifiquemos' },
        problem: (text) =>
          new RegExp(
            `^Lines ${lineOf(text, '"heading": "Planifiquemos')} to \\d+ are not inside a group, but the closing brace \\(\\}\\) on line \\d+ closes one`,
          ),
        fix: /^Put back the line that opens the group \("name": \{\) before line \d+, or remove the \} on line \d+\.$/,
      },
    ],
  },
  {
    name: 'the opening brace of a group deleted',
    edits: [['  "trust": {\n', '  "trust":\n']],
    expected: [
      {
        at: '"trust":\n',
        column: { after: '"trust":' },
        path: 'trust',
        problem: /^The group "trust" on line \d+ has no opening brace \(\{\) after its colon\.$/,
        fix: /^Add \{ at the end of line \d+, after the colon\.$/,
      },
    ],
  },
  {
    name: 'the opening bracket of a list deleted',
    edits: [['    "points": [\n', '    "points":\n']],
    expected: [
      {
        at: '"points":\n',
        column: { after: '"points":' },
        path: 'corporate.points',
        problem: /^The list "points" on line \d+ has no opening bracket \(\[\) after its colon\.$/,
        fix: /^Add \[ at the end of line \d+, after the colon\.$/,
      },
    ],
  },
  {
    name: 'a name without quotes',
    edits: [['"imageAlt": "El escenario', 'imageAlt: "El escenario']],
    expected: [
      {
        at: 'imageAlt: "El escenario',
        column: { at: 'imageAlt: "El escenario' },
        problem: /^The name imageAlt on line \d+ is not in double quotes\.$/,
        fix: /^Put double quotes \("\) around the name on line \d+: "imageAlt":$/,
      },
    ],
  },
  {
    name: 'a tab typed inside a text',
    edits: [['"Descubra los eventos corporativos"', '"Descubra los eventos\tcorporativos"']],
    expected: [
      {
        at: '\tcorporativos',
        column: { at: '\tcorporativos' },
        problem: /^Line \d+ has a tab inside a text/,
        fix: /^Replace the tab on line \d+ with a space\.$/,
      },
    ],
  },
  {
    name: 'a backslash typed instead of a slash',
    edits: [['· NJ · NY · PA · CT"', '· NJ \\ NY · PA · CT"']],
    expected: [
      {
        at: 'NJ \\ NY',
        column: { at: '\\ NY' },
        path: 'eyebrow',
        problem: /backslash followed by " " \(\\ \) inside a text/,
        fix: /^Remove the backslash \(\\\) on line \d+, or write two backslashes \(\\\\\) to show one\.$/,
      },
    ],
  },
  {
    name: 'two slips in different places, reported together',
    edits: [
      ['"heading": "Con quién trabajamos",', '"heading": "Con quién trabajamos"'],
      [
        '"Iluminación con los colores de su marca"\n',
        '"Iluminación con los colores de su marca",\n',
      ],
    ],
    expected: [
      {
        at: '"heading": "Con quién trabajamos"\n',
        problem: /has no comma after it/,
        fix: /^Add a comma \(,\) at the end of line \d+\.$/,
      },
      {
        at: '"Iluminación con los colores de su marca",',
        problem: /is followed by nothing/,
        fix: /^Remove the comma at the end of line \d+/,
      },
    ],
  },
  {
    name: 'an emptied file',
    edits: [[SHIPPED, '']],
    expected: [
      {
        at: /^/,
        problem: /^The file is empty\.$/,
        fix: /^Restore its last saved version from git, or write \{\} in it/,
        fixNamesLine: false,
      },
    ],
  },
  {
    name: 'a file holding only blank lines',
    edits: [[SHIPPED, '\n  \n\n']],
    expected: [
      {
        at: /^/,
        problem: /^The file is empty\.$/,
        fix: /write \{\}/,
        fixNamesLine: false,
      },
    ],
  },
];

function expectColumn(text: string, actual: ConfigProblem, column: ExpectedProblem['column']) {
  if (!column) return;
  const index =
    'at' in column
      ? indexOfOnly(text, column.at)
      : indexOfOnly(text, column.after) + column.after.length;
  expect({ line: actual.line, column: actual.column }).toEqual(positionOf(text, index));
}

describe(`broken copies of ${FILE}`, () => {
  it.each(CASES)('$name', ({ edits, expected }) => {
    const text = variant(...edits);
    const problems = problemsOf(text);

    expect(problems).toHaveLength(expected.length);
    expected.forEach((want, index) => {
      const actual = problems[index]!;
      const line = lineOf(text, want.at);
      expect(actual.line).toBe(line);
      expectColumn(text, actual, want.column);
      if (want.path !== undefined) expect(formatYamlPath(actual.path)).toBe(want.path);
      expect(actual.problem).toMatch(regexOf(want.problem, text));
      expect(actual.fix).toMatch(want.fix);
      if (want.fixNamesLine !== false) expect(actual.fix).toContain(`line ${line}`);
      expect(`${actual.problem}\n${actual.fix}`).not.toMatch(JARGON);
    });
  });
});

describe('what a translation file may be', () => {
  it('reads every shipped translation file with no problem, exactly as JSON.parse does', () => {
    const files = fs.readdirSync(LOCALES).flatMap((language) =>
      fs
        .readdirSync(path.join(LOCALES, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(LOCALES, language, file)),
    );
    expect(files.length).toBeGreaterThanOrEqual(3 * 19);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      expect({ file, result: parseTranslationText(text) }).toEqual({
        file,
        result: { ok: true, tree: JSON.parse(text) as unknown },
      });
    }
  });

  it('accepts a byte-order mark at the start, and does not count it in columns', () => {
    expect(parseTranslationText(`\uFEFF${SHIPPED}`)).toEqual({
      ok: true,
      tree: JSON.parse(SHIPPED) as unknown,
    });
    const broken = '{ "heading": "Hola", }\n';
    expect(problemsOf(`\uFEFF${broken}`)).toEqual(problemsOf(broken));
    expect(problemsOf(broken)[0]).toMatchObject({ line: 1, column: 20 });
  });

  it('accepts Windows line endings, with the same line numbers as the original', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    expect(parseTranslationText(crlf(SHIPPED))).toEqual({
      ok: true,
      tree: JSON.parse(SHIPPED) as unknown,
    });
    const broken = variant([
      '"valoración de nuestros clientes"\n',
      '"valoración de nuestros clientes",\n',
    ]);
    expect(problemsOf(crlf(broken))).toEqual(problemsOf(broken));
  });

  it('refuses a file that is a list or a single text instead of a group', () => {
    for (const text of ['["Hola"]\n', '"Hola"\n']) {
      expect(problemsOf(text)).toEqual([
        expect.objectContaining({
          line: 1,
          column: 1,
          path: [],
          problem: expect.stringMatching(
            /but a translation file must be one group of texts between \{ and \}/,
          ),
        }),
      ]);
    }
  });

  it('refuses null, and a number inside a list', () => {
    expect(problemsOf('{\n  "a": null,\n  "items": ["Uno", 2]\n}\n')).toEqual([
      expect.objectContaining({
        line: 2,
        path: ['a'],
        problem: 'The value of "a" on line 2 is null (nothing), not a text.',
      }),
      expect.objectContaining({
        line: 3,
        path: ['items', 1],
        problem: 'Item 2 of "items" on line 3 is the number 2, not a text.',
        fix: 'Put it in double quotes on line 3: "2"',
      }),
    ]);
  });

  it('keeps "__proto__" as an ordinary name, as JSON.parse does', () => {
    const result = parseTranslationText('{ "__proto__": { "a": "b" } }');
    expect(result.ok && Object.getPrototypeOf(result.tree)).toBe(Object.prototype);
    expect(result.ok && Object.keys(result.tree)).toEqual(['__proto__']);
  });
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A project folder: the real site.yaml and data/, and a copy of src/locales with some files replaced. */
function projectWith(replaced: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-translations-'));
  roots.push(root);
  fs.symlinkSync(path.join(PROJECT, 'site.yaml'), path.join(root, 'site.yaml'));
  fs.symlinkSync(path.join(PROJECT, 'data'), path.join(root, 'data'), 'dir');
  fs.cpSync(LOCALES, path.join(root, 'src', 'locales'), { recursive: true });
  for (const [file, text] of Object.entries(replaced))
    fs.writeFileSync(path.join(root, file), text);
  return root;
}

const BROKEN_MUSIC = fs
  .readFileSync(path.join(LOCALES, 'es', 'music.json'), 'utf8')
  .replace(/"(\s*\n\s*\})/, '",$1');

describe('reading the translation folder', () => {
  it('leaves a broken file out, and names it the way the owner finds it', () => {
    const root = projectWith({ 'src/locales/es/music.json': BROKEN_MUSIC });
    const read = readTranslationFiles(path.join(root, 'src', 'locales'));

    expect(read.broken.map(({ file }) => file)).toEqual(['src/locales/es/music.json']);
    expect(read.locales.es?.music).toBeUndefined();
    expect(read.locales.es?.home).toEqual(JSON.parse(CURRENT) as unknown);
    expect(readLocaleFiles(path.join(root, 'src', 'locales'))).toEqual(read.locales);
  });
});

describe('the build entry on broken translation files', () => {
  const STACK_FRAME = /^\s+at .*\(.*:\d+:\d+\)/m;

  function runBuildEntry(root: string) {
    return spawnSync(
      path.join(PROJECT, 'node_modules', '.bin', 'tsx'),
      [
        '-e',
        "require('./src/config/project').loadSiteConfigOrExit(process.argv[1]); console.log('config ok');",
        root,
      ],
      { cwd: PROJECT, encoding: 'utf8', timeout: 25_000 },
    );
  }

  it('stops with exit code 1, every broken file at line:column, and no stack trace', () => {
    const brokenHome = variant([
      '"heading": "Con quién trabajamos",',
      '"heading": "Con quién trabajamos"',
    ]);
    const root = projectWith({
      'src/locales/es/music.json': BROKEN_MUSIC,
      'src/locales/it/home.json': brokenHome,
    });
    const homeLine = lineOf(brokenHome, '"heading": "Con quién trabajamos"\n');
    const musicProblem = problemsOf(BROKEN_MUSIC)[0]!;

    const run = runBuildEntry(root);

    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('config ok');
    expect(run.stderr).toContain('✖ src/locales/es/music.json has 1 problem. Nothing was built.');
    expect(run.stderr).toContain(
      `src/locales/es/music.json:${musicProblem.line}:${musicProblem.column}`,
    );
    expect(run.stderr).toContain('✖ src/locales/it/home.json has 1 problem. Nothing was built.');
    expect(run.stderr).toMatch(new RegExp(`src/locales/it/home\\.json:${homeLine}:\\d+`));
    expect(run.stderr).toContain(`Fix:     Add a comma (,) at the end of line ${homeLine}.`);
    expect(run.stderr).not.toMatch(STACK_FRAME);
    expect(run.stderr).not.toMatch(/SyntaxError|JSON\.parse/);
  }, 30_000);

  it('goes on with a file saved with a byte-order mark and Windows line endings', () => {
    const root = projectWith({
      'src/locales/es/home.json': `\uFEFF${CURRENT.replace(/\n/g, '\r\n')}`,
    });
    const run = runBuildEntry(root);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  }, 30_000);
});

describe('the Locale nodes Gatsby makes of the files', () => {
  it('reads a file saved with a byte-order mark, which JSON.parse alone would refuse', async () => {
    const createNode = jest.fn();
    const file = {
      id: 'file-es-home',
      absolutePath: path.join(LOCALES, 'es', 'home.json'),
      sourceInstanceName: 'locale',
      relativeDirectory: 'es',
      name: 'home',
      internal: { type: 'File', mediaType: 'application/json' },
    };
    const args = {
      node: file,
      actions: { createNode, createParentChildLink: jest.fn() },
      loadNodeContent: () => Promise.resolve(`\uFEFF${SHIPPED}`),
      createNodeId: (id: string) => id,
      createContentDigest: () => 'digest',
      reporter: {},
    } as unknown as Parameters<typeof onCreateNode>[0];

    await onCreateNode(args);

    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({
        language: 'es',
        ns: 'home',
        data: JSON.stringify(JSON.parse(SHIPPED)),
      }),
    );
  });
});
