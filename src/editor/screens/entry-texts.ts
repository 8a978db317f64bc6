/**
 * The texts of one entry of the data (a venue's summary, a photo's caption),
 * which live in a translation file of each language under the entry's id
 * (src/config/content/expected-texts.ts says where): read for the entry's
 * screen, in every language, and written back into each language's file
 * when the screen is saved. Only the texts the source names are touched;
 * anything else the file holds under the entry stays.
 */
import type { TextOfEntry, TextSource } from '../../config/content/expected-texts';
import { isRecord } from '../../lib/json';

/** One of texts by name as the screen lists it: a spec's words, { name: 'control', words: 'DMX' }. */
export interface NamedText {
  name: string;
  words: string;
}

/** The keys of a NamedText, which the screen's fields are named by. */
export const NAMED_TEXT_KEYS = { name: 'name', words: 'words' } as const;

/**
 * An entry's texts in one language, by key: a text, a list of paragraphs, or
 * the list of texts by name.
 */
export type TextsOfEntry = Record<string, string | string[] | NamedText[]>;

/** The object at `path` of a tree, if there is one. */
function objectAt(tree: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = tree;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return isRecord(node) ? node : undefined;
}

/** Texts by name, as the file keeps them ({ control: 'DMX' }), listed for the screen. */
function namedTexts(value: unknown): NamedText[] | undefined {
  if (!isRecord(value)) return undefined;
  const texts = Object.entries(value).flatMap(([name, words]) =>
    typeof words === 'string' && words !== '' ? [{ name, words }] : [],
  );
  return texts.length > 0 ? texts : undefined;
}

/** A text as the screen edits it: a text, paragraphs or texts by name; nothing for anything else. */
function editable(value: unknown, text: TextOfEntry): TextsOfEntry[string] | undefined {
  if (text.byName) return namedTexts(value);
  if (text.paragraphs) {
    if (!Array.isArray(value))
      return typeof value === 'string' && value !== '' ? [value] : undefined;
    const texts = value.filter((item): item is string => typeof item === 'string');
    return texts.length > 0 ? texts : undefined;
  }
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The entry's texts in one language's tree. */
export function readTextsOfEntry(source: TextSource, id: string, tree: unknown): TextsOfEntry {
  const entry = objectAt(tree, [...source.under, id]);
  const texts: TextsOfEntry = {};
  for (const text of source.texts) {
    const value = editable(entry?.[text.key], text);
    if (value !== undefined) texts[text.key] = value;
  }
  return texts;
}

/** Texts by name as the file keeps them, from the screen's list; the named ones with words only. */
function writtenByName(value: unknown): Record<string, string> | undefined {
  const items = Array.isArray(value) ? value : [];
  const pairs = items.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const name = item[NAMED_TEXT_KEYS.name];
    const words = item[NAMED_TEXT_KEYS.words];
    return typeof name === 'string' &&
      name !== '' &&
      typeof words === 'string' &&
      words.trim() !== ''
      ? [[name, words] as const]
      : [];
  });
  return pairs.length > 0 ? Object.fromEntries(pairs) : undefined;
}

/** A text as it goes into the file, or undefined when there is nothing to write. */
function written(
  value: unknown,
  text: TextOfEntry,
): string | string[] | Record<string, string> | undefined {
  if (text.byName) return writtenByName(value);
  if (text.paragraphs) {
    const items = Array.isArray(value) ? value : [value];
    const texts = items.filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    return texts.length > 0 ? texts : undefined;
  }
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** One entry's texts as the screen has them, with the id it was read with (none when new). */
export interface EntryTextsChange {
  id: string;
  readAs?: string | undefined;
  texts: Record<string, unknown> | undefined;
}

function copyDown(tree: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  let node = tree;
  for (const key of path) {
    const child = node[key];
    const copy = isRecord(child) ? { ...child } : {};
    node[key] = copy;
    node = copy;
  }
  return node;
}

/** The entry's texts taken out: the keys of the source, and the entry itself once nothing is left. */
function withoutSourceTexts(
  entry: Record<string, unknown>,
  source: TextSource,
): Record<string, unknown> {
  const keys = new Set(source.texts.map((text) => text.key));
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.has(key)));
}

/**
 * One language's tree with the entries' texts as the screen has them: the
 * texts of `removed` entries (deleted on the screen) taken out, each changed
 * entry's texts written (under its new id when it was renamed), an emptied
 * text taken out. The same tree when nothing changes.
 */
export function withTextsOfEntries(
  tree: Record<string, unknown>,
  source: TextSource,
  removed: readonly string[],
  changes: readonly EntryTextsChange[],
): Record<string, unknown> {
  const next = { ...tree };
  const hadContainer = objectAt(tree, source.under) !== undefined;
  const container = copyDown(next, source.under);
  for (const id of removed) {
    const entry = objectAt(container, [id]);
    if (!entry) continue;
    const rest = withoutSourceTexts(entry, source);
    if (Object.keys(rest).length > 0) container[id] = rest;
    else delete container[id];
  }
  for (const change of changes) {
    const from = change.readAs ?? change.id;
    const entry = { ...(objectAt(container, [from]) ?? objectAt(container, [change.id]) ?? {}) };
    for (const text of source.texts) {
      const value = written(change.texts?.[text.key], text);
      if (value === undefined) delete entry[text.key];
      else entry[text.key] = value;
    }
    if (from !== change.id) delete container[from];
    if (Object.keys(entry).length > 0) container[change.id] = entry;
    else delete container[change.id];
  }
  // A file that had no place for these texts gets none while there are none.
  if (!hadContainer && source.under.length > 0 && Object.keys(container).length === 0) {
    return tree;
  }
  return next;
}
