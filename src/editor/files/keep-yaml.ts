/**
 * Writes edited data back into a YAML file the way people wrote it.
 *
 * The browser editor hands over the *data* of a file (a plain object); saving
 * it with a YAML stringifier would rewrap the long comment blocks, respace the
 * flow lists and lose blank lines. Instead this module edits the original text:
 * the parser's concrete syntax tree (CST) gives the exact position of every
 * item, and only the spans whose data changed are rewritten. Everything else
 * (comments, blank lines, quoting, flow or block style, emoji) is copied byte
 * for byte, so unchanged data gives back the very same text.
 *
 * Pure and free of Node APIs: it runs in the browser editor and in unit tests.
 */
import {
  CST,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Scalar,
  visit,
  type Document,
  type Pair,
  type ParsedNode,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { isRecord, type JsonObject, type JsonScalar, type JsonValue } from '../../lib/json';

export interface YamlWriteOptions {
  /** Keys that identify an item of a list of maps, tried in order: the first key present (as a string) in every item of both the old and the new list is used to match items. Default: ['id', 'slug', 'from', 'name', 'code', 'path', 'label']. */
  idKeys?: readonly string[];
}

/** A key is only used to match items when its values are also unique within each list. */
export const DEFAULT_ID_KEYS: readonly string[] = [
  'id',
  'slug',
  'from',
  'name',
  'code',
  'path',
  'label',
];

type Span = readonly [number, number];
type YamlCollection = YAMLMap.Parsed | YAMLSeq.Parsed;

/** How the file writes what is not copied from it, read from the file itself. */
interface Style {
  /** Spaces a nested map is indented by. */
  step: number;
  /** Spaces a list under a key is indented by (0: the dashes line up with the key). */
  seqIndent: number;
  /** Space inside the braces of a flow map: `{ a: 1 }` or `{a: 1}`. */
  mapPad: string;
  /** Space inside the brackets of a flow list: `[a, b]` or `[ a, b ]`. */
  seqPad: string;
  /** A new list of single values is written `[a, b]` unless the file writes such lists one value a line. */
  scalarListsFlow: boolean;
}

interface Context {
  text: string;
  doc: Document.Parsed;
  idKeys: readonly string[];
  style: Style;
  /**
   * Anchors met so far in the output, in output order: true when the anchored
   * node was written unchanged, so that an alias to it still means the same.
   */
  anchors: Map<string, boolean>;
  layouts: WeakMap<object, BlockLayout | null>;
  /** The data each node of the file held, computed once per node. */
  oldData: WeakMap<object, unknown>;
}

/** Where a value sits: what decides how a new or changed value is written. */
interface Place {
  inFlow: boolean;
  /** Column of the key or dash that owns the value. */
  col: number;
  /** The nodes at the same place in the neighbouring items of the list (nearest first): models for new content. */
  neighbours: readonly unknown[];
  /** The other values of the same map or list: a new list or map is flow if they are. */
  siblings: readonly unknown[];
}

/** What new content should look like. */
interface Hint {
  /** An existing node in the same role, whose style (flow, quotes, key order) new content copies. */
  template?: unknown;
  /** Write a new list or map in flow style when no template decides. */
  preferFlow: boolean;
}

/** One item of the output list or map: an old item (by index) with its new value, or a new one. */
interface Entry {
  old?: number;
  key?: string;
  value: JsonValue;
}

/** A block list or map, cut into items by whole lines. */
interface BlockLayout {
  /** Column of the items' dashes or keys. */
  col: number;
  /** The first item shares its line with the parent's dash (`- id: x`). */
  compact: boolean;
  /** Where the collection's text starts: the comment lines directly above its first item. */
  start: number;
  /** Where it ends: after its last item and the more-indented comment lines that follow it. */
  end: number;
  items: ItemLayout[];
}

interface ItemLayout {
  /** The item's first token: its dash, key, anchor or tag. */
  start: number;
  /** End of the item's last line (trailing comment and newline included). */
  contentEnd: number;
  /** After the more-indented comment lines that follow the item (they are part of it). */
  end: number;
  /** Blank lines before the item: spacing that belongs to its position. */
  gap: string;
  /** Comment lines (and blank lines between them) before the item: they move and go with it. */
  lead: string;
  /** End of the key (maps) or of the dash (lists): what a rewritten item keeps. */
  headEnd: number;
}

/** `text` changed as little as possible so that it parses to `data`. */
export function writeYamlKeepingLayout(
  text: string,
  data: unknown,
  options: YamlWriteOptions = {},
): string {
  const doc = parseDocument(text, { keepSourceTokens: true });
  if (doc.errors.length > 0) {
    throw new Error(
      `The YAML text cannot be read, so it was not changed: ${doc.errors[0]?.message}`,
    );
  }
  const next = toPlain(data, 'the data') ?? null;
  const context: Context = {
    text,
    doc,
    idKeys: options.idKeys ?? DEFAULT_ID_KEYS,
    style: detectStyle(text, doc),
    anchors: new Map(),
    layouts: new WeakMap(),
    oldData: new WeakMap(),
  };
  const output = withLineBreaksOf(text, writeDocument(context, next));
  assertWritten(output, next);
  return output;
}

/** New lines are written with `\n`: a file written with `\r\n` gets those on every line. */
function withLineBreaksOf(original: string, output: string): string {
  return /^[^\n]*\r\n/.test(original) ? output.replace(/\r?\n/g, '\r\n') : output;
}

// ───────────────────────────── data ─────────────────────────────

/** The data as YAML can hold it: what JSON would keep (no undefined, dates as text). */
function toPlain(value: unknown, where: string): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => toPlain(item, `${where}[${index}]`) ?? null);
  }
  if (typeof value === 'object') {
    const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toPlain(toJSON.call(value), where);
    const map: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = toPlain(item, `${where}.${key}`);
      if (plain !== undefined) setOwn(map, key, plain);
    }
    return map;
  }
  throw new Error(`A ${typeof value} cannot be written to YAML (at ${where}).`);
}

function isPlainScalar(value: unknown): value is JsonScalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Sets a key even if it is named `__proto__`. */
function setOwn(map: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

function hasOwn(map: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(map, key);
}

/** Deep equality of parsed data, ignoring the order of map keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item: unknown, index) => sameData(item, b[index]))
    );
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => hasOwn(b, key) && sameData(a[key], b[key]))
    );
  }
  return false;
}

/** A list whose entries are maps (reviews, photos), not plain values or lists. */
function isListOfMaps(value: JsonValue): boolean {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord);
}

function isEmptyCollection(value: JsonValue): boolean {
  return Array.isArray(value)
    ? value.length === 0
    : isRecord(value) && Object.keys(value).length === 0;
}

// ───────────────────────────── text ─────────────────────────────

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset after the newline that ends the line holding the character before `end`. */
function lineEndAfter(text: string, end: number): number {
  const newline = text.indexOf('\n', Math.max(end - 1, 0));
  return newline === -1 ? text.length : newline + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStartOf(text, offset);
}

function isCommentLine(line: string): boolean {
  return line.trimStart().startsWith('#');
}

function isBlankLine(line: string): boolean {
  return line.trim() === '';
}

/** The lines of `text` from `from`, each with its newline. */
function linesFrom(text: string, from: number, to = text.length): string[] {
  return text.slice(from, to).match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function hasComment(lines: string): boolean {
  return linesFrom(lines, 0).some(isCommentLine);
}

/** Start of the comment lines directly above the line starting at `lineStart` (no blank line between). */
function commentLinesAbove(text: string, lineStart: number): number {
  let start = lineStart;
  while (start > 0) {
    const previous = lineStartOf(text, start - 1);
    if (!isCommentLine(text.slice(previous, start - 1))) break;
    start = previous;
  }
  return start;
}

/** After the comment lines that follow `from` and are indented more than `col`. */
function deeperCommentLinesAfter(text: string, from: number, col: number): number {
  let end = from;
  while (end < text.length) {
    const newline = text.indexOf('\n', end);
    const lineEnd = newline === -1 ? text.length : newline + 1;
    const line = text.slice(end, lineEnd);
    const indent = line.length - line.trimStart().length;
    if (!isCommentLine(line) || indent <= col) break;
    end = lineEnd;
  }
  return end;
}

/** Splits the text between two items into its leading blank lines and the rest. */
function splitGap(between: string): { gap: string; lead: string } {
  let gapLength = 0;
  for (const line of linesFrom(between, 0)) {
    if (!isBlankLine(line) || !line.endsWith('\n')) break;
    gapLength += line.length;
  }
  return { gap: between.slice(0, gapLength), lead: between.slice(gapLength) };
}

function replaceSpan(text: string, span: Span, replacement: string): string {
  return text.slice(0, span[0]) + replacement + text.slice(span[1]);
}

// ───────────────────────────── CST positions ─────────────────────────────

/** Token types that are only layout: they never start or end an item's content. */
const LAYOUT_TOKENS = new Set(['space', 'newline', 'comment', 'comma']);

function isSignificant(token: CST.SourceToken): boolean {
  return !LAYOUT_TOKENS.has(token.type);
}

/** A real entry of a collection, not a run of comments the parser kept as an empty item. */
function isRealItem(item: CST.CollectionItem): boolean {
  return Boolean(item.key || item.sep || item.value || item.start.some(isSignificant));
}

function itemStart(item: CST.CollectionItem): number | undefined {
  return (
    item.start.find(isSignificant)?.offset ??
    item.key?.offset ??
    item.sep?.find(isSignificant)?.offset ??
    item.value?.offset
  );
}

function flowCloseEnd(token: CST.FlowCollection): number | undefined {
  const close = token.end.find((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end');
  return close ? close.offset + close.source.length : undefined;
}

function blockScalarSpan(token: CST.BlockScalar): Span {
  const start = token.props[0]?.offset ?? token.offset;
  const last = token.props[token.props.length - 1];
  const headerEnd = last ? last.offset + CST.stringify(last).length : start;
  return [start, headerEnd + token.source.length];
}

/** End of the last token that is content, not a trailing comment or line break. */
function tokenEnd(token: CST.Token): number | undefined {
  switch (token.type) {
    case 'block-scalar':
      return blockScalarSpan(token)[1];
    case 'flow-collection':
      return flowCloseEnd(token);
    case 'block-map':
    case 'block-seq': {
      const last = [...token.items].reverse().find(isRealItem);
      return last ? itemEnd(last) : undefined;
    }
    case 'document':
      return token.value ? tokenEnd(token.value) : undefined;
    default:
      return token.offset + token.source.length;
  }
}

function itemEnd(item: CST.CollectionItem): number | undefined {
  if (item.value) return tokenEnd(item.value);
  const lastSep = item.sep?.filter(isSignificant).pop();
  if (lastSep) return lastSep.offset + lastSep.source.length;
  if (item.key) return tokenEnd(item.key);
  const lastStart = item.start.filter(isSignificant).pop();
  return lastStart ? lastStart.offset + lastStart.source.length : undefined;
}

/** The CST items of a collection node, in the order of its items; undefined if they do not pair up. */
function cstItemsOf(node: YamlCollection): CST.CollectionItem[] | undefined {
  const token = node.srcToken;
  if (!token) return undefined;
  const items = token.items.filter(isRealItem);
  return items.length === node.items.length ? items : undefined;
}

// ───────────────────────────── the file's style ─────────────────────────────

function detectStyle(text: string, doc: Document.Parsed): Style {
  const found: Partial<Style> = {};
  const scalarLists = { flow: 0, block: 0 };
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      const value = pair.value;
      if (!isScalar(key) || !key.range || !(isMap(value) || isSeq(value))) return;
      const token = value.srcToken;
      if (token?.type !== 'block-map' && token?.type !== 'block-seq') return;
      const first = token.items.find(isRealItem);
      const start = first && itemStart(first);
      if (start === undefined) return;
      const indent = columnOf(text, start) - columnOf(text, key.range[0]);
      if (token.type === 'block-map' && found.step === undefined && indent > 0) found.step = indent;
      if (token.type === 'block-seq' && found.seqIndent === undefined && indent >= 0) {
        found.seqIndent = indent;
      }
    },
    Map(_, map) {
      const token = map.srcToken;
      if (found.mapPad === undefined && token?.type === 'flow-collection' && map.items.length) {
        found.mapPad = text[token.start.offset + 1] === ' ' ? ' ' : '';
      }
    },
    Seq(_, seq) {
      const token = seq.srcToken;
      if (found.seqPad === undefined && token?.type === 'flow-collection' && seq.items.length) {
        found.seqPad = text[token.start.offset + 1] === ' ' ? ' ' : '';
      }
      if (seq.items.length && seq.items.every(isScalar)) {
        if (token?.type === 'flow-collection') scalarLists.flow += 1;
        else scalarLists.block += 1;
      }
    },
  });
  const step = found.step ?? 2;
  return {
    step,
    seqIndent: found.seqIndent ?? step,
    // Prettier's YAML style, the most common one: `{ a: 1 }` and `[a, b]`.
    mapPad: found.mapPad ?? ' ',
    seqPad: found.seqPad ?? '',
    scalarListsFlow: scalarLists.flow > 0 || (scalarLists.block === 0 && doc.contents !== null),
  };
}

// ───────────────────────────── the document ─────────────────────────────

function writeDocument(context: Context, next: JsonValue): string {
  const { text, doc } = context;
  const contents = doc.contents;
  if (!contents) {
    if (next === null) return text;
    const separator = text && !text.endsWith('\n') ? '\n' : '';
    return text + separator + emitRoot(context, next);
  }
  const place: Place = { inFlow: false, col: 0, neighbours: [], siblings: [] };
  const rendered = renderValue(context, contents, next, place);
  if (rendered) return replaceSpan(text, rendered.span, rendered.text);
  // The root changes kind (say a map becomes a list): write it anew, keep the comments around it.
  const span = valueSpan(context, contents);
  const start = span ? span[0] : contents.range[0];
  const end = lineEndAfter(text, span ? span[1] : contents.range[1]);
  return replaceSpan(text, [start, end], emitRoot(context, next));
}

/** Guards against writing anything but `next`: a bug here must never corrupt a file. */
function assertWritten(output: string, next: JsonValue): void {
  const check = parseDocument(output);
  if (check.errors.length > 0 || !sameData(check.toJS(), next)) {
    throw new Error(
      'The YAML file could not be updated while keeping its layout; it was left unchanged.',
    );
  }
}

// ───────────────────────────── values ─────────────────────────────

function valueSpan(context: Context, node: ParsedNode): Span | null {
  const token = node.srcToken;
  if (!token) return null;
  switch (token.type) {
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'alias':
      return [token.offset, token.offset + token.source.length];
    case 'block-scalar':
      return blockScalarSpan(token);
    case 'flow-collection': {
      const end = flowCloseEnd(token);
      return end === undefined ? null : [token.start.offset, end];
    }
    case 'block-map':
    case 'block-seq': {
      const layout = isMap(node) || isSeq(node) ? blockLayout(context, node) : null;
      return layout ? [layout.start, layout.end] : null;
    }
    default:
      return null;
  }
}

/**
 * True if `node` already holds `next` and its text can be copied as it is.
 * Not when it holds an alias whose anchor was changed or dropped: the alias
 * would then mean something else.
 */
function keepsAsIs(context: Context, node: ParsedNode | null, next: JsonValue): boolean {
  if (!sameData(oldDataOf(context, node), next)) return false;
  if (!node) return true;
  const local = new Set<string>();
  let aliasesHold = true;
  visit(node, {
    Node(_, inner) {
      if (isAlias(inner)) {
        aliasesHold = local.has(inner.source) || context.anchors.get(inner.source) === true;
        return aliasesHold ? undefined : visit.BREAK;
      }
      if (inner.anchor) local.add(inner.anchor);
      return undefined;
    },
  });
  if (!aliasesHold) return false;
  for (const anchor of local) context.anchors.set(anchor, true);
  return true;
}

/** The data `node` held in the file (what `toJS` gives), remembered for the nodes inside it too. */
function oldDataOf(context: Context, node: unknown): unknown {
  if (node === null || typeof node !== 'object') return null;
  if (context.oldData.has(node)) return context.oldData.get(node);
  let data: unknown;
  if (isAlias(node)) data = oldDataOf(context, node.resolve(context.doc) ?? null);
  else if (isScalar(node)) data = node.toJS(context.doc);
  else if (isMap(node)) {
    const map: Record<string, unknown> = {};
    for (const pair of node.items) setOwn(map, keyOf(pair.key), oldDataOf(context, pair.value));
    data = map;
  } else if (isSeq(node)) {
    data = node.items.map((item) => (isPair(item) ? undefined : oldDataOf(context, item)));
  }
  context.oldData.set(node, data);
  return data;
}

/** The new text of `node`'s span, or null when the item that holds it must be rewritten. */
function renderValue(
  context: Context,
  node: ParsedNode,
  next: JsonValue,
  place: Place,
): { span: Span; text: string } | null {
  const span = valueSpan(context, node);
  if (!span) return null;
  if (keepsAsIs(context, node, next)) return { span, text: context.text.slice(...span) };
  if (!isAlias(node) && node.anchor) context.anchors.set(node.anchor, false);
  const text = changedValueText(context, node, next, place);
  return text === null ? null : { span, text };
}

function changedValueText(
  context: Context,
  node: ParsedNode,
  next: JsonValue,
  place: Place,
): string | null {
  if (isScalar(node) || isAlias(node)) {
    const token = node.srcToken;
    if (isPlainScalar(next)) {
      if (token?.type === 'block-scalar' && isScalar(node)) {
        return blockScalarText(context, node, token, next, place);
      }
      const preferred = isScalar(node) ? node.type : undefined;
      return scalarText(next, {
        preferred,
        inFlow: place.inFlow,
        indent: bodyIndent(context, place),
      });
    }
    // A block scalar's span ends with its line break: a list or map in its place needs the whole item rewritten.
    if (token?.type === 'block-scalar') return null;
    return collectionInPlace(context, next, place, hintAt(place, next));
  }
  const flow = node.srcToken?.type === 'flow-collection';
  const sameKind = isMap(node) ? isRecord(next) : Array.isArray(next);
  // An empty list (`reviews: []`) that gets its first entries of several settings is written
  // as a block list, one setting a line, as the file's comments show them: not on one line.
  if (flow && isSeq(node) && node.items.length === 0 && isListOfMaps(next)) return null;
  if (flow) {
    // An empty `[]` stood for "none yet": a first entry that is a map of its own is written as a block, one setting a line.
    if (isEmptyFlowPlaceholder(node, next, place)) return null;
    if (sameKind) return renderFlow(context, node, next as JsonObject | JsonValue[], place);
    if (isPlainScalar(next)) {
      return scalarText(next, {
        inFlow: place.inFlow,
        indent: bodyIndent(context, place),
      });
    }
    return emitFlow(context, next, undefined);
  }
  if (sameKind && !isEmptyCollection(next)) {
    return renderBlock(context, node, next as JsonObject | JsonValue[], place);
  }
  return null;
}

/**
 * An empty flow list outside any flow collection (`reviews: []`) now holding
 * maps: written as a block list, like the example entries files show in
 * their comments, rather than on one long line.
 */
function isEmptyFlowPlaceholder(node: ParsedNode, next: JsonValue, place: Place): boolean {
  return (
    !place.inFlow &&
    isSeq(node) &&
    node.items.length === 0 &&
    Array.isArray(next) &&
    next.length > 0 &&
    next.every(isRecord)
  );
}

/** A list or map written where a scalar was, if it fits on the scalar's line. */
function collectionInPlace(
  context: Context,
  next: JsonValue,
  place: Place,
  hint: Hint,
): string | null {
  if (isEmptyCollection(next)) return Array.isArray(next) ? '[]' : '{}';
  if (place.inFlow || usesFlow(context, next, hint)) return emitFlow(context, next, hint.template);
  return null;
}

/** The indentation of lines a value continues on (block scalars). */
function bodyIndent(context: Context, place: Place): number {
  return place.col + context.style.step;
}

function blockScalarText(
  context: Context,
  node: Scalar.Parsed,
  token: CST.BlockScalar,
  next: JsonScalar,
  place: Place,
): string {
  if (typeof next !== 'string') {
    // The span ends with the block's line break, which the new plain value needs too.
    return `${scalarText(next, { inFlow: false, indent: 0 })}\n`;
  }
  const firstLine = token.source.split('\n').find((line) => line.trim() !== '');
  const indent = firstLine
    ? firstLine.length - firstLine.trimStart().length
    : bodyIndent(context, place);
  const type = node.type === Scalar.BLOCK_FOLDED ? Scalar.BLOCK_FOLDED : Scalar.BLOCK_LITERAL;
  // Keep what followed the old header on its line (a comment), and its line break.
  const end = token.props.slice(1).filter((t): t is CST.SourceToken => LAYOUT_TOKENS.has(t.type));
  const rebuilt = CST.createScalarToken(next, { type, indent, end });
  return CST.stringify(rebuilt);
}

// ───────────────────────────── block lists and maps ─────────────────────────────

function blockLayout(context: Context, node: YamlCollection): BlockLayout | null {
  if (context.layouts.has(node)) return context.layouts.get(node) ?? null;
  const layout = measureBlock(context.text, node);
  context.layouts.set(node, layout);
  return layout;
}

function measureBlock(text: string, node: YamlCollection): BlockLayout | null {
  const cstItems = cstItemsOf(node);
  if (!cstItems || cstItems.length === 0) return null;
  const starts = cstItems.map(itemStart);
  const ends = cstItems.map(itemEnd);
  const firstStart = starts[0];
  if (firstStart === undefined) return null;
  const firstLine = lineStartOf(text, firstStart);
  const compact = text.slice(firstLine, firstStart).trim() !== '';
  const col = firstStart - firstLine;
  const items: ItemLayout[] = [];
  for (const [index, item] of cstItems.entries()) {
    const start = starts[index];
    const end = ends[index];
    if (start === undefined || end === undefined) return null;
    const contentEnd = lineEndAfter(text, end);
    const previous = items[index - 1];
    const decoration =
      previous === undefined
        ? {
            gap: '',
            lead: compact ? '' : text.slice(commentLinesAbove(text, firstLine), firstLine),
          }
        : splitGap(text.slice(previous.end, lineStartOf(text, start)));
    items.push({
      start,
      contentEnd,
      end: deeperCommentLinesAfter(text, contentEnd, col),
      ...decoration,
      headEnd: headEndOf(item, start),
    });
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  return {
    col,
    compact,
    start: compact ? firstStart : firstLine - first.lead.length,
    end: last.end,
    items,
  };
}

/** End of a map item's key, or of a list item's dash. */
function headEndOf(item: CST.CollectionItem, start: number): number {
  if (item.key) return tokenEnd(item.key) ?? start;
  const dash = item.start.find((t) => t.type === 'seq-item-ind' || t.type === 'explicit-key-ind');
  return dash ? dash.offset + dash.source.length : start;
}

function renderBlock(
  context: Context,
  node: YamlCollection,
  next: JsonObject | JsonValue[],
  place: Place,
): string | null {
  const layout = blockLayout(context, node);
  if (!layout) return null;
  const entries = planEntries(context, node, next);
  if (!entries) return null;
  const kept = new Set(entries.map((entry) => entry.old).filter((old) => old !== undefined));
  const inherited = inheritedLeads(layout.items, kept);
  const defaultGap = commonGap(layout.items);
  const indent = ' '.repeat(layout.col);
  let output = '';
  entries.forEach((entry, position) => {
    const content =
      entry.old === undefined
        ? newBlockItem(context, node, entries, position, layout.col, place)
        : oldBlockItem(context, node, layout, entry.old, entry.value, place);
    const { gap, lead } = decorationAt(layout, entry, position, inherited, defaultGap);
    if (output && !output.endsWith('\n')) output += '\n';
    output += gap + lead + (position === 0 && layout.compact ? '' : indent) + content;
  });
  const hadFinalNewline = context.text.slice(layout.start, layout.end).endsWith('\n');
  return hadFinalNewline || !output.endsWith('\n') ? output : output.slice(0, -1);
}

interface Decoration {
  gap: string;
  lead: string;
  /** Index of the item the decoration came from: the first item has no gap of its own. */
  origin: number;
}

/**
 * A deleted item's comment block passes to the next item when it heads a group
 * (it follows a blank line or opens the list) and that next item has no comment
 * or blank line of its own: `# ── Staging ──` above the first staging item stays
 * above the staging items when that first one goes. A comment glued to an item
 * in the middle of a list is that item's own and goes with it.
 */
function inheritedLeads(
  items: readonly ItemLayout[],
  kept: ReadonlySet<number>,
): Map<number, Decoration> {
  const inherited = new Map<number, Decoration>();
  let carried: Decoration | undefined;
  items.forEach((item, index) => {
    if (!kept.has(index)) {
      if (hasComment(item.lead) && (index === 0 || item.gap !== '')) {
        carried = { gap: item.gap, lead: item.lead, origin: index };
      }
      return;
    }
    if (carried && item.gap === '' && item.lead === '') inherited.set(index, carried);
    carried = undefined;
  });
  return inherited;
}

/** The spacing most items of the list have: what a new item, or the old first one moved down, gets. */
function commonGap(items: readonly ItemLayout[]): string {
  const counts = new Map<string, number>();
  for (const item of items.slice(1)) counts.set(item.gap, (counts.get(item.gap) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [gap, count] of counts) {
    if (count > bestCount) [best, bestCount] = [gap, count];
  }
  return best;
}

function decorationAt(
  layout: BlockLayout,
  entry: Entry,
  position: number,
  inherited: ReadonlyMap<number, Decoration>,
  defaultGap: string,
): { gap: string; lead: string } {
  // The blank lines above the first item belong to the text before the list.
  const gapFor = (own: string, origin: number): string =>
    position === 0 ? '' : origin === 0 ? defaultGap : own;
  if (entry.old === undefined) return { gap: gapFor(defaultGap, -1), lead: '' };
  const item = layout.items[entry.old];
  const own = inherited.get(entry.old) ?? {
    gap: item?.gap ?? '',
    lead: item?.lead ?? '',
    origin: entry.old,
  };
  // Nothing can stand between a parent's dash and a compact first item (`- id: x`).
  const lead = position === 0 && layout.compact ? '' : own.lead;
  return { gap: gapFor(own.gap, own.origin), lead };
}

function oldBlockItem(
  context: Context,
  node: YamlCollection,
  layout: BlockLayout,
  index: number,
  next: JsonValue,
  place: Place,
): string {
  const { text } = context;
  const item = layout.items[index];
  if (!item) throw new Error('keep-yaml: an item of the list has no layout.');
  const valueNode = itemValueNode(node, index);
  const childPlace = placeOfItem(node, index, layout.col, false, place);
  if (keepsAsIs(context, valueNode, next)) return text.slice(item.start, item.end);
  const rendered = valueNode ? renderValue(context, valueNode, next, childPlace) : null;
  if (rendered) {
    return (
      text.slice(item.start, rendered.span[0]) +
      rendered.text +
      text.slice(rendered.span[1], item.end)
    );
  }
  // The value changes kind (a scalar becomes a list…): rewrite the value, keep the key and the comments after it.
  const hint = hintAt(childPlace, next);
  const head = text.slice(item.start, item.headEnd);
  const value = isMap(node)
    ? `:${emitPairValue(context, next, layout.col, hint)}`
    : emitSeqItemValue(context, next, layout.col, hint);
  return head + value + text.slice(item.contentEnd, item.end);
}

function newBlockItem(
  context: Context,
  node: YamlCollection,
  entries: readonly Entry[],
  position: number,
  col: number,
  place: Place,
): string {
  const entry = entries[position];
  if (!entry) return '';
  if (isMap(node) && entry.key !== undefined) {
    const hint = newPairHint(node, entry.key, entry.value, place);
    return `${keyText(entry.key, false)}:${emitPairValue(context, entry.value, col, hint)}`;
  }
  const hint = newItemHint(node, entries, position, entry.value);
  return `-${emitSeqItemValue(context, entry.value, col, hint)}`;
}

function itemValueNode(node: YamlCollection, index: number): ParsedNode | null {
  const item: unknown = node.items[index];
  if (isPair(item)) return (item as Pair<ParsedNode, ParsedNode | null>).value;
  return (item as ParsedNode | undefined) ?? null;
}

/** Where the value of item `index` of `node` sits, with its neighbours and siblings. */
function placeOfItem(
  node: YamlCollection,
  index: number,
  col: number,
  inFlow: boolean,
  parent: Place,
): Place {
  const values = node.items.map((_, i) => itemValueNode(node, i));
  const siblings = values.filter((_, i) => i !== index);
  if (isMap(node)) {
    const key = keyOf(node.items[index]?.key);
    const neighbours = parent.neighbours
      .map((neighbour) => pairValue(neighbour, key))
      .filter(Boolean);
    return { inFlow, col, neighbours, siblings };
  }
  // In a list the other items are the models, nearest first.
  const neighbours = values
    .map((value, i) => ({ value, distance: Math.abs(i - index) }))
    .filter(({ distance }) => distance > 0)
    .sort((a, b) => a.distance - b.distance)
    .map(({ value }) => value);
  return { inFlow, col, neighbours, siblings };
}

function keyOf(key: unknown): string {
  if (isScalar(key)) return key.value === null ? '' : String(key.value);
  return String(key);
}

function pairValue(map: unknown, key: string): unknown {
  if (!isMap(map)) return undefined;
  return map.items.find((pair) => keyOf(pair.key) === key)?.value ?? undefined;
}

function hintAt(place: Place, next: JsonValue): Hint {
  return { template: place.neighbours[0], preferFlow: siblingsUseFlow(place.siblings, next) };
}

/** A new list (or map) is written in flow style when the other lists (maps) beside it are. */
function siblingsUseFlow(siblings: readonly unknown[], next: JsonValue): boolean {
  const sameKind = siblings.filter((sibling) =>
    Array.isArray(next) ? isSeq(sibling) : isRecord(next) && isMap(sibling),
  );
  return (
    sameKind.length > 0 &&
    sameKind.every((sibling) => (isMap(sibling) || isSeq(sibling)) && sibling.flow)
  );
}

function newPairHint(node: YAMLMap.Parsed, key: string, value: JsonValue, place: Place): Hint {
  const template = place.neighbours.map((neighbour) => pairValue(neighbour, key)).find(Boolean);
  const siblings = node.items.map((pair) => pair.value);
  return { template, preferFlow: siblingsUseFlow(siblings, value) };
}

/** A new list item looks like the nearest old item. */
function newItemHint(
  node: YamlCollection,
  entries: readonly Entry[],
  position: number,
  value: JsonValue,
): Hint {
  const before = entries
    .slice(0, position)
    .reverse()
    .find((entry) => entry.old !== undefined);
  const after = entries.slice(position + 1).find((entry) => entry.old !== undefined);
  const model = before ?? after;
  const template = model?.old === undefined ? node.items[0] : node.items[model.old];
  return { template, preferFlow: siblingsUseFlow(node.items, value) };
}

// ───────────────────────────── matching items ─────────────────────────────

function planEntries(
  context: Context,
  node: YamlCollection,
  next: JsonObject | JsonValue[],
): Entry[] | null {
  if (isMap(node)) {
    if (!isRecord(next)) return null;
    return planMapEntries(
      node.items.map((pair) => keyOf(pair.key)),
      next,
    );
  }
  if (!Array.isArray(next) || node.items.some((item) => isPair(item))) return null;
  const oldValues = oldDataOf(context, node) as unknown[];
  const matches = matchItems(oldValues, next, context.idKeys);
  return next.map((value, index) => ({ old: matches[index], value }));
}

/** Old keys keep their order; a new key goes after the key before it in the data, else last. */
function planMapEntries(oldKeys: readonly string[], next: JsonObject): Entry[] {
  const entries: Entry[] = [];
  oldKeys.forEach((key, old) => {
    const value = next[key];
    if (hasOwn(next, key) && value !== undefined) entries.push({ old, key, value });
  });
  const dataKeys = Object.keys(next);
  dataKeys.forEach((key, index) => {
    const value = next[key];
    if (oldKeys.includes(key) || value === undefined) return;
    const entry: Entry = { key, value };
    for (let before = index - 1; before >= 0; before -= 1) {
      const at = entries.findIndex((other) => other.key === dataKeys[before]);
      if (at >= 0) {
        entries.splice(at + 1, 0, entry);
        return;
      }
    }
    entries.push(entry);
  });
  return entries;
}

/**
 * For each new item, the index of the old item it continues, if any. Maps are
 * matched by their id key, scalars by value, anything else by position. An
 * unmatched new item standing where an unmatched old one stood continues it:
 * that is an edit of the id itself (a renamed slug), not a delete and an add.
 */
function matchItems(
  oldValues: readonly unknown[],
  newValues: readonly JsonValue[],
  idKeys: readonly string[],
): (number | undefined)[] {
  const idKey = idKeys.find((key) => isIdKey(key, oldValues) && isIdKey(key, newValues));
  let matches: (number | undefined)[];
  if (idKey !== undefined) {
    matches = matchByIdentity(
      oldValues.map((value) => (value as JsonObject)[idKey]),
      newValues.map((value) => (value as JsonObject)[idKey]),
    );
  } else if (oldValues.every(isPlainScalar) && newValues.every(isPlainScalar)) {
    matches = matchByIdentity(oldValues, newValues);
  } else {
    return newValues.map((_, index) => (index < oldValues.length ? index : undefined));
  }
  const used = new Set(matches);
  let previous = -1;
  return matches.map((match) => {
    let result = match;
    if (result === undefined && previous + 1 < oldValues.length && !used.has(previous + 1)) {
      result = previous + 1;
      used.add(result);
    }
    if (result !== undefined) previous = result;
    return result;
  });
}

function isIdKey(key: string, items: readonly unknown[]): boolean {
  const ids = items.map((item) => (isRecord(item) ? item[key] : undefined));
  return ids.every((id) => typeof id === 'string') && new Set(ids).size === ids.length;
}

function matchByIdentity(
  oldIds: readonly unknown[],
  newIds: readonly unknown[],
): (number | undefined)[] {
  const used = new Set<number>();
  return newIds.map((id) => {
    const index = oldIds.findIndex((oldId, i) => !used.has(i) && oldId === id);
    if (index === -1) return undefined;
    used.add(index);
    return index;
  });
}

// ───────────────────────────── flow lists and maps ─────────────────────────────

function renderFlow(
  context: Context,
  node: YamlCollection,
  next: JsonObject | JsonValue[],
  place: Place,
): string {
  const { text } = context;
  const token = node.srcToken;
  if (token?.type !== 'flow-collection') return emitFlow(context, next, node);
  const close = flowCloseEnd(token);
  const items = flowItemsOf(node);
  const entries = planEntries(context, node, next);
  if (close === undefined || !items || !entries) return emitFlow(context, next, node);
  const contents = entries.map((entry, position) => {
    const item = entry.old === undefined ? undefined : items[entry.old];
    return item
      ? oldFlowItem(context, node, entry, item, place)
      : newFlowItem(context, node, entries, position, place);
  });
  const unmoved = entries.length === items.length && entries.every((entry, i) => entry.old === i);
  if (unmoved) {
    // Same items in the same order: replace each item's text only, keep the separators.
    let output = '';
    let at = token.start.offset;
    items.forEach((item, index) => {
      output += text.slice(at, item.start) + contents[index];
      at = item.end;
    });
    return output + text.slice(at, close);
  }
  return joinFlow(context, node, text, token.start.offset, close, items, contents);
}

interface FlowItem {
  start: number;
  end: number;
  headEnd: number;
}

function flowItemsOf(node: YamlCollection): FlowItem[] | undefined {
  const items: FlowItem[] = [];
  for (const item of cstItemsOf(node) ?? []) {
    const start = itemStart(item);
    const end = itemEnd(item);
    if (start === undefined || end === undefined) return undefined;
    items.push({ start, end, headEnd: headEndOf(item, start) });
  }
  return items.length === node.items.length ? items : undefined;
}

/** A flow collection rebuilt from its items' texts, spaced as it was (`[a, b]`, `{ a: 1 }`). */
function joinFlow(
  context: Context,
  node: YamlCollection,
  text: string,
  open: number,
  close: number,
  items: readonly FlowItem[],
  contents: readonly string[],
): string {
  const brackets = [text.slice(open, open + 1), text.slice(close - 1, close)];
  if (contents.length === 0) return brackets.join('');
  const first = items[0];
  const last = items[items.length - 1];
  const second = items[1];
  const spaces = (from: number, to: number): string | undefined => {
    const between = text.slice(from, to);
    return /^ *$/.test(between) ? between : undefined;
  };
  const defaultPad = isMap(node) ? context.style.mapPad : context.style.seqPad;
  const padStart = (first && spaces(open + 1, first.start)) ?? defaultPad;
  const padEnd = (last && spaces(last.end, close - 1)) ?? padStart;
  const between = first && second ? text.slice(first.end, second.start) : '';
  const separator = /^ *, *$/.test(between) ? between : ', ';
  return brackets[0] + padStart + contents.join(separator) + padEnd + brackets[1];
}

function oldFlowItem(
  context: Context,
  node: YamlCollection,
  entry: Entry,
  item: FlowItem,
  place: Place,
): string {
  const { text } = context;
  const index = entry.old ?? 0;
  const valueNode = itemValueNode(node, index);
  if (keepsAsIs(context, valueNode, entry.value)) return text.slice(item.start, item.end);
  const childPlace = placeOfItem(node, index, place.col, true, place);
  const rendered = valueNode ? renderValue(context, valueNode, entry.value, childPlace) : null;
  if (rendered) {
    return (
      text.slice(item.start, rendered.span[0]) +
      rendered.text +
      text.slice(rendered.span[1], item.end)
    );
  }
  // An empty value (`{ a: }`): write the new one after the key.
  const value = emitFlow(context, entry.value, hintAt(childPlace, entry.value).template);
  return isMap(node) ? `${text.slice(item.start, item.headEnd)}: ${value}` : value;
}

function newFlowItem(
  context: Context,
  node: YamlCollection,
  entries: readonly Entry[],
  position: number,
  place: Place,
): string {
  const entry = entries[position];
  if (!entry) return '';
  if (isMap(node) && entry.key !== undefined) {
    const hint = newPairHint(node, entry.key, entry.value, place);
    return `${keyText(entry.key, true)}: ${emitFlow(context, entry.value, hint.template)}`;
  }
  return emitFlow(context, entry.value, newItemHint(node, entries, position, entry.value).template);
}

// ───────────────────────────── writing new content ─────────────────────────────

function emitRoot(context: Context, next: JsonValue): string {
  if (isPlainScalar(next)) {
    const text = scalarText(next, {
      inFlow: false,
      indent: context.style.step,
      allowBlock: true,
    });
    return text.endsWith('\n') ? text : `${text}\n`;
  }
  if (isEmptyCollection(next)) return Array.isArray(next) ? '[]\n' : '{}\n';
  return Array.isArray(next)
    ? emitSeqBody(context, next, 0, undefined)
    : emitMapBody(context, next, 0, undefined);
}

function usesFlow(context: Context, value: JsonValue, hint: Hint): boolean {
  const { template } = hint;
  if (Array.isArray(value) && isSeq(template)) return Boolean(template.flow);
  if (isRecord(value) && isMap(template)) return Boolean(template.flow);
  if (template === undefined && Array.isArray(value) && value.every(isPlainScalar)) {
    return hint.preferFlow || context.style.scalarListsFlow;
  }
  return hint.preferFlow;
}

/** What follows `key:` for a new value of a map at column `col`, through its last line break. */
function emitPairValue(context: Context, value: JsonValue, col: number, hint: Hint): string {
  const { step, seqIndent } = context.style;
  if (isPlainScalar(value)) {
    const preferred = scalarTypeOf(hint.template, value);
    const text = scalarText(value, {
      preferred,
      inFlow: false,
      indent: col + step,
      allowBlock: true,
    });
    return ` ${text}${text.endsWith('\n') ? '' : '\n'}`;
  }
  if (isEmptyCollection(value) || usesFlow(context, value, hint))
    return ` ${emitFlow(context, value, hint.template)}\n`;
  if (Array.isArray(value)) {
    return `\n${' '.repeat(col + seqIndent)}${emitSeqBody(context, value, col + seqIndent, hint.template)}`;
  }
  return `\n${' '.repeat(col + step)}${emitMapBody(context, value, col + step, hint.template)}`;
}

/** What follows the dash for a new list item at column `col`, through its last line break. */
function emitSeqItemValue(context: Context, value: JsonValue, col: number, hint: Hint): string {
  if (isPlainScalar(value)) {
    const preferred = scalarTypeOf(hint.template, value);
    const indent = col + context.style.step;
    const text = scalarText(value, { preferred, inFlow: false, indent, allowBlock: true });
    return ` ${text}${text.endsWith('\n') ? '' : '\n'}`;
  }
  if (isEmptyCollection(value) || usesFlow(context, value, hint))
    return ` ${emitFlow(context, value, hint.template)}\n`;
  // Compact, as in `- id: x`: the first entry shares the dash's line.
  return Array.isArray(value)
    ? ` ${emitSeqBody(context, value, col + 2, hint.template)}`
    : ` ${emitMapBody(context, value, col + 2, hint.template)}`;
}

/** A block map at column `col`; its first line starts without indentation (the caller placed it). */
function emitMapBody(context: Context, value: JsonObject, col: number, template: unknown): string {
  return keysLike(value, template)
    .map((key, index) => {
      const hint: Hint = { template: pairValue(template, key), preferFlow: false };
      const line = `${keyText(key, false)}:${emitPairValue(context, value[key] ?? null, col, hint)}`;
      return (index === 0 ? '' : ' '.repeat(col)) + line;
    })
    .join('');
}

function emitSeqBody(context: Context, value: JsonValue[], col: number, template: unknown): string {
  return value
    .map((item, index) => {
      const hint: Hint = { template: itemTemplate(template, index), preferFlow: false };
      return `${index === 0 ? '' : ' '.repeat(col)}-${emitSeqItemValue(context, item, col, hint)}`;
    })
    .join('');
}

/** A value in flow style, on one line. */
function emitFlow(context: Context, value: JsonValue, template: unknown): string {
  if (isPlainScalar(value)) {
    return scalarText(value, {
      preferred: scalarTypeOf(template, value),
      inFlow: true,
      indent: 0,
    });
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const pad = context.style.seqPad;
    const items = value.map((item, index) =>
      emitFlow(context, item, itemTemplate(template, index)),
    );
    return `[${pad}${items.join(', ')}${pad}]`;
  }
  const keys = keysLike(value, template);
  if (keys.length === 0) return '{}';
  const pad = context.style.mapPad;
  const pairs = keys.map(
    (key) =>
      `${keyText(key, true)}: ${emitFlow(context, value[key] ?? null, pairValue(template, key))}`,
  );
  return `{${pad}${pairs.join(', ')}${pad}}`;
}

/** The keys of a new map in the order its model has them, then its others. */
function keysLike(value: JsonObject, template: unknown): string[] {
  const modelKeys = isMap(template) ? template.items.map((pair) => keyOf(pair.key)) : [];
  const known = modelKeys.filter((key) => hasOwn(value, key));
  return [...known, ...Object.keys(value).filter((key) => !known.includes(key))];
}

function itemTemplate(template: unknown, index: number): unknown {
  if (!isSeq(template)) return undefined;
  return template.items[index] ?? template.items[0];
}

/** New strings copy the quotes (or block style) of the string they stand beside. */
function scalarTypeOf(template: unknown, value: JsonScalar): Scalar.Type | undefined {
  if (!isScalar(template) || typeof value !== 'string' || typeof template.value !== 'string') {
    return undefined;
  }
  return template.type === Scalar.PLAIN ? undefined : template.type;
}

// ───────────────────────────── scalars ─────────────────────────────

interface ScalarOptions {
  /** The style the value had, or its model has. */
  preferred?: Scalar.Type;
  inFlow: boolean;
  /** Indentation of the lines of a block scalar. */
  indent: number;
  /** May be written as a block scalar (`|`), whose text then ends with a line break. */
  allowBlock?: boolean;
}

/**
 * A scalar's source. Strings keep their quotes; a plain string that would read
 * back as something else (`yes`, `123`, `a: b`, `#x`) is quoted. Never folded
 * onto several lines: long texts stay on one line.
 */
function scalarText(value: JsonScalar, options: ScalarOptions): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return numberText(value);
  const { preferred, inFlow, indent } = options;
  const blockStyle = preferred === Scalar.BLOCK_LITERAL || preferred === Scalar.BLOCK_FOLDED;
  if (
    options.allowBlock &&
    !inFlow &&
    value.includes('\n') &&
    (preferred === undefined || blockStyle)
  ) {
    const type = preferred ?? Scalar.BLOCK_LITERAL;
    return CST.stringify(CST.createScalarToken(value, { type, indent, end: [] }));
  }
  const type =
    preferred === Scalar.QUOTE_DOUBLE || preferred === Scalar.QUOTE_SINGLE
      ? preferred
      : Scalar.PLAIN;
  const source = flowScalarSource(value, type, inFlow);
  if (type !== Scalar.PLAIN) return source;
  // Plain when it reads back as the same text; the stringifier quotes what cannot be plain.
  if (!/^["']/.test(source) && readsBackAs(source, value, inFlow)) return source;
  return flowScalarSource(value, newQuotes(value), inFlow);
}

/**
 * The quotes of a new quoted text: single, as the repository's Prettier
 * settings (singleQuote) write them in data/*.yaml, which the lint step
 * checks; double for a text holding a single quote (Prettier's choice then)
 * or a character only double quotes can write (a line break, a tab).
 */
function newQuotes(value: string): Scalar.Type {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const needsEscapes = /[\u0000-\u001f\u007f]/.test(value);
  return needsEscapes || value.includes("'") ? Scalar.QUOTE_DOUBLE : Scalar.QUOTE_SINGLE;
}

function flowScalarSource(value: string, type: Scalar.Type, inFlow: boolean): string {
  // As an "implicit key" the stringifier keeps everything on one line (\n escaped, no folding).
  return CST.createScalarToken(value, { type, indent: 0, inFlow, implicitKey: true, end: [] })
    .source;
}

/**
 * True if the plain `source` reads back as the string `value` under YAML 1.2
 * (the editor, the validation) and under YAML 1.1 rules too: the build reads
 * these files with js-yaml, where `2024-01-01` is a date and `12:30` and
 * `1_000` are numbers, and older readers take `yes` for true.
 */
function readsBackAs(source: string, value: string, inFlow: boolean): boolean {
  return (['1.2', '1.1'] as const).every((version) => {
    try {
      const parsed: unknown = parse(inFlow ? `[${source}]` : source, {
        version,
        logLevel: 'error',
      });
      return (inFlow ? (Array.isArray(parsed) ? parsed[0] : undefined) : parsed) === value;
    } catch {
      return false;
    }
  });
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return '.nan';
  if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
  return Object.is(value, -0) ? '-0' : String(value);
}

function keyText(key: string, inFlow: boolean): string {
  return scalarText(key, { inFlow, indent: 0 });
}
