/**
 * The visit's source as an inquiry sends it: read back from the tab's note
 * (visit-source.ts), and trusted only when it has the shape the site wrote.
 * Only the contact forms need this part; every page needs the other.
 */
import type { TabStorage } from './tab-storage';
import { clip, SOURCE_FIELDS, VISIT_SOURCE_KEY, type VisitSource } from './visit-source';

/** Keeps a stored source only when it has every field as text: anything else is not ours. */
export function parseVisitSource(stored: unknown): VisitSource | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = stored as Record<string, unknown>;
  const source: Partial<VisitSource> = {};
  for (const field of SOURCE_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') return null;
    source[field] = clip(value);
  }
  return source as VisitSource;
}

export function readVisitSource(storage: TabStorage | null): VisitSource | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(VISIT_SOURCE_KEY);
    return text === null ? null : parseVisitSource(JSON.parse(text));
  } catch {
    return null;
  }
}

/** What a form posts when the source is unknown (no storage, nothing noted). */
export function unknownVisitSource(): VisitSource {
  return Object.fromEntries(SOURCE_FIELDS.map((field) => [field, ''])) as VisitSource;
}
