/**
 * Problems in the editor's words: where a problem is, named by the screen
 * and the field labels the person sees (which come from the schema), rather
 * than by the file and its keys; and what it is, in the words the checks
 * give the editor (ConfigProblem's editorProblem and editorFix). Each
 * problem on a screen also says which screen and field its fix belongs to
 * (targets.ts), for the button that opens them.
 */
import { stringify } from 'yaml';
import type { FileProblems } from '../../config/check-project';
import type { ConfigProblem, YamlPath } from '../../config/problems';
import type { DecapConfig, DecapField, DecapFileEntry } from '../config/decap-types';
import { fillSummary } from '../config/fields';
import { joinedScreenOf } from '../screens/registry';
import type { JoinedScreen } from '../screens/joined';
import { inWordsOrNothing } from '../words';
import { repositoryPath } from './project-state';
import { rememberTarget, type ProblemTarget } from './targets';

/** The label of a list item: the values its summary template names, else its number. */
function itemLabel(field: DecapField, index: number, item: unknown): string {
  const number = `entry ${index + 1}`;
  if (!field.summary || typeof item !== 'object' || item === null) return number;
  const summary = inWordsOrNothing(
    fillSummary(field.summary, item as Record<string, unknown>).trim(),
  );
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
      else break;
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

/** A problem as the editor says it: what is wrong, then the fix, in the editor's words. */
export function problemText(problem: ConfigProblem): string {
  return `${problem.editorProblem ?? problem.problem} Fix: ${problem.editorFix ?? problem.fix}`;
}

/** Each file's data after the save, by path (undefined for a file not there). */
export type DataOf = (file: string) => unknown;

/** A screen of the editor, with its collection. */
interface Screen {
  collection: { name: string; label: string };
  entry: DecapFileEntry;
  joined: JoinedScreen | undefined;
}

function screensOf(config: DecapConfig): Screen[] {
  return config.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.map((entry) => ({
          collection,
          entry,
          joined: joinedScreenOf(entry.file),
        }))
      : [],
  );
}

/** A joined screen's data, made from the files as the save would leave them. */
function joinedData(joined: JoinedScreen, dataOf: DataOf): Record<string, unknown> {
  const text = (file: string): string | null => {
    const data = dataOf(file);
    if (data === undefined) return null;
    return file.endsWith('.json') ? JSON.stringify(data) : stringify(data);
  };
  const site = text('site.yaml');
  const files = joined.files(site ?? undefined);
  return joined.compose(
    new Map([['site.yaml', site], ...files.map((file) => [file, text(file)] as const)]),
  );
}

/** The screen showing a value of a file, the value's path on it, and the screen's data. */
function screenOfValue(
  screens: readonly Screen[],
  file: string,
  path: YamlPath,
  dataOf: DataOf,
): { screen: Screen; path: YamlPath; data: unknown } | undefined {
  for (const screen of screens) {
    if (screen.joined) {
      const at = screen.joined.place(file, path, dataOf);
      if (at) return { screen, path: at, data: joinedData(screen.joined, dataOf) };
      continue;
    }
    const [key] = path;
    if (
      repositoryPath(screen.entry.file) === file &&
      screen.entry.fields.some((field) => field.name === key)
    ) {
      return { screen, path, data: dataOf(file) };
    }
  }
  return undefined;
}

/** A file's problem with the place it is at, in the parts of the editor's screens. */
export interface PlacedProblem {
  file: string;
  /** The screen and field it is on; none when no screen shows it. */
  target?: ProblemTarget;
  /** The place's parts under the screen, or none when no screen shows it. */
  place: string[];
  problem: ConfigProblem;
}

/** "Site settings → Old addresses": a screen as the menus name it. */
function screenLabel(screen: Screen): string {
  return `${screen.collection.label} → ${screen.entry.label}`;
}

/** Where each problem of these files is, by the editor's screens and labels. */
export function placeProblems(
  config: DecapConfig,
  files: readonly FileProblems[],
  dataOf: DataOf,
): PlacedProblem[] {
  const screens = screensOf(config);
  return files.flatMap(({ file, problems }) =>
    problems.map((problem): PlacedProblem => {
      const found = screenOfValue(screens, file, problem.path, dataOf);
      if (!found) return { file, place: [], problem };
      const [key, ...rest] = found.path;
      const field = found.screen.entry.fields.find((candidate) => candidate.name === key);
      const value =
        typeof found.data === 'object' && found.data !== null && typeof key === 'string'
          ? (found.data as Record<string, unknown>)[key]
          : undefined;
      return {
        file,
        target: {
          screen: screenLabel(found.screen),
          hash: `#/collections/${found.screen.collection.name}/entries/${found.screen.entry.name}`,
          field: found.path.join('.'),
        },
        place: field ? locationParts(field, rest, value) : [],
        problem,
      };
    }),
  );
}

/** What a problem in a part of the site no screen shows is about. */
function unplacedPrefix(file: string): string {
  return file === 'site.yaml'
    ? 'A setting a developer changes (not in the editor)'
    : 'A part of the site’s files a developer changes (not in the editor)';
}

/** "Site settings → Old addresses → Old addresses → entry 2": a screen named like its one field, said once. */
function withoutRepeats(place: string): string {
  return place
    .split(' → ')
    .filter((part, index, parts) => part !== parts[index - 1])
    .join(' → ');
}

/** A problem said in a sentence, and the screen and field its fix belongs to. */
export interface DescribedProblem {
  text: string;
  target?: ProblemTarget;
}

/**
 * The problems as sentences, one per problem, the places with the same
 * problem named together: "Site settings → Old addresses → entry 19 (…) and
 * entry 20 (…) → Leads to: /venues/x/ is not a page of this site. Fix: …".
 * `within`: the place is named under that field only (the message shows
 * beside it); otherwise from the screen.
 */
export function describePlaced(
  placed: readonly PlacedProblem[],
  within = false,
): DescribedProblem[] {
  const groups = new Map<string, PlacedProblem[]>();
  for (const entry of placed) {
    const key = `${entry.target?.screen ?? entry.file}\n${entry.place[0] ?? ''}\n${problemText(entry.problem)}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [PlacedProblem, ...PlacedProblem[]];
    const where = first.place.length ? joinLocations(group.map((entry) => entry.place)) : '';
    const prefix = within
      ? where
      : first.target
        ? withoutRepeats([first.target.screen, where].filter(Boolean).join(' → '))
        : unplacedPrefix(first.file);
    const text = prefix ? `${prefix}: ${problemText(first.problem)}` : problemText(first.problem);
    if (first.target) rememberTarget(text, first.target);
    return first.target ? { text, target: first.target } : { text };
  });
}

/** "Site settings → Old addresses → entry 23 (…) → Leads to: …", for the whole list of a refused save. */
export function describeFileProblems(
  config: DecapConfig,
  files: readonly FileProblems[],
  dataOf: DataOf,
): string[] {
  return describePlaced(placeProblems(config, files, dataOf)).map((problem) => problem.text);
}
