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

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of settings';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value === 'boolean' ? 'the value' : 'the number'} ${String(value)}`;
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

function describeInvalidType(issue: Extract<Issue, { code: 'invalid_type' }>, data: unknown) {
  const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
  const actual = valueAt(data, issue.path as YamlPath);
  if (actual === undefined || actual === null) {
    return {
      problem: `"${lastKey(issue.path as YamlPath)}" is ${describeValue(actual)}; it is required.`,
      fix: `Add "${lastKey(issue.path as YamlPath)}:" here with ${expected} (see the comments in the file for an example).`,
    };
  }
  return {
    problem: `should be ${expected}, but it is ${describeValue(actual)}.`,
    fix: `Replace it with ${expected}.`,
  };
}

function describeTooSmall(issue: Extract<Issue, { code: 'too_small' }>) {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'array') {
    return {
      problem: `needs at least ${minimum} ${minimum === 1 ? 'entry' : 'entries'}.`,
      fix: 'Add the missing entries, or remove this setting if it is optional.',
    };
  }
  if (issue.origin === 'string') {
    return { problem: 'is empty.', fix: 'Write a value after the colon.' };
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
    if (actual === undefined || actual === null) {
      return {
        problem: `"${key}" is ${describeValue(actual)}; it is required and ${rule}.`,
        fix: `Add "${key}: ${value}" here: it is the only value this setting accepts.`,
      };
    }
    return {
      problem: `${describeValue(actual)} is not allowed: this setting ${rule}.`.replace(/^./, (c) =>
        c.toUpperCase(),
      ),
      fix: `Write ${value} here ("${key}: ${value}"): it is the only value this setting accepts.`,
    };
  }
  const options = issue.values.map((value) => String(value)).join(', ');
  return {
    problem: `${describeValue(actual)} is not one of the allowed values.`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    fix: `Use one of: ${options}.`,
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
    case 'custom': {
      const fix = typeof issue.params?.fix === 'string' ? issue.params.fix : 'Correct this value.';
      return [{ path, problem: `${issue.message}.`, fix }];
    }
    default:
      return [{ path, problem: `${issue.message}.`, fix: 'Correct this value.' }];
  }
}
