/**
 * What an empty field of a form leaves in the file: nothing. Shared by the
 * save (backend/checked-backend.ts) and the checks before it
 * (entry-problems.ts), so both see the file the save would write.
 */
import { isRecord } from '../../lib/json';

/**
 * Decap gives an optional field the person never filled, or emptied, as
 * null or "" (and an untouched list as []): such a setting is left out of the
 * file rather than written empty, unless the file already had it.
 */
export function withoutEmptySettings(data: unknown, base: unknown): unknown {
  if (Array.isArray(data)) {
    return data.map((item, index) =>
      withoutEmptySettings(item, Array.isArray(base) ? base[index] : undefined),
    );
  }
  if (typeof data !== 'object' || data === null) return data;
  const baseRecord = isRecord(base) ? base : {};
  const entries = Object.entries(data).flatMap(([key, value]): Array<[string, unknown]> => {
    const empty =
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (empty && !(key in baseRecord && Array.isArray(value))) return [];
    return [[key, withoutEmptySettings(value, baseRecord[key])]];
  });
  return Object.fromEntries(entries);
}
