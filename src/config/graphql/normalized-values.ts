/**
 * A data file's values as GraphQL serves them to the pages: each field that
 * the schema cleans up on reading (its @normalized directive, written by
 * ./type-defs.ts) cleaned up the same way. The editor's previews read the
 * owner's values through it, so a phone typed as bare digits shows as the
 * site will show it; everything else is handed on as it is.
 */
import type { z } from 'zod';
import { NORMALIZERS } from '../normalize';
import { fieldsOf, slotOf, type Slot } from './zod-shape';

type Fields = ReturnType<typeof fieldsOf>;

/** An object schema's fields, worked out once: a preview reads them at every change. */
const fieldsByObject = new WeakMap<z.ZodObject, Fields>();

function fieldsOfOnce(object: z.ZodObject): Fields {
  const known = fieldsByObject.get(object);
  if (known) return known;
  const fields = fieldsOf(object);
  fieldsByObject.set(object, fields);
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalizedIn(slot: Slot, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (slot.normalizer) return NORMALIZERS[slot.normalizer](value);
  const { shape } = slot;
  if (shape.kind === 'list') {
    return Array.isArray(value) ? value.map((item) => normalizedIn(shape.item, item)) : value;
  }
  if (shape.kind !== 'object' || !isRecord(value)) return value;
  const normalized: Record<string, unknown> = { ...value };
  for (const { name, slot: field } of fieldsOfOnce(shape.object)) {
    if (name in normalized) normalized[name] = normalizedIn(field, normalized[name]);
  }
  return normalized;
}

/** `value`, read by `schema`, with the fields the schema cleans up cleaned up; the rest as it is. */
export function servedAsNormalized(schema: z.ZodType, value: unknown): unknown {
  return normalizedIn(slotOf(schema), value);
}
