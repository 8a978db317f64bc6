/**
 * Lists and groups of texts in the translation files (an FAQ, the steps of
 * a process). i18next returns them whole with `returnObjects`; these helpers
 * type them and turn anything unexpected into an empty list, so a missing
 * translation hides a block instead of printing a key.
 */
import type { Translate } from './translate';

export interface TitledText {
  title: string;
  text: string;
}

export interface Question {
  question: string;
  answer: string;
}

function objectAt(t: Translate, key: string, values: Record<string, unknown> = {}): unknown {
  return t(key, { ...values, returnObjects: true }) as unknown;
}

/** The list at `key`, keeping only entries that have every field as text. */
export function listAt<Entry extends object>(
  t: Translate,
  key: string,
  fields: ReadonlyArray<keyof Entry & string>,
  values: Record<string, unknown> = {},
): Entry[] {
  const value = objectAt(t, key, values);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Entry =>
      typeof entry === 'object' &&
      entry !== null &&
      fields.every((field) => typeof (entry as Record<string, unknown>)[field] === 'string'),
  );
}

/** The list of plain texts at `key`. */
export function textsAt(t: Translate, key: string, values: Record<string, unknown> = {}): string[] {
  const value = objectAt(t, key, values);
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/**
 * The text at `key`, or undefined when no language has it (i18next would
 * echo the key back, which must never reach a visitor or a search engine).
 */
export function optionalText(
  t: Translate,
  key: string,
  values: Record<string, unknown> = {},
): string | undefined {
  const value = t(key, values);
  const withoutNamespace = key.slice(key.indexOf(':') + 1);
  return value === key || value === withoutNamespace || value === '' ? undefined : value;
}
