/**
 * The settings of a list's entries, by name, in the order the schema lists
 * them: what a joined screen takes from its data into each file, and the
 * order a new entry is written in.
 */
import { z } from 'zod';

/** The keys of the entries of the list `key` of an object schema. */
export function entryKeys(schema: z.ZodObject, key: string): string[] {
  const list = schema.shape[key];
  if (!(list instanceof z.ZodArray)) throw new Error(`${key} is not a list of the schema`);
  const entry = list.element;
  if (!(entry instanceof z.ZodObject)) throw new Error(`The entries of ${key} are not objects`);
  return Object.keys(entry.shape);
}
