/**
 * Problems in the editor's words: where a problem is, named by the screens
 * and field labels the person sees (which come from the schema), rather
 * than by the file's keys.
 */
import type { FileProblems } from '../../config/check-project';
import type { ConfigProblem, YamlPath } from '../../config/problems';
import type { DecapConfig, DecapField } from '../config/decap-types';
import { fillSummary } from '../config/fields';
import { repositoryPath } from './project-state';

/** The label of a list item: the values its summary template names, else its number. */
function itemLabel(field: DecapField, index: number, item: unknown): string {
  const number = `entry ${index + 1}`;
  if (!field.summary || typeof item !== 'object' || item === null) return number;
  const summary = fillSummary(field.summary, item as Record<string, unknown>);
  return summary.trim() ? `${number} (${summary.trim()})` : number;
}

/** "Old addresses → entry 23 (/old/ → /none/) → Leads to", from a field and a path under it. */
export function describeLocation(field: DecapField, path: YamlPath, value: unknown): string {
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
  return parts.filter(Boolean).join(' → ');
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

/** "site.yaml, Old addresses → entry 23 (…) → Leads to: …", for the whole list of a refused save. */
export function describeFileProblems(
  config: DecapConfig,
  files: readonly FileProblems[],
  dataOf: (file: string) => unknown,
): string[] {
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
      const where = field ? describeLocation(field, rest, value) : file;
      return `${file}, ${where}: ${problemText(problem)}`;
    });
  });
}
