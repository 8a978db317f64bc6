/**
 * The translation trees the texts editor works on, and the changes it makes
 * to them. Pure functions, no React and no Decap: they are unit-tested alone.
 *
 * A tree is a translation file's JSON: objects, lists and texts. Every change
 * returns a new tree that shares whatever it did not touch with the old one
 * (so React can skip the unchanged parts), and touches only the path it is
 * given: whatever else the file holds, in whatever order, stays as it was.
 */
import { isRecord, type JsonObject, type JsonValue } from '../../../lib/json';

export type Segment = string | number;
export type Path = readonly Segment[];

/** A container (object or list): anything but a text. */
function isContainer(value: unknown): value is JsonObject | JsonValue[] {
  return typeof value === 'object' && value !== null;
}

export function childOf(node: unknown, segment: Segment): JsonValue | undefined {
  if (Array.isArray(node))
    return typeof segment === 'number' ? (node[segment] as JsonValue) : undefined;
  if (isRecord(node) && typeof segment === 'string' && Object.hasOwn(node, segment))
    return node[segment] as JsonValue;
  return undefined;
}

export function valueAt(node: unknown, path: Path): JsonValue | undefined {
  let current: unknown = node;
  for (const segment of path) {
    current = childOf(current, segment);
    if (current === undefined) return undefined;
  }
  return current as JsonValue | undefined;
}

/**
 * What a visitor of a language gets from a text: the site's translate
 * function treats an absent or empty text as missing (English shows).
 */
export function isMissingText(value: unknown): boolean {
  return typeof value !== 'string' || value === '';
}

/** The paths of the texts (leaves) under `node`, in the file's order. */
export function leafPaths(node: unknown, path: Path = []): Segment[][] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => leafPaths(child, [...path, index]));
  if (isRecord(node))
    return Object.entries(node).flatMap(([key, child]) => leafPaths(child, [...path, key]));
  return [[...path]];
}

export interface Coverage {
  /** The texts of the reference (the default language's file). */
  total: number;
  /** Paths of the reference's texts that this language lacks (absent or empty). */
  missing: Segment[][];
}

export function coverage(reference: unknown, tree: unknown): Coverage {
  const paths = leafPaths(reference);
  return {
    total: paths.length,
    missing: paths.filter((path) => isMissingText(valueAt(tree, path))),
  };
}

/** The key of a path, usable in a Set. */
export function pathKey(path: Path): string {
  return JSON.stringify(path);
}

/** Words for the parts of keys that are abbreviations. */
const KEY_WORDS: Record<string, string> = {
  alt: 'description (read aloud)',
  cta: 'call to action',
  meta: 'tab and search results',
  url: 'address',
  faq: 'questions and answers',
};

/** The plural forms i18next asks for: count_one, count_other. */
const PLURAL_FORMS: Record<string, string> = {
  zero: '(none)',
  one: '(one)',
  two: '(two)',
  few: '(a few)',
  many: '(many)',
  other: '(more than one)',
};

/**
 * A key in words: `heroImageAlt` → "Hero image description (read aloud)",
 * `count_other` → "Count (more than one)". Keys that are names of entries of
 * the data (`bear-brook-valley`, `NJ`) stay as they are written there.
 */
export function keyWords(key: string): string {
  if (!/^[a-z][A-Za-z0-9]*(?:_[a-z]+)?$/.test(key)) return key;
  const [stem = key, plural] = key.split('_');
  const words = stem
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => KEY_WORDS[word] ?? word);
  if (plural && PLURAL_FORMS[plural]) words.push(PLURAL_FORMS[plural]);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Faq → Items → 3 → Answer": keys in words, list positions counted from 1, as people count. */
export function pathLabel(path: Path): string {
  return path
    .map((segment) => (typeof segment === 'number' ? String(segment + 1) : keyWords(segment)))
    .join(' → ');
}

/** An empty container of the kind the reference has at that place. */
function emptyLike(reference: unknown): JsonObject | JsonValue[] {
  return Array.isArray(reference) ? [] : {};
}

/**
 * Where a text can be written in this language. A list keeps its items in
 * order: a new item can only come right after the last one the language has
 * (JSON has no holes), so writing item 5 of a list that has 3 waits for
 * item 4. `waitFor` names that item.
 */
export type Writability = { writable: true } | { writable: false; waitFor: Segment[] };

export function writability(tree: unknown, path: Path): Writability {
  let node: unknown = tree;
  for (let depth = 0; depth < path.length; depth += 1) {
    const segment = path[depth] as Segment;
    if (!isContainer(node)) {
      // A container this language lacks (or has a text in its place): created on writing, so a list's first item only.
      if (typeof segment === 'number' && segment > 0) {
        return { writable: false, waitFor: [...path.slice(0, depth), 0] };
      }
      continue;
    }
    if (Array.isArray(node) && typeof segment === 'number' && segment > node.length) {
      return { writable: false, waitFor: [...path.slice(0, depth), node.length] };
    }
    node = childOf(node, segment);
  }
  return { writable: true };
}

/**
 * `tree` with the text at `path` set, creating the objects and lists on the
 * way that this language lacks (lists where the reference has lists).
 * Throws when `writability` says no.
 */
export function withText(
  tree: JsonObject,
  path: Path,
  text: string,
  reference?: unknown,
): JsonObject {
  if (path.length === 0) throw new Error('A text needs a key.');
  return setIn(tree, path, text, reference) as JsonObject;
}

function setIn(node: unknown, path: Path, text: string, reference: unknown): JsonValue {
  const [segment, ...rest] = path as [Segment, ...Segment[]];
  const refChild = childOf(reference, segment);
  const container: JsonObject | JsonValue[] = isContainer(node) ? node : emptyLike(reference);
  const current = childOf(container, segment);
  const next = rest.length === 0 ? text : setIn(current, rest, text, refChild);
  if (Array.isArray(container)) {
    if (typeof segment !== 'number' || segment > container.length) {
      throw new Error(`Item ${String(segment)} cannot be written before the items ahead of it.`);
    }
    const copy = container.slice();
    copy[segment] = next;
    return copy;
  }
  return withKey(container, String(segment), next, reference);
}

/**
 * `object` with `key` set; a new key goes where the reference has it (before
 * the first key that follows it there and that the object has), else last.
 */
function withKey(
  object: JsonObject,
  key: string,
  value: JsonValue,
  reference: unknown,
): JsonObject {
  if (Object.hasOwn(object, key) || !isRecord(reference)) return { ...object, [key]: value };
  const order = Object.keys(reference);
  const following = order
    .slice(order.indexOf(key) + 1)
    .find((other) => Object.hasOwn(object, other));
  if (!order.includes(key) || following === undefined) return { ...object, [key]: value };
  return Object.fromEntries(
    Object.entries(object).flatMap(([other, child]): Array<[string, JsonValue]> =>
      other === following
        ? [
            [key, value],
            [other, child],
          ]
        : [[other, child]],
    ),
  );
}

function isEmptyContainer(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/**
 * `tree` without the text at `path`, so that the default language shows in
 * its place. A list never shifts: an item in the middle of a list becomes
 * an empty text; only the last item of a list is taken out. An object or a
 * list that this leaves empty goes too, on the same terms.
 */
export function withoutText(tree: JsonObject, path: Path): JsonObject {
  if (valueAt(tree, path) === undefined) return tree;
  return (removeIn(tree, path) ?? {}) as JsonObject;
}

/** The node without `path`; undefined when the node itself should go. */
function removeIn(node: JsonValue, path: Path): JsonValue | undefined {
  const [segment, ...rest] = path as [Segment, ...Segment[]];
  const child = childOf(node, segment);
  if (child === undefined) return node;
  const next = rest.length === 0 ? undefined : removeIn(child, rest);
  if (Array.isArray(node)) {
    const index = segment as number;
    const isLast = index === node.length - 1;
    if (next === undefined || (isEmptyContainer(next) && isLast)) {
      if (isLast) {
        const shorter = node.slice(0, -1);
        return shorter.length === 0 ? undefined : shorter;
      }
      const copy = node.slice();
      copy[index] = rest.length === 0 ? '' : emptyLike(child);
      return copy;
    }
    const copy = node.slice();
    copy[index] = next;
    return copy;
  }
  const copy = { ...(node as JsonObject) };
  if (next === undefined || isEmptyContainer(next)) delete copy[String(segment)];
  else copy[String(segment)] = next;
  return Object.keys(copy).length === 0 ? undefined : copy;
}

/** A copy of `value` with every text emptied: the shape of a new list item. */
export function blankLike(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(blankLike);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, blankLike(child)]));
  return '';
}

function updateList(
  tree: JsonObject,
  listPath: Path,
  update: (list: JsonValue[]) => JsonValue[],
): JsonObject {
  const list = valueAt(tree, listPath);
  if (!Array.isArray(list)) throw new Error(`There is no list at ${pathLabel(listPath)}.`);
  return replaceIn(tree, listPath, update(list)) as JsonObject;
}

function replaceIn(node: JsonValue, path: Path, value: JsonValue): JsonValue {
  if (path.length === 0) return value;
  const [segment, ...rest] = path as [Segment, ...Segment[]];
  const next = replaceIn(childOf(node, segment) as JsonValue, rest, value);
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[segment as number] = next;
    return copy;
  }
  return { ...(node as JsonObject), [String(segment)]: next };
}

/** `tree` with a new item at the end of the list at `listPath`, shaped like `template` with empty texts. */
export function withItemAdded(tree: JsonObject, listPath: Path, template: unknown): JsonObject {
  return updateList(tree, listPath, (list) => [...list, blankLike(template)]);
}

/** `tree` without item `index` of the list at `listPath` (the items after it move up). */
export function withItemRemoved(tree: JsonObject, listPath: Path, index: number): JsonObject {
  return updateList(tree, listPath, (list) => list.filter((_item, position) => position !== index));
}

/** The shape a new item of a list takes: its last item's, else the first found in `others`' list at that place. */
export function itemTemplate(
  list: readonly JsonValue[],
  others: readonly unknown[],
  listPath: Path,
): JsonValue {
  const last = list[list.length - 1];
  if (last !== undefined) return last;
  for (const other of others) {
    const candidate = valueAt(other, listPath);
    if (Array.isArray(candidate) && candidate.length > 0)
      return candidate[candidate.length - 1] as JsonValue;
  }
  return '';
}

/** What filling in from another language did: the tree, and how many texts it wrote and kept. */
export interface FilledIn {
  tree: JsonObject;
  /** Texts this language lacked, now written with the other language's. */
  filled: number;
  /** Texts this language already had (in the other language's places), left as they were. */
  kept: number;
}

/**
 * "Fill in from another language": every text this language lacks (absent
 * or empty) where `source` has one, written with the source's text; a text
 * this language already has is never touched. Lists are filled in their
 * order, so an item this language lacks follows the ones it has.
 */
export function withMissingFilledIn(
  tree: JsonObject,
  source: unknown,
  reference: unknown = source,
): FilledIn {
  let next = tree;
  let filled = 0;
  let kept = 0;
  for (const path of leafPaths(source)) {
    const text = valueAt(source, path);
    if (typeof text !== 'string' || text === '') continue;
    if (!isMissingText(valueAt(next, path))) {
      kept += 1;
      continue;
    }
    // A place this language holds something else at (a list where the source has a text) stays as it is.
    if (!writability(next, path).writable || blocked(next, path)) continue;
    next = withText(next, path, text, reference);
    filled += 1;
  }
  return { tree: next, filled, kept };
}

/** Whether a value that is not a container stands where the path needs one. */
function blocked(tree: unknown, path: Path): boolean {
  let node: unknown = tree;
  for (const segment of path.slice(0, -1)) {
    node = childOf(node, segment);
    if (node === undefined) return false;
    if (!isContainer(node)) return true;
  }
  return isContainer(childOf(node, path[path.length - 1] as Segment));
}
