/**
 * The build's problems with an entry being edited, sorted by the field of
 * its screen they belong to: what each field shows beside it before a save.
 */
import { parse, stringify } from 'yaml';
import type { FileProblems } from '../../config/check-project';
import type { YamlPath } from '../../config/problems';
import type { DecapConfig, DecapField } from '../config/decap-types';
import { BASE_KEY } from '../files/formats';
import { withChanges, type ProjectState } from './project-state';
import { groupedProblemTexts, locationParts, placeProblems, type PlacedProblem } from './describe';
import { problemsOfSave } from './save-check';

/** The entry's data without the editor's own bookkeeping. */
export function entryData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return {};
  const { [BASE_KEY]: _base, ...rest } = data as Record<string, unknown>;
  return rest;
}

const cache = new Map<string, FileProblems[]>();

/** Problems the project would have with this entry saved as it is now (cached by content). */
export function problemsWithEntry(
  state: ProjectState,
  path: string,
  data: unknown,
): FileProblems[] {
  const text = path.endsWith('.json') ? JSON.stringify(data) : stringify(data);
  const key = `${path}\n${text}`;
  const cached = cache.get(key);
  if (cached && cache.size < 50) return cached;
  if (cache.size >= 50) cache.clear();
  const found = problemsOfSave(state, withChanges(state, new Map([[path, text]])), new Set([path]));
  cache.set(key, found);
  return found;
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function valueAt(data: unknown, path: YamlPath): unknown {
  let current = data;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

function fieldAt(field: DecapField, path: YamlPath): DecapField | undefined {
  let current: DecapField | undefined = field;
  for (const part of path) {
    if (!current) return undefined;
    if (typeof part === 'number') current = current.field ?? current;
    else current = current.fields?.find((child) => child.name === part);
  }
  return current;
}

/**
 * True when Decap's own check of a nested field already says this (a value
 * that does not match its pattern, an empty required value, a number out of
 * range): the person should read it once, next to that field.
 */
function shownByDecap(field: DecapField, path: YamlPath, data: unknown): boolean {
  if (path.length === 0) return false;
  const leaf = fieldAt(field, path);
  if (!leaf) return false;
  const value = valueAt(data, path);
  if (leaf.required !== false && isEmptyValue(value)) return true;
  if (leaf.pattern && typeof value === 'string' && value !== '') {
    return !new RegExp(leaf.pattern[0]).test(value);
  }
  if (leaf.widget === 'number' && typeof value === 'number') {
    return (
      (leaf.min !== undefined && value < leaf.min) || (leaf.max !== undefined && value > leaf.max)
    );
  }
  return false;
}

export interface FieldProblemsInput {
  /** The editor's screens and labels, to name the places of problems elsewhere. */
  config: DecapConfig;
  state: ProjectState;
  path: string;
  data: Record<string, unknown>;
  field: DecapField;
  /** The first field of the screen also shows what belongs to no field of it. */
  isFirst: boolean;
  /** The names of the fields of the screen. */
  screenFields: readonly string[];
}

/** A file's data as the save would leave it: the entry's own file as it is in the form. */
function dataAfter(input: FieldProblemsInput, file: string): unknown {
  if (file === input.path) return input.data;
  const text = input.state.texts.get(file);
  if (text === undefined || file.endsWith('.json')) return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The messages a top-level field shows: the problems under it, in the
 * editor's words; the first field of a screen also shows the problems the
 * entry makes elsewhere (another screen, another file), each naming the
 * entries involved, those with the same problem together.
 */
export function fieldProblemMessages(input: FieldProblemsInput): string[] {
  const { state, path, data, field, isFirst, screenFields } = input;
  const files = problemsWithEntry(state, path, data);
  const own: PlacedProblem[] = [];
  const elsewhere: FileProblems[] = [];
  for (const { file, problems } of files) {
    for (const problem of problems) {
      const [key, ...rest] = problem.path;
      if (file === path && key === field.name) {
        if (!shownByDecap(field, rest, data[field.name])) {
          // Under this field, its label goes without saying.
          const place = locationParts({ ...field, label: '' }, rest, data[field.name]);
          own.push({ file: '', place, problem });
        }
      } else if (isFirst && (file !== path || !screenFields.includes(String(key)))) {
        elsewhere.push({ file, problems: [problem] });
      }
    }
  }
  const ownTexts = groupedProblemTexts(own);
  const otherTexts = groupedProblemTexts(
    placeProblems(input.config, elsewhere, (file) => dataAfter(input, file)),
  ).map((text) => `This change would break ${text}`);
  return [...ownTexts, ...otherTexts];
}
