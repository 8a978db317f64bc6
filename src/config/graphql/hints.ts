/**
 * What GraphQL needs to know about a schema beyond its shape: the name of
 * an object's type or of a vocabulary's enum, and the format of a date. They
 * live in a registry of their own rather than in `.meta()`, which
 * z.toJSONSchema copies into site.schema.json and the editor's fields.
 * Like `.meta()`, a hint is inherited by the copies `.meta()` makes, but not
 * by those `.refine()` makes: name a refined schema after its refinements.
 */
import { z } from 'zod';

export interface GraphqlHint {
  /** The GraphQL type of an object, or the enum of a vocabulary: ConfigBusiness, PageKind. */
  typeName?: string;
  /** A date written as text: served as GraphQL's Date, formatted with @dateformat. */
  dateFormat?: string;
}

export const graphqlHints = z.registry<GraphqlHint>();

/** Names the GraphQL type (object or enum) of a schema. */
export function graphqlType<Schema extends z.ZodType>(typeName: string, schema: Schema): Schema {
  graphqlHints.add(schema, { typeName });
  return schema;
}

/** Serves a date kept as text (YYYY-MM-DD) as GraphQL's Date, in this format. */
export function graphqlDate<Schema extends z.ZodType>(dateFormat: string, schema: Schema): Schema {
  graphqlHints.add(schema, { dateFormat });
  return schema;
}
