/**
 * Broken copies of shipped files, each made by text edits a person could
 * make, and where things are in them. Shared by the tests of the build's
 * messages for site.yaml, data/*.yaml and the translation files.
 */

export type Edit = [search: string, replacement: string];

function occurrences(text: string, search: string): number {
  return text.split(search).length - 1;
}

/**
 * `text` (the file `label`) with each `search` replaced. Each must occur
 * exactly once, so the edit is unambiguous, and must change something, so a
 * case can never silently test the shipped file.
 */
export function withEdits(text: string, label: string, edits: readonly Edit[]): string {
  return edits.reduce((current, [search, replacement]) => {
    const count = occurrences(current, search);
    if (count !== 1) {
      throw new Error(
        `The edit needs exactly one ${JSON.stringify(search)} in ${label} (found ${count})`,
      );
    }
    const edited = current.replace(search, () => replacement);
    if (edited === current) throw new Error(`Replacing ${JSON.stringify(search)} changed nothing`);
    return edited;
  }, text);
}

/** Index where the only occurrence of `at` starts in `text`. */
export function indexOfOnly(text: string, at: string | RegExp): number {
  const matches =
    typeof at === 'string'
      ? occurrences(text, at)
      : [...text.matchAll(new RegExp(at.source, `${at.flags.replace('g', '')}g`))].length;
  if (matches !== 1) {
    throw new Error(`${String(at)} occurs ${matches} times in the variant; it must occur once`);
  }
  return typeof at === 'string' ? text.indexOf(at) : text.search(at);
}

/** 1-based line and column of `index` in `text`. */
export function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** 1-based line where the only occurrence of `at` starts in `text`. */
export function lineOf(text: string, at: string | RegExp): number {
  return positionOf(text, indexOfOnly(text, at)).line;
}
