/**
 * Finds the pictures a content file names, with the rule each one must meet,
 * by reading the file's schema beside its data: a field is a picture when its
 * schema says so (content/schema.ts), whatever its key.
 */
import { z } from 'zod';
import type { PictureRule } from './pictures';
import { CONTENT_FILES, type ContentFileName } from './validate';

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  picture?: PictureRule;
}

export interface PictureField {
  /** As written in the file, from data/: images/services/music.jpg */
  image: string;
  rule: PictureRule;
  /** Where in the file, for people: "music → image". */
  entry: string;
  /** Where in the file, as its keys: ['services', 3, 'image']. */
  path: ReadonlyArray<string | number>;
}

const schemaCache = new Map<ContentFileName, SchemaNode>();

function jsonSchemaOf(name: ContentFileName): SchemaNode {
  let node = schemaCache.get(name);
  if (!node) {
    node = z.toJSONSchema(CONTENT_FILES[name].schema as z.ZodType, {
      target: 'draft-7',
    }) as SchemaNode;
    schemaCache.set(name, node);
  }
  return node;
}

/** A readable name for a list item: its id or slug when it has one, else its position. */
function itemName(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['id', 'slug']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return `item ${index + 1}`;
}

function collect(
  data: unknown,
  schema: SchemaNode | undefined,
  trail: readonly string[],
  path: ReadonlyArray<string | number>,
  found: PictureField[],
): void {
  if (!schema) return;
  if (schema.picture && typeof data === 'string') {
    found.push({ image: data, rule: schema.picture, entry: trail.join(' → '), path });
  } else if (Array.isArray(data)) {
    data.forEach((item, index) =>
      collect(item, schema.items, [...trail, itemName(item, index)], [...path, index], found),
    );
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      collect(value, schema.properties?.[key], [...trail, key], [...path, key], found);
    }
  }
}

/** The pictures `data` (the parsed content file `name`) names, in file order. */
export function picturesInContent(name: ContentFileName, data: unknown): PictureField[] {
  const found: PictureField[] = [];
  collect(data, jsonSchemaOf(name), [], [], found);
  return found;
}
