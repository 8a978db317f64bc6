/**
 * The texts as Decap holds them, made plain for the texts editor. Decap keeps
 * a file's data in Immutable maps, which forget the order of the keys; the
 * entry also carries the file's text as it was read (formats.ts), whose order
 * the texts are shown in.
 */
import { isImmutable } from '../../decap';
import { isRecord, type JsonObject, type JsonValue } from '../../../lib/json';

/** `value` with its objects' keys in the order `template` has them (keys it lacks last). */
export function orderedLike(value: JsonValue, template: unknown): JsonValue {
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      orderedLike(item, Array.isArray(template) ? (template[index] as unknown) : undefined),
    );
  }
  if (!isRecord(value)) return value;
  const order = isRecord(template)
    ? Object.keys(template).filter((key) => Object.hasOwn(value, key))
    : [];
  const keys = [...order, ...Object.keys(value).filter((key) => !order.includes(key))];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      orderedLike(value[key] as JsonValue, isRecord(template) ? template[key] : undefined),
    ]),
  );
}

function parsedBase(base: unknown): unknown {
  if (typeof base !== 'string') return undefined;
  try {
    return JSON.parse(base) as unknown;
  } catch {
    return undefined;
  }
}

const plainTrees = new WeakMap<object, JsonObject>();

/**
 * A plain tree for a value Decap holds, in the order of `base` (the file's
 * text); converted once per Immutable value. A plain value is one this
 * editor produced, already in order.
 */
export function treeOf(value: unknown, base?: unknown): JsonObject {
  if (isImmutable(value)) {
    const known = plainTrees.get(value);
    if (known) return known;
    const converted = value.toJS();
    const template = parsedBase(base);
    // Decap's values are the JSON of a translation file: a map of them holds only JSON.
    const tree = isRecord(converted)
      ? (orderedLike(converted as JsonObject, template) as JsonObject)
      : {};
    plainTrees.set(value, tree);
    return tree;
  }
  return isRecord(value) ? (value as JsonObject) : {};
}

/** The value at `path` in Decap's entry, Immutable or plain. */
export function entryPart(entry: unknown, path: readonly string[]): unknown {
  if (isImmutable(entry)) return entry.getIn(path);
  let node: unknown = entry;
  for (const key of path) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return node;
}
