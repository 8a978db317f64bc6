/** @jest-environment node */
/**
 * docs/dev/new-service.md, followed as written on a copy of the project. The
 * page's command, the files and keys it says the command adds, the line it
 * says to add, and which unit tests it says fail until which step are read
 * from the page; each step is then done in the copy, its texts written the way
 * a developer would (here: taken from a service page that exists, in each
 * language), and the tests the page names are run there after each step.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { TO_WRITE } from '../../../scripts/new-service/to-write';
import {
  copyProject,
  PROJECT_ROOT,
  type ProjectCopy,
} from '../../../scripts/project-copy/project-copy';
import { checkProject } from '../../../src/config/check-project';
import { writeJsonKeepingOrder } from '../../../src/editor/files/keep-json';
import { formatProblems } from '../../../src/config/problems';
import { readProjectFiles } from '../../../src/config/read-files';
import type { SiteConfig } from '../../../src/config/schema';
import {
  createTranslator,
  valueAt,
  type TranslationResources,
  type TranslationValue,
} from '../../../src/i18n/translate';

const RECIPE_FILE = 'docs/dev/new-service.md';
const RECIPE = fs.readFileSync(path.join(PROJECT_ROOT, RECIPE_FILE), 'utf8');
const JEST = path.join(PROJECT_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const MINUTES = 60_000;

// ── What the page says ──────────────────────────────────────────────────────

interface Table {
  header: string[];
  rows: string[][];
}

/** The page's Markdown tables, each as its header's cells and its rows' cells. */
function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let current: Table | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    if (current) current.rows.push(cells);
    else tables.push((current = { header: cells, rows: [] }));
  }
  return tables;
}

/** The rows of the page's table whose header starts with these cells. */
function rowsOf(...header: string[]): string[][] {
  const table = tablesOf(RECIPE).find((candidate) =>
    header.every((cell, index) => candidate.header[index] === cell),
  );
  if (!table) throw new Error(`${RECIPE_FILE} has no table headed "${header.join(' | ')}".`);
  return table.rows;
}

/** The first `code` of a table cell. */
function codeIn(cell: string | undefined): string {
  const code = /`([^`]+)`/.exec(cell ?? '')?.[1];
  if (code === undefined) throw new Error(`${RECIPE_FILE}: no \`code\` in the cell "${cell}".`);
  return code;
}

/** What the page says to match, or throws naming what is missing from it. */
function matchIn(pattern: RegExp, what: string): string {
  const found = pattern.exec(RECIPE)?.[1];
  if (found === undefined) throw new Error(`${RECIPE_FILE} no longer shows ${what}.`);
  return found;
}

const COMMAND_ID = /^npm run new:service -- ([a-z][a-z0-9-]*)$/m;
const ID = matchIn(COMMAND_ID, 'the command of step 1 (npm run new:service -- <id>)');
const CONTROL_LINE = matchIn(/```ts\n(.+)\n```/, 'the line to add to CONTROL_KEYS (a ts block)');
const FILES = rowsOf('File', 'What it adds').map(([file]) => codeIn(file));
const KEYS = rowsOf('File', 'Key', 'In English').map(([file, key, english]) => ({
  file: codeIn(file),
  key: codeIn(key),
  english: codeIn(english),
}));
const TESTS = rowsOf('Test file', 'Fails until').map(([file, until]) => ({
  file: codeIn(file),
  failsUntilStep: Number(/step (\d+)/.exec(until ?? '')?.[1]),
}));

// ── The copy of the project ─────────────────────────────────────────────────

let project: ProjectCopy | undefined;
let copy = '';
let site: SiteConfig;
let languages: string[] = [];
let defaultLanguage = 'en';

const inCopy = (file: string) => path.join(copy, file);
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(inCopy(file), 'utf8')) as { [key: string]: TranslationValue };
/** As a person edits a text in their editor: the file's layout (a short list on one line) stays. */
const writeJson = (file: string, tree: unknown) =>
  fs.writeFileSync(
    inCopy(file),
    writeJsonKeepingOrder(fs.readFileSync(inCopy(file), 'utf8'), tree),
  );
const inLanguage = (file: string, language: string) => file.replace('<language>', language);
const everyLanguage = (file: string) =>
  file.includes('<language>') ? languages.map((language) => inLanguage(file, language)) : [file];

/** A hash of each file of the folders the command may write, by path. */
function contentFiles(): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(inCopy(folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hashes.set(
          file,
          createHash('sha1')
            .update(fs.readFileSync(inCopy(file)))
            .digest('hex'),
        );
    }
  };
  for (const folder of ['data', 'src/locales']) walk(folder);
  hashes.set(
    'site.yaml',
    createHash('sha1')
      .update(fs.readFileSync(inCopy('site.yaml')))
      .digest('hex'),
  );
  return hashes;
}

/** The build's validation of the copy: every problem, formatted, or none. */
function buildProblems(): string[] {
  const result = checkProject(readProjectFiles(copy));
  return result.ok ? [] : result.files.map((file) => formatProblems(file.file, file.problems));
}

/** Every text of a translation tree, by its dotted path. */
function leaves(tree: TranslationValue, at = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[at, tree]];
  return Object.entries(tree).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key));
}

/** Sets the text at a dotted path of a translation tree. */
function setText(tree: { [key: string]: TranslationValue }, at: string, text: string): void {
  const parts = at.split('.');
  const last = parts.pop()!;
  let node: TranslationValue = tree;
  for (const part of parts) node = valueAt(node, part)!;
  if (Array.isArray(node)) node[Number(last)] = text;
  else if (typeof node === 'object') node[last] = text;
}

/**
 * The service page whose texts the new page's are written from: one of the
 * same shape, with its card and its name in the menus.
 */
function donor(): { namespace: string; serviceId: string; navKey: string } {
  const newTexts = leaves(readJson(`src/locales/${defaultLanguage}/${ID}.json`));
  const { services } = parse(fs.readFileSync(inCopy('data/services.yaml'), 'utf8')) as {
    services: Array<{ id: string; path?: string; label: string }>;
  };
  for (const route of site.routes) {
    const namespace = route.title.split(':')[0]!;
    const service = services.find((entry) => entry.path === route.path);
    if (route.kind !== 'service' || namespace === ID || !service) continue;
    const texts = readJson(`src/locales/${defaultLanguage}/${namespace}.json`);
    if (newTexts.every(([at]) => typeof valueAt(texts, at) === 'string')) {
      return { namespace, serviceId: service.id, navKey: service.label.split(':')[1]! };
    }
  }
  throw new Error('No service page of the project has the shape of the new one.');
}

/** Writes each empty or "TO WRITE:" text of the new page, its card and menu name, in `language`. */
function writeTextsIn(language: string): void {
  const from = donor();
  const fill = (file: string, at: string, donorAt: string) => {
    const tree = readJson(file);
    const text = valueAt(tree, at);
    if (typeof text === 'string' && (text === '' || text.startsWith(TO_WRITE))) {
      const donorText = valueAt(
        readJson(file.replace(`/${ID}.json`, `/${from.namespace}.json`)),
        donorAt,
      );
      setText(tree, at, String(donorText));
      writeJson(file, tree);
    }
  };
  const pageFile = `src/locales/${language}/${ID}.json`;
  for (const [at] of leaves(readJson(pageFile))) fill(pageFile, at, at);
  const cards = `src/locales/${language}/services.json`;
  for (const part of ['title', 'pitch', 'imageAlt']) {
    fill(cards, `cards.${ID}.${part}`, `cards.${from.serviceId}.${part}`);
  }
  const navKey = KEYS.find(({ file }) => file.endsWith('/common.json'))!.key;
  fill(`src/locales/${language}/common.json`, navKey, from.navKey);
}

// ── Running the tests the page names ────────────────────────────────────────

interface JestReport {
  testResults: Array<{
    name: string;
    status: string;
    assertionResults: Array<{ status: string; fullName: string }>;
  }>;
}

/** Each test file's outcome in the copy: "passed", or "failed: " and its failing tests. */
function runInCopy(files: readonly string[]): Map<string, string> {
  // Jest given no file runs every test: nothing to run is nothing run.
  if (files.length === 0) return new Map();
  const report = path.join(os.tmpdir(), `new-service-recipe-${process.pid}.json`);
  const { JEST_WORKER_ID: _worker, ...environment } = process.env;
  spawnSync(process.execPath, [JEST, '--ci', '--json', '--outputFile', report, ...files], {
    cwd: copy,
    env: { ...environment, CI: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as JestReport;
  fs.rmSync(report, { force: true });
  return new Map(
    testResults.map((result) => {
      const failing = result.assertionResults
        .filter((assertion) => assertion.status === 'failed')
        .map((assertion) => assertion.fullName);
      const outcome = result.status === 'passed' ? 'passed' : `failed: ${failing.join('; ')}`;
      const file = path.relative(fs.realpathSync(copy), fs.realpathSync(result.name));
      return [file.split(path.sep).join('/'), outcome];
    }),
  );
}

/**
 * The outcomes the page promises after `step`: each test that fails until
 * the next step fails, each that fails until this one now passes. Returns
 * the tests that do otherwise, with what they did.
 */
function brokenPromisesAfter(step: number): string[] {
  const promised = TESTS.filter(
    ({ failsUntilStep }) => failsUntilStep === step || failsUntilStep === step + 1,
  );
  const outcomes = runInCopy(promised.map(({ file }) => file));
  return promised.flatMap(({ file, failsUntilStep }) => {
    const outcome = outcomes.get(file) ?? 'did not run';
    const expected = failsUntilStep > step ? 'failed' : 'passed';
    return outcome.startsWith(expected) ? [] : [`${file}: expected ${expected}, ${outcome}`];
  });
}

// ── The recipe ──────────────────────────────────────────────────────────────

beforeAll(() => {
  if (fs.existsSync(path.join(PROJECT_ROOT, 'src/locales/en', `${ID}.json`))) {
    throw new Error(
      `The example of ${RECIPE_FILE}, "${ID}", is now a page of the project: choose another example id there.`,
    );
  }
  project = copyProject({ scope: 'project', prefix: 'new-service-recipe' });
  copy = project.root;
  site = parse(fs.readFileSync(inCopy('site.yaml'), 'utf8')) as SiteConfig;
  languages = site.languages.supported.map((language) => language.code);
  defaultLanguage = site.languages.default;
});

afterAll(() => {
  project?.remove();
});

describe(`${RECIPE_FILE}, followed as written`, () => {
  it('names a dashed id, tests to run and the steps they pass after', () => {
    expect(ID).toContain('-');
    expect(TESTS.length).toBeGreaterThan(0);
    expect(TESTS.every(({ failsUntilStep }) => failsUntilStep >= 2)).toBe(true);
    expect(RECIPE).toContain(`npx jest ${TESTS.map(({ file }) => file).join(' ')}\n`);
  });

  it(
    'step 1: the command writes exactly the files it lists, and the build accepts them',
    () => {
      const before = contentFiles();
      const run = spawnSync('npm', ['run', 'new:service', '--', ID], {
        cwd: copy,
        encoding: 'utf8',
      });
      expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
        status: 0,
        stderr: '',
      });
      const after = contentFiles();
      const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
      expect(changed.sort()).toEqual(FILES.flatMap(everyLanguage).sort());
      expect(buildProblems()).toEqual([]);
    },
    5 * MINUTES,
  );

  it('step 1: the keys are where it says, named as it says', () => {
    for (const { file, key, english } of KEYS) {
      for (const language of languages) {
        const text = String(valueAt(readJson(inLanguage(file, language)), key));
        // "TO WRITE: …" stands for any text that starts so.
        const written = english.endsWith('…')
          ? text.startsWith(english.slice(0, -1))
          : text === english;
        const wanted = language === defaultLanguage ? written : text === '';
        expect({ language, key, text, asTheRecipeSays: wanted }).toEqual({
          language,
          key,
          text,
          asTheRecipeSays: true,
        });
      }
    }
    // A dashed id is camelCase in the menus' key, and the menus name that key.
    const navKey = KEYS.find(({ file }) => file.endsWith('/common.json'))!.key;
    expect(valueAt(readJson('src/locales/en/common.json'), `nav.${ID}`)).toBeUndefined();
    const siteText = fs.readFileSync(inCopy('site.yaml'), 'utf8');
    expect(siteText.split(`{ label: common:${navKey}, to: /${ID}/ }`)).toHaveLength(3);
  });

  it(
    'step 1: the tests it says fail until step 2 fail',
    () => {
      expect(brokenPromisesAfter(1)).toEqual([]);
    },
    15 * MINUTES,
  );

  it(
    'step 2: with the English written and the control key added, the tests it names pass or fail as it says',
    () => {
      writeTextsIn(defaultLanguage);
      const controls = inCopy('tests/unit/i18n/native-language-controls.ts');
      const source = fs.readFileSync(controls, 'utf8');
      const navKey = KEYS.find(({ file }) => file.endsWith('/common.json'))!.key;
      expect(CONTROL_LINE).toContain(`'common:${navKey}'`);
      const firstNavKey = source.indexOf(
        "  'common:nav.",
        source.indexOf('export const CONTROL_KEYS'),
      );
      expect(firstNavKey).toBeGreaterThan(0);
      fs.writeFileSync(
        controls,
        `${source.slice(0, firstNavKey)}  ${CONTROL_LINE}\n${source.slice(firstNavKey)}`,
      );

      expect(buildProblems()).toEqual([]);
      // Until translated, the Spanish and Italian pages show the English texts.
      const { locales } = readProjectFiles(copy);
      const english = valueAt(locales[defaultLanguage]?.[ID], 'heading');
      for (const language of languages) {
        const translator = createTranslator({
          resources: locales as TranslationResources,
          language,
          fallbackLanguage: defaultLanguage,
          defaultNamespace: ID,
        });
        expect([language, translator.fixedT()(`${ID}:heading`)]).toEqual([language, english]);
      }
      expect(brokenPromisesAfter(2)).toEqual([]);
    },
    15 * MINUTES,
  );

  it(
    'step 3: with Spanish and Italian written, the tests it names pass',
    () => {
      for (const language of languages.filter((code) => code !== defaultLanguage)) {
        writeTextsIn(language);
      }
      expect(buildProblems()).toEqual([]);
      expect(brokenPromisesAfter(3)).toEqual([]);
    },
    15 * MINUTES,
  );
});
