/**
 * A form's draft, kept in sessionStorage while the visitor types, so that a
 * reload, a failed submission or a click away never loses what was typed.
 * It lives as long as the browser tab, is shared by the page's languages,
 * and is cleared once the submission succeeds.
 */
import type { FormName } from './fields';
import type { TabStorage } from './tab-storage';

export { sessionStore } from './tab-storage';

/** The part of Web Storage the drafts use (sessionStorage; a Map in tests). */
export type DraftStorage = TabStorage;

const VERSION = 1;

export function draftKey(formName: FormName): string {
  return `contact:draft:${formName}`;
}

/**
 * Keeps the values of the known fields whose type matches the empty form:
 * strings for text fields, booleans for boxes. Anything else (an old
 * version, a hand-edited entry) is dropped rather than trusted.
 */
export function sanitizeDraft<Values extends Record<string, string | boolean>>(
  stored: unknown,
  empty: Values,
): Values | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as { version?: unknown; values?: unknown };
  if (record.version !== VERSION || typeof record.values !== 'object' || record.values === null) {
    return null;
  }
  const values = record.values as Record<string, unknown>;
  const draft: Record<string, string | boolean> = { ...empty };
  for (const [field, emptyValue] of Object.entries(empty)) {
    const value = values[field];
    if (typeof value === typeof emptyValue) draft[field] = value as string | boolean;
  }
  return draft as Values;
}

export function readDraft<Values extends Record<string, string | boolean>>(
  storage: DraftStorage | null,
  formName: FormName,
  empty: Values,
): Values | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(draftKey(formName));
    return text === null ? null : sanitizeDraft(JSON.parse(text), empty);
  } catch {
    return null;
  }
}

/** Saves the values; an untouched form removes its draft instead. */
export function writeDraft<Values extends Record<string, string | boolean>>(
  storage: DraftStorage | null,
  formName: FormName,
  values: Values,
  empty: Values,
): void {
  if (!storage) return;
  try {
    if (isEmptyDraft(values, empty)) storage.removeItem(draftKey(formName));
    else storage.setItem(draftKey(formName), JSON.stringify({ version: VERSION, values }));
  } catch {
    // A full or blocked storage must never stop the visitor from typing.
  }
}

export function clearDraft(storage: DraftStorage | null, formName: FormName): void {
  try {
    storage?.removeItem(draftKey(formName));
  } catch {
    // As above.
  }
}

function isEmptyDraft<Values extends Record<string, string | boolean>>(
  values: Values,
  empty: Values,
): boolean {
  return Object.keys(empty).every((field) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() === '' : value === empty[field];
  });
}
