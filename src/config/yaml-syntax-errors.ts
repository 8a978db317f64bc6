/**
 * The YAML parser's errors in the words of the person who made the slip: at
 * the line they must change, with the character to add or remove. The
 * parser's own wording ("implicit keys", "compact mappings") never reaches
 * them.
 */
import {
  isMap,
  isScalar,
  isSeq,
  visit,
  type Document,
  type LineCounter,
  type YAMLError,
} from 'yaml';
import type { ConfigProblem, YamlPath } from './problems';
import { colonInValueWords, missingColonWords, noSpaceAfterColonWords } from './yaml-wording';

export interface SyntaxReport {
  problems: ConfigProblem[];
  /**
   * Whether the parsed document still has the shape the person wrote, so
   * that its values can be checked too (a setting written twice does not
   * change the shape; a missing colon does).
   */
  shapeIntact: boolean;
}

type Position = { line: number; column: number };

interface ErrorContext {
  error: YAMLError;
  doc: Document;
  lines: readonly string[];
  positionOf: (offset: number) => Position;
  /** How many problems were reported before this error. */
  reportedSoFar: number;
}

/** An error that only echoes another one already reported: nothing to say about it. */
const ECHO = 'echo';

type Describe = (context: ErrorContext) => ConfigProblem | typeof ECHO | undefined;

const SETTING_LINE = /^(\s*(?:- +)?)([^\s:#][^:#]*?):(?: +(.*))?$/;

function lineText(context: ErrorContext, line: number): string {
  return context.lines[line - 1] ?? '';
}

function at(position: Position, problem: string, fix: string, path: YamlPath = []): ConfigProblem {
  return { path, line: position.line, column: position.column, problem, fix };
}

/** The value part of "key: value", without a trailing comment. */
function valueOf(text: string): string | undefined {
  const match = SETTING_LINE.exec(text);
  return match?.[3]?.replace(/\s+#.*$/, '');
}

/** "tagline: Music: live" — a second ": " inside an unquoted value. */
const colonInValue: Describe = (context) => {
  const { error } = context;
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' && error.code !== 'MULTILINE_IMPLICIT_KEY') {
    return undefined;
  }
  const start = context.positionOf(error.pos[0]);
  const text = lineText(context, start.line);
  const match = SETTING_LINE.exec(text);
  const value = valueOf(text);
  if (!match || value === undefined || !/: |:$/.test(value) || /^["']/.test(value)) {
    return undefined;
  }
  const key = match[2] ?? '';
  const { problem, fix } = colonInValueWords(key, value);
  return at({ line: start.line, column: (match[1] ?? '').length + key.length + 3 }, problem, fix);
};

/** "name Acme" or "name:Acme": the key's colon, or the space after it, is missing. */
const missingColon: Describe = (context) => {
  const { error } = context;
  const keyWithoutValue =
    error.code === 'MISSING_CHAR' && /followed by map values/.test(error.message);
  if (error.code !== 'MULTILINE_IMPLICIT_KEY' && !keyWithoutValue) return undefined;
  const start = context.positionOf(error.pos[0]);
  const text = lineText(context, start.line);
  if (SETTING_LINE.test(text)) return undefined;
  const indent = /^\s*(?:- +)?/.exec(text)?.[0] ?? '';
  const content = text.slice(indent.length).replace(/\s+#.*$/, '');
  const glued = /^([A-Za-z0-9_-]+):(\S.*)$/.exec(content);
  if (glued) {
    const [, key = '', value = ''] = glued;
    const { problem, fix } = noSpaceAfterColonWords(key, value);
    return at({ line: start.line, column: indent.length + key.length + 2 }, problem, fix);
  }
  const [key = content, ...rest] = content.split(/\s+/);
  const { problem, fix } = missingColonWords(key, rest.join(' '));
  return at({ line: start.line, column: indent.length + key.length + 1 }, problem, fix);
};

/** A line indented further than the setting above it, which it then runs into. */
const overIndented: Describe = (context) => {
  const { error } = context;
  if (error.code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  const end = context.positionOf(error.pos[1]);
  const above = previousContent(context, end.line);
  const text = lineText(context, end.line);
  const indent = /^ */.exec(text)?.[0].length ?? 0;
  const expected = /^ */.exec(above ?? '')?.[0].length ?? 0;
  // Lined up with the line above: the slip is above (e.g. its missing colon).
  if (indent <= expected) return ECHO;
  return at(
    { line: end.line, column: 1 },
    `This line is indented further than the line above it (${indent} spaces instead of ${expected}), so YAML reads it as part of the setting above.`,
    `Remove ${indent - expected === 1 ? 'the extra space' : `${indent - expected} spaces`} at the start of the line so that it lines up with the line above.`,
  );
};

function previousContent(context: ErrorContext, line: number): string | undefined {
  for (let number = line - 1; number >= 1; number -= 1) {
    const text = lineText(context, number);
    if (text.trim() !== '' && !text.trim().startsWith('#')) return text;
  }
  return undefined;
}

/** A line not lined up with the other settings or list entries of its group. */
const misaligned: Describe = (context) => {
  const { error } = context;
  const isIndentation =
    error.code === 'BAD_INDENT' ||
    (error.code === 'MISSING_CHAR' && /without - indicator/.test(error.message));
  if (!isIndentation) return undefined;
  const start = context.positionOf(error.pos[0]);
  const line = lineText(context, start.line).trim() === '' ? start.line + 1 : start.line;
  const sibling = alignedSibling(context, line);
  const indent = /^ */.exec(lineText(context, line))?.[0].length ?? 0;
  return at(
    { line, column: 1 },
    sibling
      ? `This line starts in column ${indent + 1}, but the other entries of its group start in column ${sibling.indent + 1} (line ${sibling.line}).`
      : 'This line is not lined up with the other entries of its group.',
    sibling
      ? `Indent it with ${sibling.indent} spaces, like line ${sibling.line}.`
      : 'Indent it with spaces so that it starts in the same column as the other entries of its group.',
  );
};

/**
 * The entry a misaligned line should line up with: the nearest line above of
 * the same kind (list entry or setting) that starts in another column, a
 * little to the left or right of it. None once the search leaves the group.
 */
function alignedSibling(
  context: ErrorContext,
  line: number,
): { line: number; indent: number } | undefined {
  const indent = /^ */.exec(lineText(context, line))?.[0].length ?? 0;
  const isListItem = /^\s*- /.test(lineText(context, line));
  for (let number = line - 1; number >= 1; number -= 1) {
    const text = lineText(context, number);
    if (text.trim() === '' || text.trim().startsWith('#')) continue;
    const own = /^ */.exec(text)?.[0].length ?? 0;
    if (own !== indent && /^\s*- /.test(text) === isListItem && own < indent + 4) {
      return { line: number, indent: own };
    }
    if (own < Math.min(indent, 2)) return undefined;
  }
  return undefined;
}

/** "Missing closing "quote": the text's quote is opened and never closed. */
const unclosedQuote: Describe = (context) => {
  const { error } = context;
  const match = /Missing closing (["'])quote/.exec(error.message);
  if (!match) return undefined;
  const quote = match[1] ?? '"';
  const start = context.positionOf(error.pos[0]);
  const text = lineText(context, start.line);
  const setting = SETTING_LINE.exec(text);
  const value = (valueOf(text) ?? text.trim()).replace(/\s+$/, '');
  return at(
    start,
    `The text starting with ${quote} on this line has no closing ${quote}.`,
    setting
      ? `Add the closing ${quote} at the end of the text: ${setting[2]}: ${value}${quote}`
      : `Add the closing ${quote} at the end of the text, or remove the opening one.`,
  );
};

/** 'Joe's DJ' — an apostrophe inside single quotes, or a " inside double quotes, ends the text early. */
const quoteInsideQuotes: Describe = (context) => {
  const { error } = context;
  if (error.code !== 'UNEXPECTED_TOKEN') return undefined;
  const start = context.positionOf(error.pos[0]);
  const text = lineText(context, start.line);
  const value = valueOf(text) ?? text.trim().replace(/^- +/, '');
  const quote = value[0];
  if ((quote !== '"' && quote !== "'") || value.indexOf(quote, 1) === value.length - 1) {
    return undefined;
  }
  const inner = value.slice(1, value.endsWith(quote) ? -1 : undefined);
  const column = text.indexOf(value) + value.indexOf(quote, 1) + 1;
  return quote === "'"
    ? at(
        { line: start.line, column },
        'The apostrophe inside this text ends the single quotes around it too early.',
        `Write the apostrophe twice: '${inner.replace(/'/g, "''")}', or put the text in double quotes: "${inner}"`,
      )
    : at(
        { line: start.line, column },
        'The " inside this text ends the double quotes around it too early.',
        `Put the text in single quotes instead: '${inner}', or write \\" for each quote inside it.`,
      );
};

/** "path: C:\new" in double quotes: a backslash starts a special character. */
const badEscape: Describe = (context) => {
  const { error } = context;
  if (error.code !== 'BAD_DQ_ESCAPE') return undefined;
  return at(
    context.positionOf(error.pos[0]),
    'A backslash (\\) inside double quotes starts a special character, and this one is not a known one.',
    'Write the backslash twice (\\\\), or put the text in single quotes instead of double quotes.',
  );
};

/** An unclosed "{ … }" or "[ … ]", reported where it opens, not where the parser gave up. */
const unclosedBrackets: Describe = (context) => {
  const { error } = context;
  const match = /end with a ([}\]])/.exec(error.message);
  if (!match) return undefined;
  const closing = match[1] ?? '}';
  const opening = closing === '}' ? '{' : '[';
  const reported = context.positionOf(error.pos[0]);
  const line = lineOfUnclosed(context, reported.line, opening, closing) ?? reported.line;
  const text = lineText(context, line)
    .replace(/\s+#.*$/, '')
    .trimEnd();
  const column = text.lastIndexOf(opening) + 1;
  return at(
    { line, column: Math.max(column, 1) },
    `The "${opening}" on this line is never closed.`,
    `Add the closing ${closing} where the entry ends: ${text.trim()}${text.includes(`${opening} `) ? ' ' : ''}${closing}`,
  );
};

/** The nearest line at or above `from` with more `opening` than `closing` characters. */
function lineOfUnclosed(
  context: ErrorContext,
  from: number,
  opening: string,
  closing: string,
): number | undefined {
  const count = (text: string, character: string) => text.split(character).length - 1;
  for (let line = from; line >= 1; line -= 1) {
    const text = lineText(context, line).replace(/\s#.*$/, '');
    if (count(text, opening) > count(text, closing)) return line;
  }
  return undefined;
}

/**
 * After a slip at the top of a file, the parser reads nothing else as
 * settings and complains about every word that follows: one report is enough.
 */
const restOfFileUnreadable: Describe = (context) => {
  const { error, reportedSoFar } = context;
  if (!/in YAML stream/.test(error.message)) return undefined;
  return reportedSoFar > 0 ? ECHO : undefined;
};

/** A setting written twice in the same group: name both lines. */
const duplicateKey: Describe = (context) => {
  const { error, doc } = context;
  if (error.code !== 'DUPLICATE_KEY') return undefined;
  const found = duplicatePair(doc, error.pos[0]);
  const here = context.positionOf(error.pos[0]);
  if (!found) {
    return at(
      here,
      'This setting is written twice in the same group.',
      'Delete one of the two lines.',
    );
  }
  const first = context.positionOf(found.firstOffset);
  return at(
    here,
    `"${found.key}" is written twice in the same group: on line ${first.line} and again here, on line ${here.line}. Only one can stay.`,
    `Delete one of the two "${found.key}:" lines (keep the one with the value you want).`,
    found.path,
  );
};

/** The duplicated key at `offset`, where it was first written, and its YAML path. */
function duplicatePair(
  doc: Document,
  offset: number,
): { key: string; firstOffset: number; path: YamlPath } | undefined {
  let result: { key: string; firstOffset: number; path: YamlPath } | undefined;
  visit(doc, {
    Map(_, map, ancestors) {
      const duplicate = map.items.find(
        (pair) => isScalar(pair.key) && pair.key.range?.[0] === offset,
      );
      if (!duplicate || !isScalar(duplicate.key)) return undefined;
      const key = String(duplicate.key.value);
      const first = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
      const firstOffset = isScalar(first?.key) ? (first.key.range?.[0] ?? offset) : offset;
      result = { key, firstOffset, path: [...pathOf(ancestors, map), key] };
      return visit.BREAK;
    },
  });
  return result;
}

/** The YAML path of a node from its ancestors, as visit() hands them over. */
function pathOf(ancestors: readonly unknown[], node: unknown): YamlPath {
  const path: Array<string | number> = [];
  const chain = [...ancestors, node];
  for (let i = 0; i < chain.length - 1; i += 1) {
    const parent = chain[i];
    const child = chain[i + 1];
    if (isSeq(parent)) path.push(parent.items.indexOf(child as never));
    if (isMap(parent)) {
      const pair = parent.items.find((item) => item === child);
      if (pair && isScalar(pair.key)) path.push(String(pair.key.value));
    }
  }
  return path;
}

/** Anything else: where it is, and the usual causes, in plain words. */
const anyOtherError: Describe = (context) =>
  at(
    context.positionOf(context.error.pos[0]),
    'This line cannot be read as settings.',
    'Check it for the usual slips: a missing colon after the setting name, a value with a ": " that is not in quotes, an unclosed quote, or indentation that does not line up with the neighbouring lines (spaces only).',
  );

/**
 * The parser reports an over-indented line twice: once on the line above
 * (as if its value went on) and once on the line itself.
 */
const echoOfOverIndentation: Describe = (context) => {
  const { error, doc } = context;
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY') return undefined;
  const twin = doc.errors.some(
    (other) => other.code === 'MULTILINE_IMPLICIT_KEY' && other.pos[0] === error.pos[0],
  );
  return twin ? ECHO : undefined;
};

const DESCRIBERS: readonly Describe[] = [
  restOfFileUnreadable,
  duplicateKey,
  colonInValue,
  echoOfOverIndentation,
  missingColon,
  unclosedQuote,
  quoteInsideQuotes,
  badEscape,
  unclosedBrackets,
  misaligned,
  overIndented,
  anyOtherError,
];

/** Errors that leave the document's shape as the person wrote it. */
const SHAPE_KEEPING_ERRORS = new Set(['DUPLICATE_KEY']);

/**
 * Every syntax error the parser found, described once per line: a slip often
 * makes the parser report two errors (on the line and the next one), and the
 * person needs the one that names their line.
 */
export function describeSyntaxErrors(
  doc: Document,
  lineCounter: LineCounter,
  text: string,
): SyntaxReport {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const positionOf = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const problems: ConfigProblem[] = [];
  const linesReported = new Set<number>();
  for (const error of ordered(doc.errors)) {
    const context: ErrorContext = {
      error,
      doc,
      lines,
      positionOf,
      reportedSoFar: problems.length,
    };
    const problem = DESCRIBERS.reduce<ConfigProblem | typeof ECHO | undefined>(
      (found, describe) => found ?? describe(context),
      undefined,
    );
    if (
      !problem ||
      problem === ECHO ||
      problem.line === undefined ||
      linesReported.has(problem.line)
    )
      continue;
    // The parser's follow-up errors on the next line echo the one just reported.
    if (
      linesReported.has(problem.line - 1) &&
      problem.problem === 'This line cannot be read as settings.'
    ) {
      continue;
    }
    linesReported.add(problem.line);
    problems.push(problem);
  }
  return {
    problems,
    shapeIntact: doc.errors.every((error) => SHAPE_KEEPING_ERRORS.has(error.code)),
  };
}

/**
 * The parser reports an over-indented line as two errors; the one that
 * explains it (a colon in the value above, or a missing colon) goes first.
 */
function ordered(errors: readonly YAMLError[]): YAMLError[] {
  const rank = (error: YAMLError) => (error.code === 'BLOCK_AS_IMPLICIT_KEY' ? 0 : 1);
  return [...errors].sort((a, b) => a.pos[0] - b.pos[0] || rank(a) - rank(b));
}
