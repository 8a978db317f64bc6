/**
 * The build's problems with a screen being edited, sorted by the field of
 * the screen they belong to: what each field shows beside it before a save.
 */
import { parse, stringify } from 'yaml';
import type { FileProblems } from '../../config/check-project';
import type { YamlPath } from '../../config/problems';
import type { DecapConfig, DecapField } from '../config/decap-types';
import { BASE_KEY } from '../files/formats';
import type { ScreenFiles } from '../screens/screen-files';
import { withChanges, type ProjectState } from './project-state';
import { describePlaced, locationParts, placeProblems, type PlacedProblem } from './describe';
import { withoutEmptySettings } from './empty-settings';
import { problemsOfSave } from './save-check';
import { rememberTarget } from './targets';

/** The entry's data without the editor's own bookkeeping. */
export function entryData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null) return {};
  const { [BASE_KEY]: _base, ...rest } = data as Record<string, unknown>;
  return rest;
}

const cache = new Map<string, FileProblems[]>();

/** A file's text as the save would write it (the checks read texts). */
function textOf(state: ProjectState, path: string, data: unknown): string {
  if (path.endsWith('.json')) return JSON.stringify(data);
  const current = state.texts.get(path);
  let base: unknown;
  try {
    base = current === undefined ? undefined : parse(current);
  } catch {
    base = undefined;
  }
  return stringify(withoutEmptySettings(data, base));
}

/** Problems the project would have with these files saved as they are now (cached by content). */
export function problemsWithFiles(
  state: ProjectState,
  files: ReadonlyMap<string, unknown>,
): FileProblems[] {
  const texts = new Map([...files].map(([path, data]) => [path, textOf(state, path, data)]));
  const key = [...texts].map(([path, text]) => `${path}\n${text}`).join('\n\0');
  const cached = cache.get(key);
  if (cached && cache.size < 50) return cached;
  if (cache.size >= 50) cache.clear();
  const found = problemsOfSave(state, withChanges(state, texts), new Set(texts.keys()));
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
  /** The files the screen's save would write, and where their values are on it. */
  screen: ScreenFiles;
  /** The screen's data, as the form has it. */
  data: Record<string, unknown>;
  field: DecapField;
  /** The first field of the screen also shows what belongs to no field of it. */
  isFirst: boolean;
  /** The names of the fields of the screen. */
  screenFields: readonly string[];
  /** The screen, as the menus name it, and its address: where its own problems' fixes are. */
  screenLabel: string;
  hash: string;
}

/** A file's data as the save would leave it: the screen's own files as the form has them. */
function dataAfter(input: FieldProblemsInput, file: string): unknown {
  if (input.screen.files.has(file)) return input.screen.files.get(file);
  const text = input.state.texts.get(file);
  if (text === undefined) return undefined;
  try {
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : (parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * The messages a top-level field shows: the problems under it, in the
 * editor's words; the first field of a screen also shows the problems the
 * screen makes elsewhere (another screen), each naming the entries
 * involved, those with the same problem together.
 */
export function fieldProblemMessages(input: FieldProblemsInput): string[] {
  const { state, data, field, isFirst, screenFields, screen } = input;
  const files = problemsWithFiles(state, screen.files);
  const own: PlacedProblem[] = [];
  const elsewhere: FileProblems[] = [];
  for (const { file, problems } of files) {
    for (const problem of problems) {
      const at = screen.place(file, problem.path);
      const [key, ...rest] = at ?? [];
      if (at && key === field.name) {
        if (!shownByDecap(field, rest, data[field.name])) {
          // Under this field, its label goes without saying.
          const place = locationParts({ ...field, label: '' }, rest, data[field.name]);
          own.push({
            file,
            place,
            problem,
            target: { screen: input.screenLabel, hash: input.hash, field: at.join('.') },
          });
        }
      } else if (isFirst && (!at || !screenFields.includes(String(key)))) {
        elsewhere.push({ file, problems: [problem] });
      }
    }
  }
  const ownTexts = describePlaced(own, true).map((problem) => problem.text);
  const otherTexts = describePlaced(
    placeProblems(input.config, elsewhere, (file) => dataAfter(input, file)),
  ).map((problem) => {
    const text = `This change would break ${problem.text}`;
    return { text, target: problem.target };
  });
  return [
    ...ownTexts,
    ...otherTexts.map(({ text, target }) => {
      if (target) rememberTarget(text, target);
      return text;
    }),
  ];
}
