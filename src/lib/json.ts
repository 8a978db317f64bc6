/**
 * Plain data as JSON (and YAML, once parsed) holds it: the one type for such
 * values, and the one test for "an object with named entries".
 */

/** A value JSON writes without quotes or brackets. */
export type JsonScalar = string | number | boolean | null;

/**
 * Any JSON value whose leaves are `Leaf`: every scalar by default; texts only
 * for a translation file (src/i18n/translate.ts, TranslationValue).
 */
export type JsonValue<Leaf = JsonScalar> = Leaf | JsonValue<Leaf>[] | JsonObject<Leaf>;

/** A JSON object: named entries, each a JsonValue with the same leaves. */
export type JsonObject<Leaf = JsonScalar> = { [key: string]: JsonValue<Leaf> };

/** An object with named entries: not null, and not a list. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
