/**
 * The texts the data asks for (src/config/content/expected-texts.ts) as the
 * texts editor shows them: in the default language's pane, a key the file
 * lacks is shown as an empty field (a placeholder in the tree the pane
 * displays, never in the file) until something is written into it.
 */
import type { ExpectedText } from '../../../config/content/expected-texts';
import { isRecord, type JsonObject, type JsonValue } from '../../../lib/json';
import { pathKey, valueAt, type Path } from './tree';

/** Whether the text can be placed: every object on its way is absent or an object. */
function placeable(tree: JsonObject, path: Path): boolean {
  let node: unknown = tree;
  for (const segment of path.slice(0, -1)) {
    node = isRecord(node) ? node[String(segment)] : undefined;
    if (node === undefined) return true;
    if (!isRecord(node)) return false;
  }
  return true;
}

/** `object` with a new `key` placed before the first key it has that comes after it in `order`. */
function inserted(
  object: JsonObject,
  key: string,
  value: JsonValue,
  order: readonly string[],
): JsonObject {
  const following = order
    .slice(order.indexOf(key) + 1)
    .find((other) => Object.hasOwn(object, other));
  if (following === undefined) return { ...object, [key]: value };
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

/** The keys the data asks for at each place of the tree, in the data's order: where a new one goes. */
function ordersOf(expected: readonly ExpectedText[]): Map<string, string[]> {
  const orders = new Map<string, string[]>();
  for (const text of expected) {
    text.path.forEach((key, depth) => {
      const list = orders.get(pathKey(text.path.slice(0, depth))) ?? [];
      if (!list.includes(key)) list.push(key);
      orders.set(pathKey(text.path.slice(0, depth)), list);
    });
  }
  return orders;
}

function placed(
  node: JsonValue | undefined,
  path: Path,
  value: JsonValue,
  orders: ReadonlyMap<string, readonly string[]>,
  at: Path = [],
): JsonObject {
  const object = isRecord(node) ? node : {};
  const [segment, ...rest] = path as [string | number, ...Array<string | number>];
  const key = String(segment);
  const child = rest.length === 0 ? value : placed(object[key], rest, value, orders, [...at, key]);
  if (Object.hasOwn(object, key)) return { ...object, [key]: child };
  return inserted(object, key, child, orders.get(pathKey(at)) ?? []);
}

/**
 * `tree` with an empty text (or a list of one empty paragraph) for each
 * expected key it lacks, among the keys it has in the data's order. The same
 * tree when it lacks none.
 */
export function withPlaceholders(tree: JsonObject, expected: readonly ExpectedText[]): JsonObject {
  const orders = ordersOf(expected);
  return expected.reduce<JsonObject>((display, text) => {
    if (valueAt(tree, text.path) !== undefined || !placeable(tree, text.path)) return display;
    return placed(display, text.path, text.paragraphs ? [''] : '', orders);
  }, tree);
}

/** The expected texts by the path of their field (a paragraph's field: its list's path). */
export function expectedByPath(
  expected: readonly ExpectedText[],
): ReadonlyMap<string, ExpectedText> {
  return new Map(expected.map((text) => [pathKey(text.path), text]));
}

/** The expected text a field at `path` writes: the text itself, or a paragraph of it. */
export function expectedAt(
  byPath: ReadonlyMap<string, ExpectedText>,
  path: Path,
): ExpectedText | undefined {
  const own = byPath.get(pathKey(path));
  if (own) return own;
  const last = path[path.length - 1];
  if (typeof last !== 'number') return undefined;
  const list = byPath.get(pathKey(path.slice(0, -1)));
  return list?.paragraphs ? list : undefined;
}

/** A text the data needs that this file lacks (absent, empty, or not a text). */
function isUnwritten(tree: JsonObject, text: ExpectedText): boolean {
  const value = valueAt(tree, text.path);
  if (text.paragraphs) return !Array.isArray(value) || !value.some((item) => item !== '');
  return typeof value !== 'string' || value === '';
}

/** The required texts the file still lacks: the build refuses their entries until they are written. */
export function neededTexts(tree: JsonObject, expected: readonly ExpectedText[]): ExpectedText[] {
  return expected.filter((text) => text.required && isUnwritten(tree, text));
}
