/**
 * Reads one translation file (src/locales/<language>/<name>.json), or says
 * in plain words what is wrong with it, where, and how to fix it. Pure, so
 * the browser editor can use it as well as the build.
 *
 * First the file's syntax (translation-syntax.ts: every slip, by line),
 * then what a translation file may hold: groups, lists and texts, each name
 * once per group.
 *
 * Positions are the ones an editor shows: a line ends at \n, \r\n or \r (a
 * file saved on Windows keeps its line numbers), columns count UTF-16 code
 * units like site.yaml's problems do, and a byte-order mark at the start is
 * accepted and not counted: editors hide it, so column 1 of line 1 is the
 * first character one sees.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { TranslationTree, TranslationValue } from '../i18n/translate';
import { problemsOrderedByPosition, type ConfigProblem, type YamlPath } from './problems';
import {
  lineNumber,
  positionAt,
  sourceOf,
  STRICT_JSON,
  syntaxProblems,
  type Source,
} from './translation-syntax';

export type TranslationParse =
  { ok: true; tree: TranslationTree } | { ok: false; problems: ConfigProblem[] };

const BOM = '\uFEFF';

/** `text` without the byte-order mark some Windows editors put at the start. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

export function parseTranslationText(text: string): TranslationParse {
  const source = sourceOf(withoutByteOrderMark(text));
  if (source.text.trim() === '') return { ok: false, problems: [emptyFileProblem()] };
  const syntax = syntaxProblems(source);
  if (syntax.length > 0) return { ok: false, problems: syntax };
  const root = parseTree(source.text, [], STRICT_JSON);
  if (!root) return { ok: false, problems: [emptyFileProblem()] };
  return checkedTree(root, source);
}

function emptyFileProblem(): ConfigProblem {
  return {
    path: [],
    line: 1,
    column: 1,
    problem: 'The file is empty.',
    fix: 'Restore its last saved version from git, or write {} in it if it should hold no texts yet.',
  };
}

// ----------------------------------------------------------------- contents

function setOwn(tree: TranslationTree, key: string, value: TranslationValue): void {
  // A plain assignment of "__proto__" would change the object's prototype
  // instead of adding the entry, unlike JSON.parse.
  Object.defineProperty(tree, key, { value, enumerable: true, writable: true, configurable: true });
}

function checkedTree(root: Node, source: Source): TranslationParse {
  if (root.type !== 'object') {
    const { line, column } = positionAt(source, root.offset);
    const what = root.type === 'array' ? 'a list ([ … ])' : 'a single value';
    return {
      ok: false,
      problems: [
        {
          path: [],
          line,
          column,
          problem: `The file holds ${what}, but a translation file must be one group of texts between { and }.`,
          fix: 'Start the file with { and end it with }, and write each text inside with its name: "name": "text".',
        },
      ],
    };
  }
  const problems: ConfigProblem[] = [];
  const tree = valueOf(root, [], source, problems);
  if (problems.length > 0) return { ok: false, problems: problemsOrderedByPosition(problems) };
  return { ok: true, tree: tree as TranslationTree };
}

function valueOf(
  node: Node,
  path: YamlPath,
  source: Source,
  problems: ConfigProblem[],
): TranslationValue {
  switch (node.type) {
    case 'object':
      return groupOf(node, path, source, problems);
    case 'array':
      return (node.children ?? []).map((child, index) =>
        valueOf(child, [...path, index], source, problems),
      );
    case 'string':
      return node.value as string;
    default:
      problems.push(notTextProblem(node, path, source));
      return '';
  }
}

function groupOf(
  node: Node,
  path: YamlPath,
  source: Source,
  problems: ConfigProblem[],
): TranslationTree {
  const tree: TranslationTree = {};
  const seen = new Map<string, Node>();
  for (const property of node.children ?? []) {
    const [keyNode, valueNode] = property.children ?? [];
    if (!keyNode || !valueNode) continue;
    const key = keyNode.value as string;
    const first = seen.get(key);
    if (first) problems.push(duplicateProblem(key, first, keyNode, [...path, key], source));
    seen.set(key, keyNode);
    setOwn(tree, key, valueOf(valueNode, [...path, key], source, problems));
  }
  return tree;
}

function duplicateProblem(
  key: string,
  first: Node,
  again: Node,
  path: YamlPath,
  source: Source,
): ConfigProblem {
  const firstLine = lineNumber(source, first.offset);
  const againLine = lineNumber(source, again.offset);
  return {
    path,
    ...positionAt(source, again.offset),
    problem: `The name "${key}" is written twice in the same group: on line ${firstLine} and again on line ${againLine}.`,
    fix: `Keep one of the two entries and remove the other (only the one on line ${againLine} would be used).`,
  };
}

/** `The value of "count"` or `Item 2 of "items"`, as the owner sees the entry. */
function valueSubject(path: YamlPath): string {
  const last = path[path.length - 1];
  if (typeof last !== 'number') return `The value of "${String(last)}"`;
  const list = [...path].reverse().find((part) => typeof part === 'string');
  return list === undefined ? `Item ${last + 1}` : `Item ${last + 1} of "${list}"`;
}

function notTextProblem(node: Node, path: YamlPath, source: Source): ConfigProblem {
  const { line, column } = positionAt(source, node.offset);
  const written = source.text.slice(node.offset, node.offset + node.length);
  const last = path[path.length - 1];
  const quoted = typeof last === 'string' ? `"${last}": "${written}"` : `"${written}"`;
  const what =
    node.type === 'number'
      ? `the number ${written}`
      : node.type === 'boolean'
        ? `${written} (a yes/no value)`
        : `${written} (nothing)`;
  return {
    path,
    line,
    column,
    problem: `${valueSubject(path)} on line ${line} is ${what}, not a text.`,
    fix:
      node.type === 'null'
        ? `Write its text in double quotes ("…") instead of null, or remove the line.`
        : `Put it in double quotes on line ${line}: ${quoted}`,
  };
}
