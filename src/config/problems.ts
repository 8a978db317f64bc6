/**
 * A problem found in site.yaml, in the words the site owner needs: where it
 * is, what is wrong, and how to fix it.
 */
export type YamlPath = ReadonlyArray<string | number>;

export interface ConfigProblem {
  path: YamlPath;
  problem: string;
  fix: string;
  /**
   * The problem and its fix in the browser editor's words, when they differ:
   * the editor names screens and fields, never a file, a key or YAML syntax
   * (and says where the problem is itself, before these words). The build
   * shows `problem` and `fix`.
   */
  editorProblem?: string;
  editorFix?: string;
  /** Point at the setting's name rather than its value (e.g. a misspelt key). */
  at?: 'key' | 'value';
  /** 1-based position in the file, when the problem can be pinned to one. */
  line?: number;
  column?: number;
}

/** routes[3].path, the way people read YAML paths. */
export function formatYamlPath(path: YamlPath): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${part}` : part;
  }, '');
}

function formatLocation(fileLabel: string, problem: ConfigProblem): string {
  if (problem.line === undefined) return fileLabel;
  return `${fileLabel}:${problem.line}:${problem.column ?? 1}`;
}

/** What became of the build, after the count of a file's problems. */
export const NOTHING_BUILT = 'Nothing was built.';

export function formatProblems(
  fileLabel: string,
  problems: readonly ConfigProblem[],
  outcome: string = NOTHING_BUILT,
): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const blocks = problems.map((problem) => {
    const where = formatYamlPath(problem.path);
    return [
      `  ${formatLocation(fileLabel, problem)}${where ? `  ${where}` : ''}`,
      `    Problem: ${problem.problem}`,
      `    Fix:     ${problem.fix}`,
    ].join('\n');
  });
  return [`✖ ${fileLabel} has ${count}. ${outcome}`, '', blocks.join('\n\n'), ''].join('\n');
}

export function problemsOrderedByPosition(problems: readonly ConfigProblem[]): ConfigProblem[] {
  return [...problems].sort(
    (a, b) =>
      (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}
