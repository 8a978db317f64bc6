/**
 * What leaving a screen with unsaved work loses, said in words before the
 * person leaves: the fields they changed, by their labels, and each picture
 * they uploaded, which is kept with the screen's changes until they publish
 * (Decap holds an upload made from a screen as a draft of that screen).
 */
import { isRecord } from '../lib/json';

export interface UnsavedWork {
  /** The screen's fields, in order: their names in the data and their labels. */
  fields: ReadonlyArray<{ name: string; label: string }>;
  /** The screen's data as it was read, and as the form has it now. */
  saved: unknown;
  draft: unknown;
  /** The names of the pictures uploaded on this screen and not saved yet. */
  uploads: readonly string[];
}

/** Same data, whatever the order of keys (Decap's maps do not keep it). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => same(item, b[index]))
    );
  }
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return isEmptyish(a) && isEmptyish(b);
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return a === b || (isEmptyish(a) && isEmptyish(b));
}

/** Nothing written: how Decap leaves an optional field the person never filled. */
function isEmptyish(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (isRecord(value) && Object.values(value).every(isEmptyish)) ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The labels of the fields whose value differs from the one read. */
export function changedFields(work: UnsavedWork): string[] {
  const saved = isRecord(work.saved) ? work.saved : {};
  const draft = isRecord(work.draft) ? work.draft : {};
  return work.fields
    .filter((field) => !same(saved[field.name], draft[field.name]))
    .map((field) => field.label);
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What is lost, one line each; none when nothing is. */
export function lostWork(work: UnsavedWork): string[] {
  const fields = changedFields(work);
  const lines: string[] = [];
  if (fields.length > 0) lines.push(`your changes to ${listed(fields)}`);
  for (const name of work.uploads) {
    lines.push(`the picture ${name} you uploaded here (it is stored only when you publish)`);
  }
  return lines;
}

/** The question asked before leaving, in the browser's own box (OK leaves, Cancel stays). */
export function leaveQuestion(lost: readonly string[]): string {
  const what =
    lost.length > 0 ? lost.map((line) => `• ${line}`).join('\n') : '• your changes on this screen';
  return [
    'This screen is not published yet. Leaving it now loses:',
    what,
    '',
    'OK leaves and loses them. Cancel stays here, where Publish saves them.',
  ].join('\n');
}
