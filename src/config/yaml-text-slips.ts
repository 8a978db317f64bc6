/**
 * Slips found in a YAML file's text before it is parsed: the ones the parser
 * either blames on another line (a tab, a no-break space), reports in its own
 * jargon, or silently accepts with a different meaning (curly quotes, a dash
 * with no space after it). Each is reported at the line to change, and the
 * text is repaired the way the person obviously meant, so that the rest of
 * the file can still be checked in the same run.
 */
import type { ConfigProblem } from './problems';
import {
  colonInValueWords,
  missingColonWords,
  noSpaceAfterColonWords,
  yamlQuoted,
} from './yaml-wording';

/** Spaces that look like a space but are not one to YAML (pasted from web pages and emails). */
const ODD_SPACE = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/;
const ODD_SPACE_NAMES: Record<string, string> = {
  '\u00a0': 'a no-break space',
  '\u200b': 'a zero-width space',
  '\u202f': 'a narrow no-break space',
  '\u3000': 'a wide (ideographic) space',
  '\ufeff': 'an invisible byte-order mark',
};

const OPENING_CURLY_QUOTES = '“„«‘‚';
const CLOSING_CURLY_QUOTES = '”“»’‘';

export interface TextSlips {
  problems: ConfigProblem[];
  /** The text with each slip repaired; offsets and line numbers are unchanged. */
  repaired: string;
}

interface Line {
  /** 1-based */
  number: number;
  text: string;
}

/** A slip on one line: its problem, and the line as the person meant it. */
interface LineSlip {
  problem: ConfigProblem;
  repaired: string;
}

function oddSpaceName(character: string): string {
  return ODD_SPACE_NAMES[character] ?? 'an unusual space character';
}

function indentationOf(text: string): number {
  return /^ */.exec(text)?.[0].length ?? 0;
}

function isContent(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

/** The closest line above that holds a setting or list entry. */
function previousContentLine(lines: readonly Line[], index: number): Line | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    if (isContent(lines[i]!.text)) return lines[i];
  }
  return undefined;
}

/**
 * The indentation a tab-indented line most likely meant: one step in under a
 * line that opens a group ("business:"), level with the settings of a list
 * entry above ("- id: x"), level with the line above otherwise.
 */
function likelyIndentation(lines: readonly Line[], index: number): number {
  const above = previousContentLine(lines, index);
  if (!above) return 0;
  const aboveText = above.text.replace(/\t/g, '  ');
  const opensGroup = /:\s*(#.*)?$/.test(aboveText) || /^\s*-\s*$/.test(aboveText);
  const listEntry = /^(\s*- +)[A-Za-z0-9_-]+: /.exec(aboveText);
  if (listEntry) return (listEntry[1] ?? '').length;
  return indentationOf(aboveText) + (opensGroup ? 2 : 0);
}

const TAB_PROBLEM = 'This line is indented with a tab. YAML only accepts spaces for indentation.';

function tabSlip(lines: readonly Line[], index: number): LineSlip | undefined {
  const { number, text } = lines[index]!;
  const indentation = /^[ \t\u00a0]*/.exec(text)?.[0] ?? '';
  if (!indentation.includes('\t') || !isContent(text)) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: indentation.indexOf('\t') + 1,
      problem: TAB_PROBLEM,
      fix: 'Delete the tab at the start of the line and indent with spaces instead, lined up with the neighbouring lines.',
    },
    repaired: ' '.repeat(likelyIndentation(lines, index)) + text.slice(indentation.length),
  };
}

const oddIndentationProblem = (space: string) =>
  `The indentation of this line contains ${space}, which looks like a space but is not one to YAML (it usually comes from copying out of a web page or an email).`;

function oddSpaceInIndentationSlip({ number, text }: Line): LineSlip | undefined {
  const indentation = /^[ \t\u00a0\u2000-\u200b\u202f\u3000\ufeff]*/.exec(text)?.[0] ?? '';
  const odd = ODD_SPACE.exec(indentation);
  if (!odd || !isContent(text)) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: odd.index + 1,
      problem: oddIndentationProblem(oddSpaceName(odd[0])),
      fix: 'Delete the spaces at the start of the line and type them again with the space bar.',
    },
    repaired:
      indentation.replace(new RegExp(ODD_SPACE.source, 'g'), ' ') + text.slice(indentation.length),
  };
}

/** "name:<no-break space>Acme" reads as one text without a colon. */
function oddSpaceAfterIndicatorSlip({ number, text }: Line): LineSlip | undefined {
  const match = /^(\s*(?:- +)?(?:[A-Za-z0-9_-]+:|-))([\u00a0\u2000-\u200b\u202f\u3000])/.exec(text);
  if (!match) return undefined;
  const [, before = '', odd = ''] = match;
  const what = before.trim().endsWith(':') ? `after "${before.trim()}"` : 'after the dash';
  return {
    problem: {
      path: [],
      line: number,
      column: before.length + 1,
      problem: `The space ${what} is ${oddSpaceName(odd)}, which looks like a space but is not one to YAML (it usually comes from copying out of a web page or an email).`,
      fix: `Delete that space and type it again with the space bar.`,
    },
    repaired: before + ' ' + text.slice(before.length + 1),
  };
}

/**
 * A value wrapped in curly quotes, as word processors type them: YAML keeps
 * them as part of the text, so they would show on the site (and an address
 * in them would not work).
 */
function curlyQuotesSlip({ number, text }: Line): LineSlip | undefined {
  const match = /^(\s*(?:- +)?(?:[A-Za-z0-9_-]+: +)?)(\S)(.*?)(\S)(\s*(?:#.*)?)$/.exec(text);
  if (!match) return undefined;
  const [, before = '', open = '', inner = '', close = '', after = ''] = match;
  if (!OPENING_CURLY_QUOTES.includes(open) || !CLOSING_CURLY_QUOTES.includes(close)) {
    return undefined;
  }
  const straight = yamlQuoted(inner);
  return {
    problem: {
      path: [],
      line: number,
      column: before.length + 1,
      problem: `This value is wrapped in curly quotes (${open} … ${close}), as a word processor types them. YAML only understands straight quotes, so the curly ones would be shown on the site as part of the text.`,
      fix: `Replace them with straight quotes: ${`${before.trim()} ${straight}`.trim()} (if the curly quotes are meant to show on the site, put straight quotes around them: '${open}${inner}${close}').`,
    },
    repaired: `${before}${straight}${after}`,
  };
}

/** "-item" under a list: without the space, YAML reads a text, not a list entry. */
function dashWithoutSpaceSlip(lines: readonly Line[], index: number): LineSlip | undefined {
  const { number, text } = lines[index]!;
  const match = /^( *)-([^\s-].*)$/.exec(text);
  if (!match) return undefined;
  const [, indent = '', rest = ''] = match;
  if (!isInList(lines, index, indent.length)) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: indent.length + 1,
      problem: `This list entry has no space after its dash, so YAML does not read it as a list entry.`,
      fix: `Put a space after the dash: "- ${rest.trim()}".`,
    },
    repaired: `${indent}- ${rest}`,
  };
}

/**
 * Whether a line indented by `indent` sits in a list: the closest line above
 * or below at that indentation or less is a list entry at the same column,
 * or the line above opens a group ("items:").
 */
function isInList(lines: readonly Line[], index: number, indent: number): boolean {
  const entryAtSameColumn = (text: string) => text.startsWith(`${' '.repeat(indent)}- `);
  const closest = (step: 1 | -1): Line | undefined => {
    for (let i = index + step; i >= 0 && i < lines.length; i += step) {
      const { text } = lines[i]!;
      if (isContent(text) && indentationOf(text) <= indent) return lines[i];
    }
    return undefined;
  };
  const above = previousContentLine(lines, index);
  if (above && /:\s*(#.*)?$/.test(above.text) && indentationOf(above.text) < indent) return true;
  return [closest(-1), closest(1)].some(
    (line) => line !== undefined && entryAtSameColumn(line.text),
  );
}

/**
 * "name:Acme" where settings are expected: without the space after the
 * colon, YAML reads one text instead of a setting.
 */
function colonWithoutSpaceSlip(lines: readonly Line[], index: number): LineSlip | undefined {
  const { number, text } = lines[index]!;
  const match = /^( *)([A-Za-z][A-Za-z0-9_-]*):([^\s/:].*)$/.exec(text);
  if (!match) return undefined;
  const [, indent = '', key = '', value = ''] = match;
  if (!hasSettingNeighbour(lines, index, indent.length)) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: indent.length + key.length + 2,
      ...noSpaceAfterColonWords(key, value.trim()),
    },
    repaired: `${indent}${key}: ${value}`,
  };
}

/**
 * "tagline: Music: live": YAML reads the second ": " as the start of another
 * setting. The value is meant as one text, so it is quoted.
 */
function colonInValueSlip({ number, text }: Line): LineSlip | undefined {
  const match = /^( *(?:- +)?)([A-Za-z0-9_-]+): +([^\s"'[{|>&*!%@`#][^#]*?)\s*(#.*)?$/.exec(text);
  if (!match) return undefined;
  const [, before = '', key = '', value = '', comment = ''] = match;
  const colon = /: |:$/.exec(value);
  if (!colon) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: before.length + key.length + 3 + colon.index,
      ...colonInValueWords(key, value),
    },
    repaired: `${before}${key}: ${yamlQuoted(value)}${comment ? ` ${comment}` : ''}`,
  };
}

/**
 * "responseTimeHours 4" among settings: the colon after the name is missing.
 * Found in the text because, at the top of a file, the parser loses its way
 * and blames every line that follows.
 */
function missingColonSlip(lines: readonly Line[], index: number): LineSlip | undefined {
  const { number, text } = lines[index]!;
  const match = /^( *)([A-Za-z][A-Za-z0-9_-]*) +([^\s:#][^:#]*?)\s*(#.*)?$/.exec(text);
  if (!match) return undefined;
  const [, indent = '', key = '', value = ''] = match;
  if (/^["'[{]/.test(value)) return undefined;
  if (!hasSettingNeighbour(lines, index, indent.length)) return undefined;
  return {
    problem: {
      path: [],
      line: number,
      column: indent.length + key.length + 1,
      ...missingColonWords(key, value),
    },
    repaired: `${indent}${key}: ${text.slice(indent.length + key.length).trimStart()}`,
  };
}

/** Whether the closest line above or below holds a setting ("name: …") at the same indentation. */
function hasSettingNeighbour(lines: readonly Line[], index: number, indent: number): boolean {
  const isSetting = (line: Line | undefined) =>
    line !== undefined &&
    indentationOf(line.text) === indent &&
    /^ *[A-Za-z0-9_-]+:( |$)/.test(line.text);
  return isSetting(previousContentLine(lines, index)) || isSetting(nextContentLine(lines, index));
}

function nextContentLine(lines: readonly Line[], index: number): Line | undefined {
  for (let i = index + 1; i < lines.length; i += 1) {
    if (isContent(lines[i]!.text)) return lines[i];
  }
  return undefined;
}

/**
 * Which lines are text rather than settings: the lines of a block of text
 * ("description: |" and the more indented lines under it) and the lines
 * that continue a "[ … ]" or "{ … }" opened on an earlier line. What looks
 * like a slip there (a "word word" line, a colon) is the person's text.
 */
function linesOfText(lines: readonly Line[]): boolean[] {
  const isText: boolean[] = [];
  let blockIndent: number | undefined;
  let openBrackets = 0;
  for (const { text } of lines) {
    const indent = indentationOf(text);
    if (blockIndent !== undefined && (text.trim() === '' || indent > blockIndent)) {
      isText.push(true);
      continue;
    }
    blockIndent = undefined;
    isText.push(openBrackets > 0);
    const code = text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""').replace(/(^|\s)#.*$/, '');
    openBrackets = Math.max(
      0,
      openBrackets + (code.match(/[[{]/g) ?? []).length - (code.match(/[\]}]/g) ?? []).length,
    );
    if (/(?:^|:|-)\s*[|>][-+0-9]*\s*$/.test(code)) blockIndent = indent;
  }
  return isText;
}

/**
 * Every slip found in the text, one per line at most (the first kind that
 * applies), and the text with all of them repaired.
 */
export function findTextSlips(text: string): TextSlips {
  const withoutBom = text.startsWith('\ufeff') ? ` ${text.slice(1)}` : text;
  const rawLines = withoutBom.split('\n');
  const lines: Line[] = rawLines.map((line, index) => ({
    number: index + 1,
    text: line.endsWith('\r') ? line.slice(0, -1) : line,
  }));
  const problems: ConfigProblem[] = [];
  const repairedLines = rawLines.slice();
  // A BOM is not a mistake: it stays out of the repaired text's first line.
  if (withoutBom !== text) repairedLines[0] = rawLines[0]!.slice(1);
  const isText = linesOfText(lines);
  lines.forEach((line, index) => {
    if (isText[index]) {
      // Inside a block of text or a multi-line [ … ]: only tabs are slips there.
      const tab = tabSlip(lines, index);
      if (tab) problems.push(tab.problem);
      return;
    }
    const slip =
      tabSlip(lines, index) ??
      oddSpaceInIndentationSlip(line) ??
      oddSpaceAfterIndicatorSlip(line) ??
      dashWithoutSpaceSlip(lines, index) ??
      colonWithoutSpaceSlip(lines, index) ??
      missingColonSlip(lines, index) ??
      colonInValueSlip(line) ??
      curlyQuotesSlip(line);
    if (!slip) return;
    problems.push(slip.problem);
    // The repaired line keeps the line ending; lines stay where they were.
    lines[index] = { ...line, text: slip.repaired };
    repairedLines[index] = slip.repaired + (rawLines[index]!.endsWith('\r') ? '\r' : '');
  });
  return { problems: mergeRuns(problems), repaired: repairedLines.join('\n') };
}

/** How a problem that repeats on consecutive lines is worded once for all of them. */
const RUN_WORDING = new Map<
  string,
  (first: number, last: number) => Pick<ConfigProblem, 'problem' | 'fix'>
>([
  [
    TAB_PROBLEM,
    (first, last) => ({
      problem: `Lines ${first} to ${last} are indented with tabs. YAML only accepts spaces for indentation.`,
      fix: 'Delete the tab at the start of each of these lines and indent with spaces instead, lined up with the neighbouring lines.',
    }),
  ],
  ...Object.values(ODD_SPACE_NAMES).map(
    (name) =>
      [
        oddIndentationProblem(name),
        (first: number, last: number) => ({
          problem: `The indentation of lines ${first} to ${last} contains ${name}, which looks like a space but is not one to YAML (it usually comes from copying out of a web page or an email).`,
          fix: 'Delete the spaces at the start of each of these lines and type them again with the space bar.',
        }),
      ] as const,
  ),
]);

/** A whole block indented with tabs is one problem ("lines 4 to 9"), not six. */
function mergeRuns(problems: readonly ConfigProblem[]): ConfigProblem[] {
  const merged: Array<{ first: ConfigProblem; lastLine: number }> = [];
  for (const problem of problems) {
    const previous = merged[merged.length - 1];
    const continues =
      previous !== undefined &&
      RUN_WORDING.has(problem.problem) &&
      previous.first.problem === problem.problem &&
      problem.line === previous.lastLine + 1;
    if (continues) previous.lastLine = problem.line ?? previous.lastLine;
    else merged.push({ first: problem, lastLine: problem.line ?? 0 });
  }
  return merged.map(({ first, lastLine }) => {
    const wording = RUN_WORDING.get(first.problem);
    if (!wording || first.line === undefined || lastLine === first.line) return first;
    return { ...first, ...wording(first.line, lastLine) };
  });
}
