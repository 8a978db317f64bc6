/**
 * Problems in the editor's words: where a problem is, named by the screens
 * and field labels the person sees (which come from the schema), rather
 * than by the file's keys.
 */
import type { FileProblems } from '../../config/check-project';
import type { ConfigProblem, YamlPath } from '../../config/problems';
import type { DecapConfig, DecapField } from '../config/decap-types';
import { fillSummary } from '../config/fields';
import { inWords } from '../words';
import { repositoryPath } from './project-state';

/** The label of a list item: the values its summary template names, else its number. */
function itemLabel(field: DecapField, index: number, item: unknown): string {
  const number = `entry ${index + 1}`;
  if (!field.summary || typeof item !== 'object' || item === null) return number;
  const summary = inWords(fillSummary(field.summary, item as Record<string, unknown>).trim());
  return summary ? `${number} (${summary})` : number;
}

/** The parts of a place: ["Old addresses", "entry 23 (/old/ → /none/)", "Leads to"]. */
export function locationParts(field: DecapField, path: YamlPath, value: unknown): string[] {
  const parts = [field.label];
  let current: DecapField | undefined = field;
  let currentValue = value;
  for (const part of path) {
    if (!current) break;
    const childValue: unknown =
      typeof currentValue === 'object' && currentValue !== null
        ? (currentValue as Record<string | number, unknown>)[part]
        : undefined;
    if (typeof part === 'number') {
      parts.push(itemLabel(current, part, childValue));
      // A list of single values is edited with `field`; its items need no further label.
      current = current.fields ? { ...current, label: '', fields: current.fields } : undefined;
    } else {
      current = current.fields?.find((child) => child.name === part);
      if (current) parts.push(current.label);
      else parts.push(part);
    }
    currentValue = childValue;
  }
  return parts.filter(Boolean);
}

/**
 * Several places with the same problem, said once, naming each:
 * "Old addresses → entry 19 (/a/ → /x/) and entry 20 (/b/ → /x/) → Leads to".
 */
export function joinLocations(places: ReadonlyArray<readonly string[]>): string {
  const [first, ...others] = places;
  if (!first) return '';
  if (others.length === 0) return first.join(' → ');
  const shared = (take: (parts: readonly string[], index: number) => string | undefined) => {
    let count = 0;
    while (
      count < first.length &&
      places.every(
        (parts) => take(parts, count) !== undefined && take(parts, count) === take(first, count),
      )
    ) {
      count += 1;
    }
    return count;
  };
  const head = shared((parts, index) => parts[index]);
  const tail = Math.min(
    shared((parts, index) => parts[parts.length - 1 - index]),
    Math.min(...places.map((parts) => parts.length)) - head,
  );
  const middles = places.map((parts) => parts.slice(head, parts.length - tail).join(' → '));
  const listed =
    middles.length === 2
      ? middles.join(' and ')
      : `${middles.slice(0, -1).join(', ')} and ${middles[middles.length - 1]}`;
  return [...first.slice(0, head), listed, ...first.slice(first.length - tail)].join(' → ');
}

/** A problem as one sentence pair, e.g. for the message refusing a save. */
export function problemText(problem: ConfigProblem): string {
  return `${problem.problem} Fix: ${problem.editorFix ?? problem.fix}`;
}

/** The screens of the editor that edit a file, by the file's path. */
function screensOf(config: DecapConfig, path: string): DecapField[] {
  return config.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files
          .filter((file) => repositoryPath(file.file) === path)
          .flatMap((file) => file.fields)
      : [],
  );
}

/** A file's problem with the place it is at, in the parts of the editor's screens. */
export interface PlacedProblem {
  file: string;
  /** The place's parts under the file's screen, or none when no screen edits it. */
  place: string[];
  problem: ConfigProblem;
}

/** Where each problem of these files is, by the editor's screens and labels. */
export function placeProblems(
  config: DecapConfig,
  files: readonly FileProblems[],
  dataOf: (file: string) => unknown,
): PlacedProblem[] {
  return files.flatMap(({ file, problems }) => {
    const fields = screensOf(config, file);
    const data = dataOf(file);
    return problems.map((problem) => {
      const [key, ...rest] = problem.path;
      const field = fields.find((candidate) => candidate.name === key);
      const value =
        typeof data === 'object' && data !== null && typeof key === 'string'
          ? (data as Record<string, unknown>)[key]
          : undefined;
      return { file, place: field ? locationParts(field, rest, value) : [], problem };
    });
  });
}

/**
 * The problems as sentences, one per problem of a file, the places with the
 * same problem named together: "site.yaml, Old addresses → entry 19 (…) and
 * entry 20 (…) → Leads to: /venues/x/ is not a page of this site. Fix: …".
 */
export function groupedProblemTexts(placed: readonly PlacedProblem[]): string[] {
  const groups = new Map<string, PlacedProblem[]>();
  for (const entry of placed) {
    const key = `${entry.file}\n${entry.place[0] ?? ''}\n${problemText(entry.problem)}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [PlacedProblem, ...PlacedProblem[]];
    const where = first.place.length ? joinLocations(group.map((entry) => entry.place)) : '';
    const prefix = [first.file, where].filter(Boolean).join(', ');
    return prefix ? `${prefix}: ${problemText(first.problem)}` : problemText(first.problem);
  });
}

/** "site.yaml, Old addresses → entry 23 (…) → Leads to: …", for the whole list of a refused save. */
export function describeFileProblems(
  config: DecapConfig,
  files: readonly FileProblems[],
  dataOf: (file: string) => unknown,
): string[] {
  return groupedProblemTexts(placeProblems(config, files, dataOf));
}
