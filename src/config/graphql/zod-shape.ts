/**
 * The shape of a zod schema as the data's readers see it: objects, lists,
 * scalars, vocabularies and pictures, each value required or not. The
 * GraphQL types are written from it (./type-defs.ts), and the test that the
 * schema, GraphQL, the JSON Schema and the editor agree walks it too.
 */
import { z } from 'zod';
import { NORMALIZERS, type NormalizerName } from '../normalize';
import { graphqlHints, type GraphqlHint } from './hints';

export type ScalarName = 'String' | 'Int' | 'Float' | 'Boolean';

export type Shape =
  | { kind: 'object'; object: z.ZodObject; typeName: string | undefined; description?: string }
  | { kind: 'list'; item: Slot }
  | { kind: 'scalar'; scalar: ScalarName }
  | { kind: 'enum'; values: readonly string[]; typeName: string | undefined }
  | { kind: 'date'; format: string }
  | { kind: 'picture' };

/** One place for a value: a field of an object, or the items of a list. */
export interface Slot {
  required: boolean;
  shape: Shape;
  description: string | undefined;
  /** The clean-up the schema applies on reading (z.preprocess with one of NORMALIZERS). */
  normalizer: NormalizerName | undefined;
}

interface Unwrapped {
  schema: z.ZodType;
  required: boolean;
  description: string | undefined;
  picture: boolean;
  hint: GraphqlHint;
  normalizer: NormalizerName | undefined;
}

function normalizerOf(transform: z.ZodTransform): NormalizerName | undefined {
  const names = Object.keys(NORMALIZERS) as NormalizerName[];
  return names.find((name) => NORMALIZERS[name] === transform.def.transform);
}

/** The schema under optional, lazy and preprocess wrappers, with what the wrappers say. */
function unwrap(schema: z.ZodType): Unwrapped {
  const found: Unwrapped = {
    schema,
    required: true,
    description: undefined,
    picture: false,
    hint: {},
    normalizer: undefined,
  };
  for (;;) {
    const current = found.schema;
    const meta = z.globalRegistry.get(current);
    found.description ??= meta?.description;
    found.picture ||= meta?.picture !== undefined;
    // The outermost hint wins, like the outermost description.
    found.hint = { ...graphqlHints.get(current), ...found.hint };
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      found.required = false;
      found.schema = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault || current instanceof z.ZodLazy) {
      found.schema = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // z.preprocess: a transform in front of the schema that checks the value.
      if (current.in instanceof z.ZodTransform) {
        found.normalizer ??= normalizerOf(current.in);
        found.schema = current.out as z.ZodType;
      } else found.schema = current.in as z.ZodType;
    } else return found;
  }
}

function scalarOfLiteral(literal: z.ZodLiteral): ScalarName {
  const [value] = [...literal.values];
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int' : 'Float';
  return 'String';
}

function shapeOf(found: Unwrapped): Shape {
  const { schema, hint } = found;
  if (found.picture) return { kind: 'picture' };
  if (schema instanceof z.ZodObject) {
    const description = z.globalRegistry.get(schema)?.description;
    return { kind: 'object', object: schema, typeName: hint.typeName, description };
  }
  if (schema instanceof z.ZodArray)
    return { kind: 'list', item: slotOf(schema.element as z.ZodType) };
  if (schema instanceof z.ZodEnum) {
    return { kind: 'enum', values: schema.options.map(String), typeName: hint.typeName };
  }
  if (schema instanceof z.ZodString) {
    return hint.dateFormat
      ? { kind: 'date', format: hint.dateFormat }
      : { kind: 'scalar', scalar: 'String' };
  }
  if (schema instanceof z.ZodNumber)
    return { kind: 'scalar', scalar: schema.isInt ? 'Int' : 'Float' };
  if (schema instanceof z.ZodBoolean) return { kind: 'scalar', scalar: 'Boolean' };
  if (schema instanceof z.ZodLiteral) return { kind: 'scalar', scalar: scalarOfLiteral(schema) };
  throw new Error(
    `A zod ${schema.def.type} has no shape for GraphQL: describe it in zod-shape.ts.`,
  );
}

export function slotOf(schema: z.ZodType): Slot {
  const found = unwrap(schema);
  return {
    required: found.required,
    shape: shapeOf(found),
    description: found.description,
    normalizer: found.normalizer,
  };
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(object: z.ZodObject): Array<{ name: string; slot: Slot }> {
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
    name,
    slot: slotOf(schema),
  }));
}
