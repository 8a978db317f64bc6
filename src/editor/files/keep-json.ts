/**
 * Writes a translation file (src/locales/<language>/<name>.json) from the data
 * the browser editor hands over, the way the project's files are written:
 * two-space indentation, non-ASCII letters as they are ("ñ", not "\u00f1"), a
 * final newline, and Prettier's layout (the repository checks it): a short
 * object written on one line stays on one line while it fits in 100 columns,
 * a list goes on one line when it fits, and so on.
 *
 * The editor returns maps with their keys in any order, so the order comes from
 * the file: its keys keep their places, and a key it lacks (a Spanish text
 * added for the first time) goes where the default language's file has it.
 * Whatever did not change is copied from the file as it is.
 *
 * Pure and free of Node APIs: it runs in the browser editor and in unit tests.
 */

import { isRecord, type JsonObject, type JsonScalar, type JsonValue } from '../../lib/json';

/** A value of the file, with where its text is and how it is laid out. */
type JsonNode =
  | { kind: 'scalar'; start: number; end: number; value: JsonScalar }
  | { kind: 'array'; start: number; end: number; inline: boolean; items: JsonNode[] }
  | {
      kind: 'object';
      start: number;
      end: number;
      inline: boolean;
      entries: { key: string; value: JsonNode }[];
    };

/** Prettier's printWidth in .prettierrc.json. */
const PRINT_WIDTH = 100;

interface Writer {
  text: string;
  /** Spaces per level. */
  step: number;
}

/** Where a value is written: what decides whether it fits on its line. */
interface Slot {
  /** Indentation of the line the value starts on. */
  indent: number;
  /** Column where the value starts. */
  column: number;
  /** Characters after the value on its line (the comma). */
  trailing: number;
}

/** `data` as JSON text in the layout of the translation files: keys in the order of `currentText`'s file; keys not in it follow their position in `reference` (the default language's file data), else come last. */
export function writeJsonKeepingOrder(
  currentText: string | undefined,
  data: unknown,
  reference?: unknown,
): string {
  const value = toJson(data, 'the data') ?? null;
  if (currentText === undefined) {
    const writer: Writer = { text: '', step: 2 };
    return `${emit(writer, value, undefined, reference, { indent: 0, column: 0, trailing: 0 })}\n`;
  }
  const root = readJson(currentText);
  const writer: Writer = { text: currentText, step: detectStep(currentText) };
  const body = emit(writer, value, root, reference, { indent: 0, column: 0, trailing: 0 });
  // Whatever surrounds the root value (the final newline) stays.
  const output = currentText.slice(0, root.start) + body + currentText.slice(root.end);
  // New lines are written with `\n`: a file written with `\r\n` gets those on every line.
  return /^[^\n]*\r\n/.test(currentText) ? output.replace(/\r?\n/g, '\r\n') : output;
}

// ───────────────────────────── data ─────────────────────────────

/** The data as JSON.stringify would keep it: no undefined, dates as text, no NaN. */
function toJson(value: unknown, where: string): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => toJson(item, `${where}[${index}]`) ?? null);
  }
  if (typeof value === 'object') {
    const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toJson(toJSON.call(value), where);
    const map: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const json = toJson(item, `${where}.${key}`);
      if (json !== undefined) {
        Object.defineProperty(map, key, {
          value: json,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return map;
  }
  throw new Error(`A ${typeof value} cannot be written to JSON (at ${where}).`);
}

/** Deep equality, ignoring the order of keys. */
function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index] ?? null))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) =>
          Object.prototype.hasOwnProperty.call(b, key) && sameJson(a[key] ?? null, b[key] ?? null),
      )
    );
  }
  return false;
}

/** The data a node of the file holds; remembered, as every level of the writer asks for it. */
const valuesOfNodes = new WeakMap<JsonNode, JsonValue>();

function valueOf(node: JsonNode): JsonValue {
  const known = valuesOfNodes.get(node);
  if (known !== undefined) return known;
  let value: JsonValue;
  if (node.kind === 'scalar') value = node.value;
  else if (node.kind === 'array') value = node.items.map(valueOf);
  else {
    const map: JsonObject = {};
    for (const entry of node.entries) {
      Object.defineProperty(map, entry.key, {
        value: valueOf(entry.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    value = map;
  }
  valuesOfNodes.set(node, value);
  return value;
}

// ───────────────────────────── reading the file ─────────────────────────────

/** The file's values with their positions. */
function readJson(text: string): JsonNode {
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(`The JSON text cannot be read, so it was not changed: ${String(error)}`);
  }
  // Valid JSON from here on: the scanner needs no error handling of its own.
  let at = 0;
  const skipSpace = (): void => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (): JsonNode => {
    skipSpace();
    const start = at;
    const first = text[at];
    if (first === '{' || first === '[') {
      at += 1;
      const entries: { key: string; value: JsonNode }[] = [];
      const items: JsonNode[] = [];
      skipSpace();
      while (text[at] !== '}' && text[at] !== ']') {
        if (first === '{') {
          const key = readString();
          skipSpace();
          at += 1; // the colon
          entries.push({ key, value: readValue() });
        } else {
          items.push(readValue());
        }
        skipSpace();
        if (text[at] === ',') at += 1;
        skipSpace();
      }
      at += 1;
      const inline = !text.slice(start, at).includes('\n');
      return first === '{'
        ? { kind: 'object', start, end: at, inline, entries }
        : { kind: 'array', start, end: at, inline, items };
    }
    if (first === '"') {
      const value = readString();
      return { kind: 'scalar', start, end: at, value };
    }
    const literal = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
    literal.lastIndex = at;
    const match = literal.exec(text)?.[0] ?? '';
    at += match.length;
    return { kind: 'scalar', start, end: at, value: JSON.parse(match) as JsonScalar };
  };
  return readValue();
}

/** The file's indentation step (the translation files use 2). */
function detectStep(text: string): number {
  const indent = /[{[]\n( +)\S/.exec(text)?.[1];
  return indent ? indent.length : 2;
}

// ───────────────────────────── key order ─────────────────────────────

/**
 * The file's keys in the file's order; then each key the file lacks after the
 * key that precedes it in the reference (first if none does); then the rest in
 * the data's order.
 */
function orderKeys(
  dataKeys: readonly string[],
  fileKeys: readonly string[],
  referenceKeys: readonly string[],
): string[] {
  const wanted = new Set(dataKeys);
  const order = fileKeys.filter((key) => wanted.has(key));
  referenceKeys.forEach((key, index) => {
    if (!wanted.has(key) || order.includes(key)) return;
    const before = referenceKeys
      .slice(0, index)
      .reverse()
      .find((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  return [...order, ...dataKeys.filter((key) => !order.includes(key))];
}

// ───────────────────────────── writing ─────────────────────────────

function emit(
  writer: Writer,
  value: JsonValue,
  old: JsonNode | undefined,
  reference: unknown,
  slot: Slot,
): string {
  if (old && sameJson(valueOf(old), value)) return writer.text.slice(old.start, old.end);
  if (!Array.isArray(value) && !isRecord(value)) return JSON.stringify(value);
  const inline = inlineText(writer, value, old, reference);
  if (inline !== null && fits(slot, inline)) return inline;
  return Array.isArray(value)
    ? expandedArray(writer, value, old, reference, slot)
    : expandedObject(writer, value, old, reference, slot);
}

function fits(slot: Slot, inline: string): boolean {
  // Prettier counts characters, not UTF-16 units.
  return slot.column + [...inline].length + slot.trailing <= PRINT_WIDTH;
}

/**
 * The value on one line, or null if Prettier would not put it on one line:
 * an object written over several lines stays so (Prettier keeps an object
 * expanded when its first key starts a new line, and new objects are written
 * that way), and a list of several objects or lists of several entries each
 * always breaks.
 */
function inlineText(
  writer: Writer,
  value: JsonValue,
  old: JsonNode | undefined,
  reference: unknown,
): string | null {
  if (old && sameJson(valueOf(old), value)) {
    const text = writer.text.slice(old.start, old.end);
    return text.includes('\n') ? null : text;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (alwaysBreaks(value)) return null;
    const items = value.map((item, index) =>
      inlineText(
        writer,
        item,
        old?.kind === 'array' ? old.items[index] : undefined,
        itemOf(reference, index),
      ),
    );
    return items.every((item) => item !== null) ? `[${items.join(', ')}]` : null;
  }
  if (isRecord(value)) {
    const keys = keysOf(value, old, reference);
    if (keys.length === 0) return '{}';
    // `{}` has no layout to keep: its new keys go on their own lines, like the files' other objects.
    if (old?.kind !== 'object' || !old.inline || old.entries.length === 0) return null;
    const pairs = keys.map((key) => {
      const text = inlineText(
        writer,
        value[key] ?? null,
        entryOf(old, key),
        memberOf(reference, key),
      );
      return text === null ? null : `${JSON.stringify(key)}: ${text}`;
    });
    return pairs.every((pair) => pair !== null) ? `{ ${pairs.join(', ')} }` : null;
  }
  return JSON.stringify(value);
}

/** Prettier's rule: several items, each an object or list with more than one entry. */
function alwaysBreaks(items: readonly JsonValue[]): boolean {
  const size = (item: JsonValue): number =>
    Array.isArray(item) ? item.length : isRecord(item) ? Object.keys(item).length : 0;
  return (
    items.length > 1 &&
    items.every((item) => size(item) > 1) &&
    (items.every(Array.isArray) || items.every(isRecord))
  );
}

function expandedObject(
  writer: Writer,
  value: JsonObject,
  old: JsonNode | undefined,
  reference: unknown,
  slot: Slot,
): string {
  const keys = keysOf(value, old, reference);
  if (keys.length === 0) return '{}';
  const indent = slot.indent + writer.step;
  const lines = keys.map((key, index) => {
    const name = `${JSON.stringify(key)}: `;
    const child: Slot = {
      indent,
      column: indent + [...name].length,
      trailing: index < keys.length - 1 ? 1 : 0,
    };
    const text = emit(
      writer,
      value[key] ?? null,
      entryOf(old, key),
      memberOf(reference, key),
      child,
    );
    return ' '.repeat(indent) + name + text;
  });
  return `{\n${lines.join(',\n')}\n${' '.repeat(slot.indent)}}`;
}

function expandedArray(
  writer: Writer,
  value: JsonValue[],
  old: JsonNode | undefined,
  reference: unknown,
  slot: Slot,
): string {
  if (value.length === 0) return '[]';
  const indent = slot.indent + writer.step;
  const lines = value.map((item, index) => {
    const child: Slot = { indent, column: indent, trailing: index < value.length - 1 ? 1 : 0 };
    // Lists are positional: item i continues the file's item i.
    const oldItem = old?.kind === 'array' ? old.items[index] : undefined;
    return ' '.repeat(indent) + emit(writer, item, oldItem, itemOf(reference, index), child);
  });
  return `[\n${lines.join(',\n')}\n${' '.repeat(slot.indent)}]`;
}

function keysOf(value: JsonObject, old: JsonNode | undefined, reference: unknown): string[] {
  const fileKeys = old?.kind === 'object' ? old.entries.map((entry) => entry.key) : [];
  const referenceKeys = isRecord(reference) ? Object.keys(reference) : [];
  return orderKeys(Object.keys(value), fileKeys, referenceKeys);
}

function entryOf(old: JsonNode | undefined, key: string): JsonNode | undefined {
  return old?.kind === 'object' ? old.entries.find((entry) => entry.key === key)?.value : undefined;
}

function memberOf(reference: unknown, key: string): unknown {
  return isRecord(reference) && Object.prototype.hasOwnProperty.call(reference, key)
    ? reference[key]
    : undefined;
}

function itemOf(reference: unknown, index: number): unknown {
  return Array.isArray(reference) ? (reference as unknown[])[index] : undefined;
}
