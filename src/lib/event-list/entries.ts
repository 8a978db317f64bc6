/**
 * The visitor's event list: what they asked about while browsing (rental
 * items, services, venues) and the gobo design they requested, kept for
 * this browser tab until it goes with an inquiry (sessionStorage: no
 * cookie, nothing sent on its own, gone when the tab closes). Stored as
 * JSON under EVENT_LIST_KEY:
 *   [{"kind":"item","id":"moving-head-wash"}, {"kind":"venue","id":"bear-brook-valley"},
 *    {"kind":"gobo","fileName":"gobo-design.svg","summary":"…","svg":"<svg…"}]
 * Names are not stored: each page names an entry in its own language.
 * What is read back is checked first: it is data, and may be old or edited.
 */
import { parseAttachment, type StoredAttachment } from '../forms/attachment';
import { ID_PATTERN } from '../forms/prefill';
import type { TabStorage } from '../forms/tab-storage';
import { isRecord } from '../json';

export const EVENT_LIST_KEY = 'contact:event-list';

/** Dispatched on window whenever this page changes the list (sessionStorage sends no event to its own tab). */
export const EVENT_LIST_CHANGE = 'event-list-change';

/** What a link can ask about, each named by its id in site.yaml or data/. */
export const ASKED_KINDS = ['item', 'service', 'venue'] as const;
export type AskedKind = (typeof ASKED_KINDS)[number];

export interface AskedEntry {
  kind: AskedKind;
  id: string;
}

/** A design from the gobo designer; the list holds one at most, the latest. */
export type DesignEntry = StoredAttachment;

export type EventListEntry = AskedEntry | DesignEntry;

/** More than a visitor would ever ask about in one inquiry; a bound for what is read back. */
export const MOST_ENTRIES = 40;

/** "item:moving-head-wash", "venue:bear-brook-valley", "gobo": one entry per key. */
export function entryKey(entry: EventListEntry): string {
  return entry.kind === 'gobo' ? 'gobo' : `${entry.kind}:${entry.id}`;
}

function isAskedKind(kind: unknown): kind is AskedKind {
  return ASKED_KINDS.includes(kind as AskedKind);
}

function parseEntry(value: unknown): EventListEntry | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'gobo') return parseAttachment(value);
  const { kind, id } = value;
  if (!isAskedKind(kind) || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  return { kind, id };
}

/**
 * The list with `entry` added at its end; an entry already there stays
 * where it is, once. A new design replaces the one before, in its place.
 */
export function withEntry(
  list: readonly EventListEntry[],
  entry: EventListEntry,
): EventListEntry[] {
  const key = entryKey(entry);
  const at = list.findIndex((listed) => entryKey(listed) === key);
  if (at === -1) return [...list, entry];
  if (entry.kind !== 'gobo') return [...list];
  return list.map((listed, index) => (index === at ? entry : listed));
}

export function withoutEntry(list: readonly EventListEntry[], key: string): EventListEntry[] {
  return list.filter((entry) => entryKey(entry) !== key);
}

/** The well-formed entries of what was stored, each once, in order; [] for anything else. */
export function parseEventList(stored: unknown): EventListEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .slice(0, MOST_ENTRIES)
    .map(parseEntry)
    .reduce<EventListEntry[]>((list, entry) => (entry ? withEntry(list, entry) : list), []);
}

/** The stored list's text, or null when there is none or the storage refuses to be read. */
export function storedEventListText(storage: TabStorage | null): string | null {
  try {
    return storage?.getItem(EVENT_LIST_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parseEventListText(text: string | null): EventListEntry[] {
  if (text === null) return [];
  try {
    return parseEventList(JSON.parse(text));
  } catch {
    return [];
  }
}

export function readEventList(storage: TabStorage | null): EventListEntry[] {
  return parseEventListText(storedEventListText(storage));
}

/**
 * Saves the list (an empty one is removed) and tells the page. False when
 * the browser refuses (storage full, blocked or absent): the caller keeps
 * what it shows, for this page at least.
 */
export function writeEventList(
  storage: TabStorage | null,
  list: readonly EventListEntry[],
): boolean {
  if (!storage) return false;
  try {
    if (list.length === 0) storage.removeItem(EVENT_LIST_KEY);
    else storage.setItem(EVENT_LIST_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(EVENT_LIST_CHANGE));
  return true;
}

/** Adds one entry to the stored list (see withEntry); false when the browser refuses. */
export function addToEventList(storage: TabStorage | null, entry: EventListEntry): boolean {
  return writeEventList(storage, withEntry(readEventList(storage), entry));
}
