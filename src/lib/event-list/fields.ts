/**
 * The event list as the inquiry sends it (lib/forms/fields.ts,
 * INQUIRY_LIST_FIELDS): eventList, one line per entry as the visitor saw
 * it ("Rental item: Moving-head wash light"), a design followed by its
 * summary, indented; eventListIds, the entries' keys, the same in every
 * language; and the design's file as text (attachmentName, attachmentSvg).
 * Every field is there, empty when the list is, as in the page's HTML.
 */
import type { InquiryListField } from '../forms/fields';
import { entryKey, type EventListEntry } from './entries';

/** An entry with the words the page shows for it. */
export interface NamedEntry {
  entry: EventListEntry;
  /** What it is: "Rental item", "Venue"… */
  kindLabel: string;
  name: string;
}

function entryLines({ entry, kindLabel, name }: NamedEntry): string {
  // A name not known yet (a venue while the list loads) is sent as the entry's id.
  const line = `${kindLabel}: ${name === '' ? entryKey(entry) : name}`;
  if (entry.kind !== 'gobo' || entry.summary === '') return line;
  const summary = entry.summary.split('\n').map((part) => `  ${part.trim()}`);
  return [line, ...summary].join('\n');
}

export function eventListFields(named: readonly NamedEntry[]): Array<[InquiryListField, string]> {
  const design = named.map(({ entry }) => entry).find((entry) => entry.kind === 'gobo');
  return [
    ['eventList', named.map(entryLines).join('\n')],
    ['eventListIds', named.map(({ entry }) => entryKey(entry)).join(', ')],
    ['attachmentName', design?.fileName ?? ''],
    ['attachmentSvg', design?.svg ?? ''],
  ];
}
