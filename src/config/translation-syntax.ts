/**
 * The syntax slips of a translation file, each in the words a site owner
 * needs: where it is, what is wrong and how to fix it.
 *
 * JSON.parse stops at the first mistake with a message written for
 * programmers; jsonc-parser reports every mistake with its position, and
 * this module explains each. One slip often confuses the parser several
 * times in a row (a quote inside a text ends the text early, and what
 * follows makes no sense), so once a line has a problem, later complaints
 * on that line are taken as echoes; and after a missing or extra brace the
 * parser's view of the groups is wrong, so only slips confined to a line
 * (quotes, notes) are still reported after it: a list of false alarms would
 * hide the one real fix. The files are written one entry per line and
 * indented, which is what tells a deleted brace from an extra one.
 */
import { printParseErrorCode, visit } from 'jsonc-parser';
import { problemsOrderedByPosition, type ConfigProblem, type YamlPath } from './problems';

// The files are plain JSON for the build and the browser: no comments, no trailing commas.
export const STRICT_JSON = {
  disallowComments: true,
  allowTrailingComma: false,
  allowEmptyContent: false,
};

/** The file's text (without its byte-order mark) and where each of its lines starts. */
export interface Source {
  text: string;
  lineStarts: number[];
}

interface Container {
  kind: '{' | '[';
  offset: number;
  path: YamlPath;
}

interface Property {
  name: string;
  offset: number;
  length: number;
  path: YamlPath;
}

interface SyntaxError {
  code: ReturnType<typeof printParseErrorCode>;
  offset: number;
  length: number;
  /** The groups and lists open where the parser stumbled, outermost first. */
  open: Container[];
}

/** What the parser saw, kept to explain its errors. */
interface Scan {
  source: Source;
  errors: SyntaxError[];
  properties: Property[];
  openers: Container[];
  closers: Array<{ offset: number; opener: Container }>;
  openAtEnd: Container[];
}

/** A problem before it is given its line and column. */
interface Diagnosis {
  offset: number;
  problem: string;
  fix: string;
  path?: YamlPath;
  /** Lines (0-based) whose later complaints come from this same slip. */
  alsoCovers?: number[];
  /** A slip confined to its line (a quote, a note, a character): it cannot mislead the parser further on. */
  local?: boolean;
  /**
   * A brace or bracket missing or extra: from here on the parser sees the
   * groups wrongly, so its complaints about commas and braces are echoes.
   */
  breaksStructure?: boolean;
}

// ---------------------------------------------------------------- positions

export function sourceOf(text: string): Source {
  const lineStarts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    lineStarts.push(match.index + match[0].length);
  }
  return { text, lineStarts };
}

function lineIndexAt(source: Source, offset: number): number {
  let low = 0;
  let high = source.lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (source.lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function lineText(source: Source, index: number): string {
  const start = source.lineStarts[index] ?? source.text.length;
  const next = source.lineStarts[index + 1] ?? source.text.length;
  return source.text.slice(start, next).replace(/[\r\n]+$/, '');
}

export function positionAt(source: Source, offset: number): { line: number; column: number } {
  const index = lineIndexAt(source, offset);
  return { line: index + 1, column: offset - source.lineStarts[index]! + 1 };
}

/** 1-based line number of `offset`, for messages. */
export function lineNumber(source: Source, offset: number): number {
  return lineIndexAt(source, offset) + 1;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function previousSignificant(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index]!)) index -= 1;
  return index;
}

function nextSignificant(text: string, offset: number): number {
  let index = offset;
  while (index < text.length && /\s/.test(text[index]!)) index += 1;
  return index;
}

function lastNonBlankLine(source: Source, before = source.lineStarts.length): number {
  let index = before - 1;
  while (index > 0 && isBlank(lineText(source, index))) index -= 1;
  return index;
}

// ---------------------------------------------------------------- scanning

function scan(source: Source): Scan {
  const result: Scan = {
    source,
    errors: [],
    properties: [],
    openers: [],
    closers: [],
    openAtEnd: [],
  };
  const stack: Container[] = [];
  const open =
    (kind: Container['kind']) =>
    (offset: number, _l: number, _sl: number, _sc: number, path: () => YamlPath) => {
      const container: Container = { kind, offset, path: path() };
      stack.push(container);
      result.openers.push(container);
    };
  const close = (offset: number) => {
    const opener = stack.pop();
    if (opener) result.closers.push({ offset, opener });
  };
  visit(
    source.text,
    {
      onObjectBegin: open('{'),
      onArrayBegin: open('['),
      onObjectEnd: close,
      onArrayEnd: close,
      onObjectProperty: (name, offset, length, _line, _column, path) => {
        result.properties.push({ name, offset, length, path: [...path(), name] });
      },
      onError: (error, offset, length) => {
        result.errors.push({ code: printParseErrorCode(error), offset, length, open: [...stack] });
      },
    },
    STRICT_JSON,
  );
  result.openAtEnd = stack;
  return result;
}

/** Every syntax slip in `source`, in the order of the file; none when it is valid JSON. */
export function syntaxProblems(source: Source): ConfigProblem[] {
  const parsed = scan(source);
  if (parsed.errors.length === 0) return [];
  const covered = new Set<number>();
  const problems: ConfigProblem[] = [];
  let structureBrokenAt = Number.POSITIVE_INFINITY;
  const report = (diagnosis: Diagnosis, at: number) => {
    const line = lineIndexAt(source, diagnosis.offset);
    if (covered.has(line)) return;
    covered.add(line);
    for (const extra of diagnosis.alsoCovers ?? []) covered.add(extra);
    // A slip on a line that opens a group may hide its brace from the parser.
    if (diagnosis.breaksStructure || /[{[]\s*$/.test(lineText(source, line))) {
      structureBrokenAt = Math.min(structureBrokenAt, at);
    }
    problems.push({
      path: diagnosis.path ?? pathOnLine(parsed, line),
      problem: diagnosis.problem,
      fix: diagnosis.fix,
      ...positionAt(source, diagnosis.offset),
    });
  };
  for (const diagnosis of missingOpeners(parsed)) report(diagnosis, diagnosis.offset);
  for (const error of parsed.errors) {
    const previous = previousSignificant(source.text, error.offset);
    const echoes =
      covered.has(lineIndexAt(source, error.offset)) ||
      (previous >= 0 && covered.has(lineIndexAt(source, previous)));
    if (echoes) continue;
    const diagnosis = diagnose(parsed, error);
    if (!diagnosis || (!diagnosis.local && !trusted(parsed, error, diagnosis, problems.length))) {
      continue;
    }
    if (!diagnosis.local && error.offset > structureBrokenAt) continue;
    report(diagnosis, error.offset);
  }
  return problemsOrderedByPosition(problems);
}

/**
 * Whether the parser's complaint can be believed after `reported` problems:
 * once it has stumbled, it may have skipped a brace, and then it complains
 * about lines that are fine. A missing or extra brace is only reported as
 * the first problem, and a comma or colon only where the parser's idea of
 * the enclosing group is the one the indentation shows.
 */
function trusted(
  parsed: Scan,
  error: SyntaxError,
  diagnosis: Diagnosis,
  reported: number,
): boolean {
  if (reported === 0) return true;
  if (diagnosis.breaksStructure) return false;
  const { source } = parsed;
  const previous = previousSignificant(source.text, error.offset);
  const line = lineIndexAt(source, previous >= 0 ? previous : error.offset);
  const innermost = error.open[error.open.length - 1];
  return (
    innermost !== undefined && lineIndexAt(source, innermost.offset) === enclosingLine(source, line)
  );
}

/** The nearest line above `index` that is indented less, or -1. */
function enclosingLine(source: Source, index: number): number {
  const indent = indentOf(lineText(source, index));
  for (let above = index - 1; above >= 0; above -= 1) {
    const line = lineText(source, above);
    if (!isBlank(line) && indentOf(line) < indent) return above;
  }
  return -1;
}

/** The key path of the first entry written on `line`, or of the group closed there, or []. */
function pathOnLine(parsed: Scan, line: number): YamlPath {
  const onLine = (offset: number) => lineIndexAt(parsed.source, offset) === line;
  const property = parsed.properties.find((p) => onLine(p.offset));
  return property?.path ?? parsed.closers.find((c) => onLine(c.offset))?.opener.path ?? [];
}

// ---------------------------------------------------------------- diagnosis

function diagnose(parsed: Scan, error: SyntaxError): Diagnosis | undefined {
  const local = localSlip(parsed.source, error);
  return local ? { ...local, local: true } : structuralSlip(parsed, error);
}

function localSlip(source: Source, error: SyntaxError): Diagnosis | undefined {
  switch (error.code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return commentProblem(source, error);
    case 'InvalidCharacter':
      return controlCharacterProblem(source, error);
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return backslashProblem(source, error);
    default:
      return quoteProblem(
        source,
        lineIndexAt(source, error.offset),
        error.open[error.open.length - 1],
      );
  }
}

function structuralSlip(parsed: Scan, error: SyntaxError): Diagnosis | undefined {
  const { text } = parsed.source;
  const doubled = doubledOpener(parsed, error.offset);
  if (doubled) return doubled;
  switch (error.code) {
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      if (nextSignificant(text, error.offset) >= text.length) {
        return unclosedAtEnd(parsed);
      }
      break;
    case 'EndOfFileExpected':
      return contentAfterEnd(parsed, error);
    default:
      break;
  }
  return punctuationProblem(parsed, error) ?? unknownProblem(parsed.source, error);
}

function innermostKind(error: SyntaxError): Container['kind'] | undefined {
  return error.open[error.open.length - 1]?.kind;
}

function commentProblem(source: Source, error: SyntaxError): Diagnosis {
  const first = lineIndexAt(source, error.offset);
  const last = lineIndexAt(source, error.offset + Math.max(error.length - 1, 0));
  const covers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const lineComment = source.text.startsWith('//', error.offset);
  if (lineComment) {
    return {
      offset: error.offset,
      problem: `Line ${first + 1} has a note starting with //, but translation files cannot hold notes.`,
      fix: `Remove the // and everything after it on line ${first + 1}.`,
      alsoCovers: covers,
    };
  }
  const closed = source.text.slice(error.offset, error.offset + error.length).endsWith('*/');
  return {
    offset: error.offset,
    problem: closed
      ? `Line ${first + 1} starts a note between /* and */, but translation files cannot hold notes.`
      : `Line ${first + 1} starts a note with /* that is never closed, and translation files cannot hold notes.`,
    fix: closed
      ? `Remove everything from /* on line ${first + 1} to */ on line ${last + 1}.`
      : `Remove the /* on line ${first + 1} and the note after it.`,
    alsoCovers: covers,
  };
}

function controlCharacterProblem(source: Source, error: SyntaxError): Diagnosis {
  const inside = source.text.slice(error.offset, error.offset + error.length);
  let at = 0;
  while (at < inside.length - 1 && inside.charCodeAt(at) >= 0x20) at += 1;
  const offset = error.offset + at;
  const line = lineNumber(source, offset);
  if (source.text[offset] === '\t') {
    return {
      offset,
      problem: `Line ${line} has a tab inside a text, which translation files do not allow.`,
      fix: `Replace the tab on line ${line} with a space.`,
    };
  }
  return {
    offset,
    problem: `Line ${line} has an invisible control character inside a text.`,
    fix: `Delete the text around line ${line}, column ${positionAt(source, offset).column} and type it again.`,
  };
}

function backslashProblem(source: Source, error: SyntaxError): Diagnosis {
  const inside = source.text.slice(error.offset, error.offset + error.length);
  const bad = /\\(?:u(?![0-9a-fA-F]{4})|[^"\\/bfnrtu])/.exec(inside);
  const offset = error.offset + (bad?.index ?? 0);
  const line = lineNumber(source, offset);
  const shown = bad?.[0] ?? '\\';
  return {
    offset,
    problem: `Line ${line} has a backslash followed by "${shown.slice(1)}" (${shown}) inside a text, which has no meaning there.`,
    fix: `Remove the backslash (\\) on line ${line}, or write two backslashes (\\\\) to show one.`,
  };
}

// ------------------------------------------------------------------- quotes

const CURLY_QUOTES = /[“”„‟″«»‘’‚‛]/;

/** A quote slip, with the name of the entry it is in when the line shows it. */
type NamedDiagnosis = Diagnosis & { name?: string };

/** A line split into its straight-quoted strings and what lies outside them. */
interface LineStrings {
  /** Columns (0-based) of the double quotes that open or close a string. */
  quotes: number[];
  /** Characters outside any string, with their column. */
  outside: Array<{ char: string; column: number }>;
}

function stringsOf(line: string): LineStrings {
  const quotes: number[] = [];
  const outside: LineStrings['outside'] = [];
  let inString = false;
  for (let column = 0; column < line.length; column += 1) {
    const char = line[column]!;
    if (inString && char === '\\') column += 1;
    else if (char === '"') {
      quotes.push(column);
      inString = !inString;
    } else if (!inString) outside.push({ char, column });
  }
  return { quotes, outside };
}

const NAME = String.raw`"((?:[^"\\]|\\.)*)"`;
/** A name between single, curly or straight quotes, at the start of the line. */
const OTHER_QUOTES_NAME = /^\s*["'“”„‟″«»‘’‚‛]([^"'“”„‟″«»‘’‚‛]*)["'“”„‟″«»‘’‚‛]\s*:/;
/** `"name": "text"`, with anything (even more quotes) in the text. */
const ENTRY = new RegExp(String.raw`^(\s*)${NAME}(\s*:\s*)"(.*)"\s*,?\s*$`);
/** A list item: `"text"`. */
const ITEM = /^(\s*)"(.*)"\s*,?\s*$/;
/** `"name": "text` with no closing quote. */
const UNCLOSED_TEXT = new RegExp(String.raw`^(\s*)${NAME}(\s*:\s*)"([^"]*)$`);
/** `"name": text"` with no opening quote (and no other kind of quote instead). */
const UNOPENED_TEXT = new RegExp(
  String.raw`^(\s*)${NAME}(\s*:\s*)([^\s"'“”„‟″«»‘’‚‛{[\]}][^"]*)"\s*,?\s*$`,
);
/** `"name: "text"` or `"name: {`: the name's closing quote is missing. */
const UNCLOSED_NAME = /^(\s*)"([^"]*?)(\s*:\s*)(?:"[^"]*"\s*,?|[{[])\s*$/;
/** `name": "text"` or `name": {`: the name's opening quote is missing. */
const UNOPENED_NAME = /^(\s*)([^\s"{}[\],:][^"]*)"(\s*:\s*)(?:"[^"]*"\s*,?|[{[])\s*$/;

/** A slip with quotes on line `index`: the parser's own complaints about them are confusing. */
function quoteProblem(
  source: Source,
  index: number,
  parent: Container | undefined,
): Diagnosis | undefined {
  const diagnosis = quoteSlip(source, index, parent?.kind === '[');
  if (!diagnosis) return undefined;
  // The parser's idea of the entry's name is unreliable when its quotes are wrong.
  const parentPath = parent?.path ?? [];
  const path = diagnosis.name === undefined ? parentPath : [...parentPath, diagnosis.name];
  return { ...diagnosis, path };
}

function quoteSlip(source: Source, index: number, inList: boolean): NamedDiagnosis | undefined {
  const line = lineText(source, index);
  const start = source.lineStarts[index]!;
  const strings = stringsOf(line);
  const odd = strings.quotes.length % 2 === 1;
  const inner = innerQuote(line, start, index, inList);
  if (inner) return inner;
  const unopened = odd ? unopenedText(line, start, index) : undefined;
  if (unopened) return unopened;
  const wrong = strings.outside.find(({ char }) => char === "'" || CURLY_QUOTES.test(char));
  if (wrong) {
    const offset = start + wrong.column;
    const name = OTHER_QUOTES_NAME.exec(line)?.[1];
    const slip = wrong.char === "'" ? singleQuotes(offset, index) : curlyQuotes(offset, index);
    return { ...slip, name };
  }
  return odd ? oddQuotes(source, index, inList) : undefined;
}

function curlyQuotes(offset: number, index: number): Diagnosis {
  const line = index + 1;
  return {
    offset,
    problem: `Line ${line} has curly quotes (“ ” or ‘ ’) around a name or a text, but translation files need straight double quotes (").`,
    fix: `Replace the curly quotes around the name and the text on line ${line} with straight double quotes ("). Word processors change them as you type; inside a text, curly quotes are fine.`,
  };
}

function singleQuotes(offset: number, index: number): Diagnosis {
  const line = index + 1;
  return {
    offset,
    problem: `Line ${line} has single quotes (') around a name or a text, but translation files need double quotes (").`,
    fix: `Replace the single quotes around the name and the text on line ${line} with double quotes ("). An apostrophe inside a text is fine.`,
  };
}

function unescapedQuoteColumn(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
  }
  return -1;
}

/** The text of an entry or list item on `line`, and the column where it starts. */
function textOfLine(
  line: string,
  inList: boolean,
): { name?: string; text: string; column: number } | undefined {
  const entry = ENTRY.exec(line);
  if (entry) {
    const column = entry[1]!.length + entry[2]!.length + 2 + entry[3]!.length + 1;
    return { name: entry[2], text: entry[4]!, column };
  }
  const item = inList ? ITEM.exec(line) : null;
  return item ? { text: item[2]!, column: item[1]!.length + 1 } : undefined;
}

function innerQuote(
  line: string,
  start: number,
  index: number,
  inList: boolean,
): NamedDiagnosis | undefined {
  const found = textOfLine(line, inList);
  const at = found ? unescapedQuoteColumn(found.text) : -1;
  if (!found || at < 0) return undefined;
  const whose = found.name === undefined ? 'The text' : `The text of "${found.name}"`;
  const escaped = found.text.replace(/\\?"/g, '\\"');
  const example = escaped.length <= 70 ? `: "${escaped}"` : '';
  return {
    name: found.name,
    offset: start + found.column + at,
    problem: `${whose} on line ${index + 1} has a double quote (") inside it, which ends the text too early.`,
    fix: `Write \\" for each double quote inside the text on line ${index + 1}, or use curly quotes “ ” there instead${example}.`,
  };
}

function unopenedText(line: string, start: number, index: number): NamedDiagnosis | undefined {
  const unopened = UNOPENED_TEXT.exec(line);
  if (!unopened) return undefined;
  const number = index + 1;
  return {
    name: unopened[2],
    offset: start + unopened[1]!.length + unopened[2]!.length + 2 + unopened[3]!.length,
    problem: `The text of "${unopened[2]}" on line ${number} has no opening double quote (").`,
    fix: `Add a double quote (") at the start of the text on line ${number}, right after the colon and space.`,
  };
}

/** A line with an odd number of double quotes: one is missing. */
function oddQuotes(source: Source, index: number, inList: boolean): NamedDiagnosis {
  const line = lineText(source, index);
  const start = source.lineStarts[index]!;
  const number = index + 1;
  const unclosed = UNCLOSED_TEXT.exec(line);
  if (unclosed) return unclosedText(source, index, unclosed);
  const item = inList ? /^(\s*)()()"([^"]*)$/.exec(line) : null;
  if (item) return unclosedText(source, index, item);
  const nameUnclosed = UNCLOSED_NAME.exec(line);
  if (nameUnclosed) {
    return {
      name: nameUnclosed[2],
      offset: start + nameUnclosed[1]!.length + 1 + nameUnclosed[2]!.length,
      problem: `The name "${nameUnclosed[2]}" on line ${number} has no closing double quote (").`,
      fix: `Add a double quote (") right after ${nameUnclosed[2]}, before the colon, on line ${number}.`,
    };
  }
  const nameUnopened = UNOPENED_NAME.exec(line);
  if (nameUnopened) {
    return {
      name: nameUnopened[2],
      offset: start + nameUnopened[1]!.length,
      problem: `The name "${nameUnopened[2]}" on line ${number} has no opening double quote (").`,
      fix: `Add a double quote (") right before ${nameUnopened[2]} on line ${number}.`,
    };
  }
  return {
    offset: start + indentOf(line),
    problem: `Line ${number} has an odd number of double quotes ("): one is missing or one is too many.`,
    fix: `Check that each name and each text on line ${number} starts and ends with a double quote; write \\" for a double quote inside a text.`,
  };
}

function unclosedText(source: Source, index: number, match: RegExpExecArray): NamedDiagnosis {
  const line = lineText(source, index);
  const start = source.lineStarts[index]!;
  const number = index + 1;
  const name = match[2] || undefined;
  const whose = name === undefined ? 'The text' : `The text of "${name}"`;
  const next = lineText(source, index + 1);
  const continues =
    index + 1 < source.lineStarts.length &&
    stringsOf(next).quotes.length % 2 === 1 &&
    !/^\s*["{}[\]]/.test(next);
  if (continues) {
    return {
      name,
      offset: start + line.trimEnd().length,
      problem: `${whose} is split over lines ${number} and ${number + 1}, but a text must stay on one line.`,
      fix: `Join line ${number + 1} to the end of line ${number} (delete the line break between them); write \\n where the text needs a line break.`,
      alsoCovers: [index + 1],
    };
  }
  const content = line.trimEnd();
  const beforeComma = content.endsWith(',');
  return {
    name,
    offset: start + content.length - (beforeComma ? 1 : 0),
    problem: `${whose} on line ${number} has no closing double quote (").`,
    fix: beforeComma
      ? `Add a double quote (") at the end of the text on line ${number}, just before the comma.`
      : `Add a double quote (") at the end of the text on line ${number}.`,
  };
}

// -------------------------------------------------------------- punctuation

function punctuationProblem(parsed: Scan, error: SyntaxError): Diagnosis | undefined {
  const { text } = parsed.source;
  const previous = previousSignificant(text, error.offset);
  const before = text[previous];
  const here = text[error.offset];
  switch (error.code) {
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (before === ',' && (here === '}' || here === ']')) return trailingComma(parsed, previous);
      if (before === ',' && here === ',') return doubleComma(parsed, error.offset);
      if (before === ':' && error.code === 'ValueExpected') return missingValue(parsed, previous);
      return undefined;
    case 'CommaExpected':
      if (here === ':' && innermostKind(error) === '[') return entryInList(parsed, error);
      // What a value can end with: a quote, a brace, a bracket, a number, true, false or null.
      if (before && '"}]eln0123456789'.includes(before)) {
        return missingComma(parsed, error, previous);
      }
      return undefined;
    case 'ColonExpected':
      return before === '"' ? missingColon(parsed, error, previous) : undefined;
    case 'InvalidSymbol':
    case 'InvalidNumberFormat':
      return unquotedWord(parsed, error, previous);
    default:
      return undefined;
  }
}

/** `"name": …` read inside a list: the brace opening the item's group is missing. */
function entryInList(parsed: Scan, error: SyntaxError): Diagnosis {
  const { source } = parsed;
  let first = lineIndexAt(source, error.offset);
  const indent = indentOf(lineText(source, first));
  const sibling = (line: string) => ENTRY_START.test(line) && indentOf(line) === indent;
  while (first > 0 && sibling(lineText(source, first - 1))) first -= 1;
  const line = first + 1;
  const list = error.open[error.open.length - 1]!;
  return {
    offset: source.lineStarts[first]! + indentOf(lineText(source, first)),
    path: list.path,
    problem: `${describeContainer(list)} has entries ("name": "text") from line ${line} that are not inside a group: the opening brace ({) before them is missing.`,
    fix: `Add a line with { before line ${line}, indented like the } that closes these entries.`,
    breaksStructure: true,
  };
}

function trailingComma(parsed: Scan, comma: number): Diagnosis {
  const line = lineNumber(parsed.source, comma);
  return {
    offset: comma,
    problem: `The comma at the end of line ${line} is followed by nothing: the last entry of a group or a list has no comma after it.`,
    fix: `Remove the comma at the end of line ${line}: nothing follows it.`,
  };
}

function doubleComma(parsed: Scan, comma: number): Diagnosis {
  const line = lineNumber(parsed.source, comma);
  return {
    offset: comma,
    problem: `Line ${line} has two commas in a row.`,
    fix: `Remove one of the two commas on line ${line}.`,
  };
}

function propertyEndingAt(parsed: Scan, index: number): Property | undefined {
  return parsed.properties.find((p) => p.offset + p.length - 1 === index);
}

function missingValue(parsed: Scan, colon: number): Diagnosis {
  const line = lineNumber(parsed.source, colon);
  const name = propertyEndingAt(parsed, previousSignificant(parsed.source.text, colon))?.name;
  const whose = name === undefined ? 'The name' : `The name "${name}"`;
  return {
    offset: colon + 1,
    problem: `${whose} on line ${line} has nothing after its colon.`,
    fix: `Write its text in double quotes after the colon on line ${line}${name === undefined ? '' : `: "${name}": "…"`}.`,
  };
}

function missingColon(parsed: Scan, error: SyntaxError, nameEnd: number): Diagnosis {
  const { source } = parsed;
  const line = lineNumber(source, nameEnd);
  const name = propertyEndingAt(parsed, nameEnd)?.name ?? '';
  const here = source.text[error.offset];
  if (here === ',' || here === '}' || here === undefined) {
    return {
      offset: nameEnd + 1,
      problem: `The name "${name}" on line ${line} has no text.`,
      fix: `Add a colon and its text after it ("${name}": "…"), or remove the line.`,
    };
  }
  return {
    offset: nameEnd + 1,
    problem: `The name "${name}" on line ${line} is not followed by a colon (:) before its text.`,
    fix: `Add a colon (:) right after "${name}" on line ${line}.`,
  };
}

function describeContainer(container: Container): string {
  const kind = container.kind === '{' ? 'group' : 'list';
  const name = [...container.path].reverse().find((part) => typeof part === 'string');
  return name === undefined ? `The ${kind}` : `The ${kind} "${name}"`;
}

function closerOf(container: Container): string {
  return container.kind === '{' ? 'closing brace (})' : 'closing bracket (])';
}

function missingComma(parsed: Scan, error: SyntaxError, previous: number): Diagnosis {
  const { source } = parsed;
  const endLine = lineIndexAt(source, previous);
  const nextLine = lineIndexAt(source, error.offset);
  const innermost = error.open[error.open.length - 1];
  const dedented =
    nextLine > endLine &&
    indentOf(lineText(source, nextLine)) < indentOf(lineText(source, endLine));
  if (innermost && error.open.length > 1 && dedented) {
    return notClosedBefore(parsed, innermost, endLine, source.text[error.offset] === '"');
  }
  const what = innermost?.kind === '[' ? 'item' : 'entry';
  const ended = source.text[previous];
  const subject =
    ended === '}'
      ? `The group that ends on line ${endLine + 1}`
      : ended === ']'
        ? `The list that ends on line ${endLine + 1}`
        : `The ${what} on line ${endLine + 1}`;
  if (nextLine === endLine) {
    const { column } = positionAt(source, previous + 1);
    return {
      offset: previous + 1,
      problem: `Line ${endLine + 1} has two ${what === 'item' ? 'items' : 'entries'} with no comma between them.`,
      fix: `Add a comma (,) on line ${endLine + 1} at column ${column}, between the two.`,
    };
  }
  return {
    offset: previous + 1,
    problem: `${subject} has no comma after it, but another ${what} follows on line ${nextLine + 1}.`,
    fix: `Add a comma (,) at the end of line ${endLine + 1}.`,
  };
}

/** `container` should have been closed after line `lastLine`. */
function notClosedBefore(
  parsed: Scan,
  container: Container,
  lastLine: number,
  moreFollows: boolean,
): Diagnosis {
  const { source } = parsed;
  const opens = lineIndexAt(source, container.offset);
  const closer = (container.kind === '{' ? '}' : ']') + (moreFollows ? ',' : '');
  return {
    offset: source.lineStarts[lastLine]! + lineText(source, lastLine).trimEnd().length,
    path: container.path,
    problem: `${describeContainer(container)} that opens on line ${opens + 1} has no ${closerOf(container)} after its last ${container.kind === '{' ? 'entry' : 'item'} on line ${lastLine + 1}.`,
    fix: `Add a line with ${closer} after line ${lastLine + 1}, indented like line ${opens + 1}.`,
    alsoCovers: [opens],
    breaksStructure: true,
  };
}

function unquotedWord(parsed: Scan, error: SyntaxError, previous: number): Diagnosis | undefined {
  const { source } = parsed;
  const { text } = source;
  const word = text.slice(error.offset, error.offset + error.length);
  const line = lineNumber(source, error.offset);
  const before = text[previous];
  const after = text[nextSignificant(text, error.offset + error.length)];
  const afterName = before === '"' ? propertyEndingAt(parsed, previous) : undefined;
  if (afterName && after === '"') {
    return {
      offset: error.offset,
      problem: `Line ${line} has ${word} between the name "${afterName.name}" and its text, where a colon belongs.`,
      fix: `Replace ${word} with a colon (:) on line ${line}.`,
    };
  }
  if ((before === '{' || before === ',' || previous < 0) && after === ':') {
    return {
      offset: error.offset,
      problem: `The name ${word} on line ${line} is not in double quotes.`,
      fix: `Put double quotes (") around the name on line ${line}: "${word}":`,
    };
  }
  if (before === ':' || before === '[' || (before === ',' && innermostKind(error) === '[')) {
    return {
      offset: error.offset,
      problem: `Line ${line} has ${word} without double quotes around it, but every text must be in double quotes.`,
      fix: `Put double quotes (") around it on line ${line}: "${word}"`,
    };
  }
  return undefined;
}

function unknownProblem(source: Source, error: SyntaxError): Diagnosis {
  const { line, column } = positionAt(source, error.offset);
  const found = source.text.slice(error.offset, error.offset + Math.min(error.length, 20)).trim();
  return {
    offset: error.offset,
    problem: found
      ? `Line ${line} has ${found} at column ${column}, where it does not fit.`
      : `Line ${line} is not written the way a translation file must be, at column ${column}.`,
    fix: `Compare line ${line} with the lines around it: each entry is written "name": "text", with a comma after every entry except the last of its group.`,
  };
}

// ------------------------------------------------------------------- braces

function closerFor(container: Container): string {
  return container.kind === '{' ? '}' : ']';
}

/**
 * The groups and lists whose closing brace or bracket is missing, judged by
 * indentation (the parser pairs braces by count, so it blames the wrong group
 * when one in the middle is left open): each should be closed by the first
 * line after it that is indented no further than its own first line.
 */
function unclosedByIndentation(
  parsed: Scan,
): Array<{ container: Container; lastLine: number; moreFollows: boolean }> {
  const { source } = parsed;
  const closedOnSameLine = new Set(
    parsed.closers
      .filter(
        ({ offset, opener }) => lineIndexAt(source, offset) === lineIndexAt(source, opener.offset),
      )
      .map(({ opener }) => opener),
  );
  return parsed.openers.flatMap((container) => {
    if (closedOnSameLine.has(container)) return [];
    const opens = lineIndexAt(source, container.offset);
    const indent = indentOf(lineText(source, opens));
    for (let index = opens + 1; index < source.lineStarts.length; index += 1) {
      const line = lineText(source, index);
      if (isBlank(line) || indentOf(line) > indent) continue;
      if (indentOf(line) === indent && line.trimStart().startsWith(closerFor(container))) return [];
      return [
        {
          container,
          lastLine: lastNonBlankLine(source, index),
          moreFollows: line.trimStart().startsWith('"'),
        },
      ];
    }
    return [{ container, lastLine: lastNonBlankLine(source), moreFollows: false }];
  });
}

/**
 * `[[` or `{{` before `offset`: a brace or bracket typed twice, which
 * leaves one unclosed and makes the parser misread what follows.
 */
function doubledOpener(parsed: Scan, offset: number): Diagnosis | undefined {
  const { text } = parsed.source;
  const container = parsed.openers.find((opener) => {
    const before = previousSignificant(text, opener.offset);
    return opener.offset < offset && text[before] === opener.kind && before === opener.offset - 1;
  });
  if (!container) return undefined;
  const line = lineNumber(parsed.source, container.offset);
  const character = container.kind === '{' ? 'opening brace ({)' : 'opening bracket ([)';
  return {
    offset: container.offset,
    problem: `Line ${line} has the ${character} twice.`,
    fix: `Remove one of the two ${container.kind} on line ${line}.`,
    breaksStructure: true,
  };
}

function unclosedAtEnd(parsed: Scan): Diagnosis | undefined {
  const missing = unclosedByIndentation(parsed);
  const first = missing[0];
  if (first && first.container.path.length > 0) {
    return notClosedBefore(parsed, first.container, first.lastLine, first.moreFollows);
  }
  const outermost = first?.container ?? parsed.openAtEnd[0];
  if (!outermost) return undefined;
  const { source } = parsed;
  const last = lastNonBlankLine(source);
  return {
    offset: source.lineStarts[last]! + lineText(source, last).trimEnd().length,
    path: [],
    problem: `The file ends without the ${closerOf(outermost)} of the group that opens on line ${lineNumber(source, outermost.offset)}.`,
    fix: `Add ${closerFor(outermost)} on a new line at the end of the file.`,
    breaksStructure: true,
  };
}

/** The first thing after `offset` that is neither a space nor a comma. */
function afterCommas(text: string, offset: number): number {
  let index = nextSignificant(text, offset);
  while (text[index] === ',') index = nextSignificant(text, index + 1);
  return Math.min(index, text.length - 1);
}

function contentAfterEnd(parsed: Scan, error: SyntaxError): Diagnosis {
  const { source } = parsed;
  const doubled = parsed.closers.find(
    ({ offset }) => offset > 0 && source.text[offset - 1] === source.text[offset],
  );
  if (doubled) return doubledCloser(source, doubled.offset);
  const misplaced = parsed.closers.find(({ offset, opener }) => {
    const closes = lineIndexAt(source, offset);
    const line = lineText(source, closes);
    return (
      source.lineStarts[closes]! + indentOf(line) === offset &&
      closes !== lineIndexAt(source, opener.offset) &&
      indentOf(line) !== indentOf(lineText(source, lineIndexAt(source, opener.offset)))
    );
  });
  if (misplaced) return misplacedCloser(source, misplaced.offset);
  const last = parsed.closers[parsed.closers.length - 1];
  const endLine = lineNumber(source, last?.offset ?? error.offset);
  const followLine = lineNumber(source, afterCommas(source.text, error.offset));
  const rest = source.text.slice(error.offset).trim();
  const extra = /^[}\]\s]+$/.test(rest) ? rest[0]! : undefined;
  return {
    offset: error.offset,
    path: [],
    problem: extra
      ? `The file's outer group already closed on line ${endLine}; the ${extra === '}' ? 'closing brace (})' : 'closing bracket (])'} on line ${followLine} is one too many.`
      : `The group that holds the whole file closes on line ${endLine}, but more follows on line ${followLine}.`,
    fix: extra
      ? `Remove the extra ${extra} on line ${followLine}.`
      : `Move what follows line ${endLine} inside the group, before its closing brace (}), or remove it.`,
    breaksStructure: true,
  };
}

/** `}}` or `]]`: one closes more than the person meant. */
function doubledCloser(source: Source, offset: number): Diagnosis {
  const line = lineNumber(source, offset);
  const character = source.text[offset] === ']' ? 'closing bracket (])' : 'closing brace (})';
  return {
    offset,
    problem: `Line ${line} has the ${character} twice.`,
    fix: `Remove one of the two ${source.text[offset]} on line ${line}.`,
    breaksStructure: true,
  };
}

/** "Line 4 is" or "Lines 4 to 9 are". */
function linesFromTo(first: number, last: number): string {
  return first === last ? `Line ${first} is` : `Lines ${first} to ${last} are`;
}

/**
 * A closing brace not lined up with the group the parser pairs it with:
 * either the line that opened its own group was deleted (lines indented
 * further come right before it, and nothing opens them), or it is one too
 * many (it follows a line indented like itself).
 */
function misplacedCloser(source: Source, offset: number): Diagnosis {
  const closes = lineIndexAt(source, offset);
  const indent = indentOf(lineText(source, closes));
  let above = closes - 1;
  while (above >= 0) {
    const line = lineText(source, above);
    if (!isBlank(line) && indentOf(line) <= indent) break;
    above -= 1;
  }
  const character = source.text[offset] === ']' ? 'closing bracket (])' : 'closing brace (})';
  let first = above + 1;
  while (first < closes && isBlank(lineText(source, first))) first += 1;
  if (first < closes) {
    return {
      offset: source.lineStarts[first]! + indentOf(lineText(source, first)),
      problem: `${linesFromTo(first + 1, closes)} not inside a group, but the ${character} on line ${closes + 1} closes one: the line that opens the group ("name": {) is missing.`,
      fix: `Put back the line that opens the group ("name": {) before line ${first + 1}, or remove the ${source.text[offset]} on line ${closes + 1}.`,
      breaksStructure: true,
    };
  }
  return {
    offset,
    problem: `The ${character} on line ${closes + 1} is one too many: it closes the group that holds the whole file, and more entries follow it.`,
    fix: `Remove the extra ${source.text[offset]} on line ${closes + 1}.`,
    breaksStructure: true,
  };
}

// ------------------------------------------------------------ missing openers

/** `"name":` with nothing after the colon on its line. */
const NAME_ALONE = new RegExp(String.raw`^(\s*)${NAME}\s*:\s*$`);
/** The start of an entry: `"name": …`. */
const ENTRY_START = new RegExp(String.raw`^\s*${NAME}\s*:`);
/** The start of a list item: `"text"` or `{` (a group of texts). */
const ITEM_START = /^\s*["{]/;

/**
 * Groups and lists whose opening brace or bracket was deleted: the name
 * ends its line, and its entries or items follow up to a closing line
 * indented like the name. Found from the text, because the parser takes the
 * first entry for the name's text and reads everything after it wrongly.
 */
function missingOpeners(parsed: Scan): Diagnosis[] {
  const { source } = parsed;
  const found: Diagnosis[] = [];
  if (source.text[nextSignificant(source.text, 0)] === '"') found.push(missingFirstBrace(source));
  for (let index = 0; index < source.lineStarts.length; index += 1) {
    const alone = NAME_ALONE.exec(lineText(source, index));
    const end = alone ? blockEnd(source, index) : undefined;
    if (!alone || end === undefined) continue;
    const opener = openerClosedBy(lineText(source, end), lineText(source, index + 1));
    if (opener) found.push(missingOpener(source, index, end, alone[2]!, opener));
  }
  return found;
}

/** The first line after `index` indented no further than it, if any. */
function blockEnd(source: Source, index: number): number | undefined {
  const indent = indentOf(lineText(source, index));
  for (let next = index + 1; next < source.lineStarts.length; next += 1) {
    const line = lineText(source, next);
    if (!isBlank(line) && indentOf(line) <= indent) return next;
  }
  return undefined;
}

/** `{` when entries end with `}`, `[` when items end with `]`; else the block is something else. */
function openerClosedBy(closing: string, first: string): '{' | '[' | undefined {
  const closer = closing.trimStart()[0];
  if (closer === '}' && ENTRY_START.test(first)) return '{';
  if (closer === ']' && ITEM_START.test(first) && !ENTRY_START.test(first)) return '[';
  return undefined;
}

function missingOpener(
  source: Source,
  index: number,
  end: number,
  name: string,
  opener: '{' | '[',
): Diagnosis {
  const line = index + 1;
  const kind = opener === '{' ? 'group' : 'list';
  const character = opener === '{' ? 'opening brace ({)' : 'opening bracket ([)';
  return {
    offset: source.lineStarts[index]! + lineText(source, index).trimEnd().length,
    problem: `The ${kind} "${name}" on line ${line} has no ${character} after its colon.`,
    fix: `Add ${opener} at the end of line ${line}, after the colon.`,
    alsoCovers: Array.from({ length: end - index }, (_, i) => index + 1 + i),
    breaksStructure: true,
  };
}

function missingFirstBrace(source: Source): Diagnosis {
  return {
    offset: nextSignificant(source.text, 0),
    path: [],
    problem:
      'The file does not start with an opening brace ({): a translation file is one group of texts between { and }.',
    fix: 'Add { on a new line at the very start of the file.',
    breaksStructure: true,
  };
}
