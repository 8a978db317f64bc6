/**
 * Turns zod's issues into ConfigProblems a non-developer can act on.
 */
import type { z } from 'zod';
import type { ConfigProblem, YamlPath } from './problems';
import { closestWord } from './suggest';

type Issue = z.core.$ZodIssue;

const EXPECTED_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of settings (indented "name: value" lines)',
};

/**
 * The same words for the browser editor, which shows a field, not the file:
 * what to put in it rather than how to write it in YAML.
 */
const EDITOR_EXPECTED_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'on or off',
  array: 'at least one entry',
  object: 'its settings',
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of settings';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value === 'boolean' ? 'the value' : 'the number'} ${String(value)}`;
}

/**
 * A value as the editor quotes it: the owner's own words “so”. The build
 * quotes values "so", as YAML writes them, which the editor keeps for ids
 * and keys.
 */
function editorQuoted(value: unknown): string {
  return `“${String(value)}”`;
}

function describeValueInEditor(value: unknown): string {
  return typeof value === 'string' ? `the text ${editorQuoted(value)}` : describeValue(value);
}

/** A message of the build with the owner's value in the editor's quotes. */
function inEditorQuotes(message: string, value: unknown): string {
  if (typeof value !== 'string') return message;
  return message.split(JSON.stringify(value)).join(editorQuoted(value));
}

function valueAt(data: unknown, path: YamlPath): unknown {
  let current: unknown = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function lastKey(path: YamlPath): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `entry ${last + 1}` : String(last ?? 'the file');
}

/** How to write `value` as a text in YAML: in quotes. */
function quoted(value: unknown): string {
  return JSON.stringify(String(value));
}

/** "10,000" or "20+" written where a number belongs: the number it most likely means. */
function numberMeant(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/[,+\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : undefined;
}

function describeInvalidType(issue: Extract<Issue, { code: 'invalid_type' }>, data: unknown) {
  const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
  const inEditor = EDITOR_EXPECTED_WORDS[issue.expected] ?? expected;
  const path = issue.path as YamlPath;
  const actual = valueAt(data, path);
  const key = lastKey(path);
  if (actual === undefined || actual === null) {
    return {
      problem: `"${key}" is ${describeValue(actual)}; it is required.`,
      fix: `Add "${key}:" here with ${expected} (see the comments in the file for an example).`,
      editorProblem: 'is empty, and it is required.',
      editorFix: `Fill it in with ${inEditor}.`,
    };
  }
  const setting = typeof path[path.length - 1] === 'string' ? `${key}: ` : '';
  if (issue.expected === 'string' && (typeof actual === 'number' || typeof actual === 'boolean')) {
    return {
      problem: `should be a text, but YAML reads ${String(actual)} as ${typeof actual === 'number' ? 'a number' : 'yes/no'}.`,
      fix: `Put it in quotes so that it is read as a text: ${setting}${quoted(actual)}`,
      editorProblem: `should be a text, but ${editorQuoted(actual)} was saved as ${typeof actual === 'number' ? 'a number' : 'on or off'}.`,
      editorFix: 'Write it again in the field, then save.',
    };
  }
  const meant =
    issue.expected === 'number' || issue.expected === 'int' ? numberMeant(actual) : undefined;
  if (meant !== undefined) {
    return {
      problem: `should be ${expected}, but ${JSON.stringify(actual)} is read as a text because of its quotes, commas or other signs.`,
      fix: `Write the digits alone: ${setting}${meant}`,
      editorProblem: `should be ${inEditor}, but ${editorQuoted(actual)} has other signs than digits.`,
      editorFix: `Write the digits alone: ${meant}`,
    };
  }
  return {
    problem: `should be ${expected}, but it is ${describeValue(actual)}.`,
    fix: `Replace it with ${expected}.`,
    editorProblem: `should be ${inEditor}, but it is ${describeValueInEditor(actual)}.`,
    editorFix: `Replace it with ${inEditor}.`,
  };
}

function describeTooSmall(issue: Extract<Issue, { code: 'too_small' }>) {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'array') {
    const entries = `${minimum} ${minimum === 1 ? 'entry' : 'entries'}`;
    return {
      problem: `needs at least ${entries}.`,
      fix: 'Add the missing entries, or remove this setting if it is optional.',
      editorFix: `Add at least ${entries}.`,
    };
  }
  if (issue.origin === 'string') {
    return {
      problem: 'is empty.',
      fix: 'Write a value after the colon.',
      editorFix: 'Fill it in.',
    };
  }
  if (!issue.inclusive) {
    // "at least 0" would contradict a refused 0: say "more than".
    return {
      problem: `must be more than ${minimum}.`,
      fix: `Use a number greater than ${minimum}${minimum === 0 ? ', e.g. 1' : ''}.`,
    };
  }
  return { problem: `must be at least ${minimum}.`, fix: `Use a number of ${minimum} or more.` };
}

function describeTooBig(issue: Extract<Issue, { code: 'too_big' }>) {
  const maximum = Number(issue.maximum);
  return { problem: `must be at most ${maximum}.`, fix: `Use a number of ${maximum} or less.` };
}

/** Allowed keys for an object, read from the published JSON Schema. */
export type AllowedKeysAt = (path: YamlPath) => readonly string[];

function describeUnknownKeys(
  issue: Extract<Issue, { code: 'unrecognized_keys' }>,
  allowedKeysAt: AllowedKeysAt,
): ConfigProblem[] {
  const allowed = allowedKeysAt(issue.path as YamlPath);
  return issue.keys.map((key) => {
    const guess = closestWord(key, allowed);
    const allowedList = allowed.length ? ` Settings allowed here: ${allowed.join(', ')}.` : '';
    return {
      path: [...(issue.path as YamlPath), key],
      at: 'key' as const,
      problem: `"${key}" is not a known setting here.`,
      fix: guess
        ? `Did you mean "${guess}"? Check its spelling.${allowedList}`
        : `Remove it, or check its spelling.${allowedList}`,
      // The editor shows only the settings it knows: this one was written in the file by hand.
      editorProblem:
        'holds a setting the site does not know, written into the site’s files outside the editor.',
      editorFix:
        'Ask the person who looks after the site’s files to remove it or to correct its spelling: the editor cannot show it.',
    };
  });
}

/** Zod's own wording ("Invalid input: expected 100"), as opposed to the schema's. */
const ZOD_DEFAULT_MESSAGE = /^Invalid (input|option)\b/;

function describeInvalidValue(issue: Extract<Issue, { code: 'invalid_value' }>, data: unknown) {
  const actual = valueAt(data, issue.path as YamlPath);
  if (issue.values.length === 1) {
    // A fixed value (z.literal): the schema's message says why, e.g.
    // "must be 100: the menu component opens sub-menus after exactly 100 ms".
    const value = String(issue.values[0]);
    const key = lastKey(issue.path as YamlPath);
    const rule = ZOD_DEFAULT_MESSAGE.test(issue.message) ? `must be ${value}` : issue.message;
    const editorFix = `Write ${value}: it is the only value this setting accepts.`;
    if (actual === undefined || actual === null) {
      return {
        problem: `"${key}" is ${describeValue(actual)}; it is required and ${rule}.`,
        fix: `Add "${key}: ${value}" here: it is the only value this setting accepts.`,
        editorProblem: `is empty, and it is required.`,
        editorFix,
      };
    }
    return {
      problem: `${describeValue(actual)} is not allowed: this setting ${rule}.`.replace(/^./, (c) =>
        c.toUpperCase(),
      ),
      fix: `Write ${value} here ("${key}: ${value}"): it is the only value this setting accepts.`,
      editorProblem: capitalized(`${describeValueInEditor(actual)} is not allowed here.`),
      editorFix,
    };
  }
  const options = issue.values.map((value) => String(value)).join(', ');
  return {
    problem: `${describeValue(actual)} is not one of the allowed values.`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    fix: `Use one of: ${options}.`,
    editorProblem: capitalized(`${describeValueInEditor(actual)} is not one of the choices.`),
    editorFix: 'Pick one of the choices the field offers.',
  };
}

function capitalized(text: string): string {
  return text.replace(/^./, (first) => first.toUpperCase());
}

/** A schema's own message: the owner's value in the editor's quotes, or the editor's words it gives. */
function describeCustom(issue: Issue, data: unknown) {
  const params = issue.code === 'custom' ? issue.params : undefined;
  const fix = typeof params?.fix === 'string' ? params.fix : 'Correct this value.';
  const actual = valueAt(data, issue.path as YamlPath);
  const problem = `${issue.message}.`;
  return {
    problem,
    fix,
    editorProblem:
      typeof params?.editorProblem === 'string'
        ? params.editorProblem
        : inEditorQuotes(problem, actual),
    editorFix:
      typeof params?.editorFix === 'string' ? params.editorFix : inEditorQuotes(fix, actual),
  };
}

export function describeIssue(
  issue: Issue,
  data: unknown,
  allowedKeysAt: AllowedKeysAt,
): ConfigProblem[] {
  const path = issue.path as YamlPath;
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, ...describeInvalidType(issue, data) }];
    case 'too_small':
      return [{ path, ...describeTooSmall(issue) }];
    case 'too_big':
      return [{ path, ...describeTooBig(issue) }];
    case 'unrecognized_keys':
      return describeUnknownKeys(issue, allowedKeysAt);
    case 'invalid_value':
      return [{ path, ...describeInvalidValue(issue, data) }];
    default:
      return [{ path, ...describeCustom(issue, data) }];
  }
}

function isMissingValue(issue: Issue, data: unknown): boolean {
  return issue.code === 'invalid_type' && valueAt(data, issue.path as YamlPath) == null;
}

/**
 * Every issue in plain words. A misspelt setting ("vipLogn") also makes the
 * real one ("vipLogin") missing: one slip, so it is reported once, as the
 * misspelling with its "Did you mean".
 */
export function describeIssues(
  issues: readonly Issue[],
  data: unknown,
  allowedKeysAt: AllowedKeysAt,
): ConfigProblem[] {
  const misspelt = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeysAt(issue.path as YamlPath);
    for (const key of issue.keys) {
      const guess = closestWord(key, allowed);
      if (guess) misspelt.add(JSON.stringify([...issue.path, guess]));
    }
  }
  return issues
    .filter((issue) => !(isMissingValue(issue, data) && misspelt.has(JSON.stringify(issue.path))))
    .flatMap((issue) => describeIssue(issue, data, allowedKeysAt));
}
