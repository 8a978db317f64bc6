/**
 * Compares the four descriptions of a YAML file's shape: its zod schema (the
 * source), the GraphQL types written from it, its JSON Schema and the
 * browser editor's fields. Each disagreement is one line naming the file,
 * the path and which description differs.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { z } from 'zod';
import type { DecapField } from '../../../../src/editor/config/decap-types';
import type { JsonSchema } from '../../../../src/editor/config/fields';
import { isGraphqlEnum } from '../../../../src/config/graphql/type-defs';
import { fieldsOf, type Slot } from '../../../../src/config/graphql/zod-shape';

/** One value the zod schema describes, e.g. business.phone or routes[].kind. */
export interface ZodPath {
  path: string;
  /** The field's name and the object holding it. */
  name: string;
  owner: z.ZodObject;
  ownerType: string | undefined;
  slot: Slot;
  /** False under an optional object: the editor then asks for nothing inside it. */
  ancestorsRequired: boolean;
}

/** Every value of an object schema, depth first; a type that contains itself is walked once. */
export function zodPaths(
  object: z.ZodObject,
  ownerType: string | undefined,
  prefix = '',
  ancestorsRequired = true,
  open: readonly string[] = [],
): ZodPath[] {
  return fieldsOf(object).flatMap(({ name, slot }) => {
    const path = `${prefix}${name}`;
    const here: ZodPath = { path, name, owner: object, ownerType, slot, ancestorsRequired };
    let shape = slot.shape;
    let inner = path;
    while (shape.kind === 'list') {
      shape = shape.item.shape;
      inner += '[]';
    }
    if (shape.kind !== 'object' || (shape.typeName && open.includes(shape.typeName))) return [here];
    const nested = zodPaths(
      shape.object,
      shape.typeName,
      `${inner}.`,
      // Decap asks for nothing under an optional object; an optional list's entries are whole.
      ancestorsRequired && (slot.required || slot.shape.kind === 'list'),
      shape.typeName ? [...open, shape.typeName] : open,
    );
    return [here, ...nested];
  });
}

/** The stand-ins for Gatsby's own types and directives, to read the SDL without Gatsby. */
const GATSBY_PRELUDE = `
  interface Node { id: ID! }
  type File implements Node { id: ID! relativePath: String! }
  scalar Date
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @normalized(as: String!) on FIELD_DEFINITION
  directive @galleryShownOn on FIELD_DEFINITION
`;

/** The SDL as GraphQL reads it; node types get Gatsby's `id`, as Gatsby adds it. */
export function readTypeDefs(sdl: string): GraphQLSchema {
  const withIds = sdl.replace(
    /implements Node @dontInfer \{/g,
    'implements Node @dontInfer { id: ID!',
  );
  return buildSchema(`${GATSBY_PRELUDE}\n${withIds}`);
}

/** A file as each of the four describes it. */
export interface FileModels {
  file: string;
  schema: z.ZodObject;
  graphqlType: string;
  jsonSchema: JsonSchema;
  /** The editor's fields for the file's top-level settings. */
  editorFields: readonly DecapField[];
  /** Top-level settings the editor leaves out on purpose. */
  notEdited: ReadonlySet<string>;
}

/** Whether each object that shares a GraphQL type requires this field (absent counts as not). */
function requiredInEveryObject(paths: readonly ZodPath[], target: ZodPath): boolean {
  if (!target.ownerType) return target.slot.required;
  const sharing = paths.filter((other) => other.ownerType === target.ownerType);
  const owners = new Set(sharing.map((other) => other.owner));
  return [...owners].every((owner) =>
    sharing.some(
      (other) => other.owner === owner && other.name === target.name && other.slot.required,
    ),
  );
}

function listDepth(slot: Slot): number {
  return slot.shape.kind === 'list' ? 1 + listDepth(slot.shape.item) : 0;
}

function graphqlListDepth(type: GraphQLOutputType): number {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? 1 + graphqlListDepth(inner.ofType) : 0;
}

function innermost(slot: Slot): Slot {
  return slot.shape.kind === 'list' ? innermost(slot.shape.item) : slot;
}

function graphqlDisagreements(
  target: ZodPath,
  field: GraphQLField<unknown, unknown> | undefined,
  requiredThere: boolean,
): string[] {
  if (!field) return ['GraphQL has no such field'];
  const problems: string[] = [];
  if (isNonNullType(field.type) !== requiredThere) {
    problems.push(
      `GraphQL says ${isNonNullType(field.type) ? 'non-null' : 'nullable'} (${String(field.type)}), the zod schema ${requiredThere ? 'required' : 'optional'}`,
    );
  }
  if (graphqlListDepth(field.type) !== listDepth(target.slot)) {
    problems.push(`GraphQL's ${String(field.type)} is not a list as deep as the zod schema's`);
  }
  const leaf = innermost(target.slot).shape;
  const named = getNamedType(field.type);
  if (leaf.kind === 'enum') {
    const expected = isGraphqlEnum(leaf.values) ? leaf.values.join() : undefined;
    const actual = isEnumType(named)
      ? named
          .getValues()
          .map((value) => value.name)
          .join()
      : undefined;
    if (expected !== actual && !(expected === undefined && named.name === 'String')) {
      problems.push(`GraphQL's ${named.name} does not hold the values ${leaf.values.join(', ')}`);
    }
  }
  if (leaf.kind === 'picture' && named.name !== 'File')
    problems.push('GraphQL does not serve the picture as a File');
  return problems;
}

type JsonWalk = { node: JsonSchema | undefined; parent: JsonSchema | undefined };

function resolveJson(root: JsonSchema, node: JsonSchema | undefined): JsonSchema | undefined {
  if (node?.$ref)
    return resolveJson(root, root.definitions?.[node.$ref.replace('#/definitions/', '')]);
  // An optional value zod writes as "this or null": the value is the other option.
  const anyOf = (node as { anyOf?: Array<JsonSchema | { type: 'null' }> } | undefined)?.anyOf;
  if (anyOf) {
    const value = anyOf.find((option): option is JsonSchema => option.type !== 'null');
    return resolveJson(root, value);
  }
  return node;
}

function jsonAt(root: JsonSchema, path: string): JsonWalk {
  let parent: JsonSchema | undefined;
  let node = resolveJson(root, root);
  for (const part of path.split('.')) {
    const name = part.replace(/\[\]/g, '');
    parent = node;
    node = resolveJson(root, node?.properties?.[name]);
    for (let depth = part.length - name.length; depth > 0; depth -= 2)
      node = resolveJson(root, node?.items);
  }
  return { node, parent };
}

function jsonDisagreements(models: FileModels, target: ZodPath): string[] {
  const { node, parent } = jsonAt(models.jsonSchema, target.path);
  const own = resolveJson(models.jsonSchema, parent?.properties?.[target.name]);
  if (!node || !own) return ['the JSON Schema has no such property'];
  const problems: string[] = [];
  const required = (parent?.required ?? []).includes(target.name);
  if (required !== target.slot.required) {
    problems.push(
      `the JSON Schema's required list ${required ? 'names it' : 'leaves it out'}, the zod schema says ${target.slot.required ? 'required' : 'optional'}`,
    );
  }
  if ((own.type === 'array') !== (target.slot.shape.kind === 'list')) {
    problems.push(
      `the JSON Schema's type is ${own.type ?? 'unset'}, the zod schema's ${target.slot.shape.kind}`,
    );
  }
  return problems;
}

function editorFieldAt(models: FileModels, path: string): DecapField | undefined {
  let fields: readonly DecapField[] | undefined = models.editorFields;
  let found: DecapField | undefined;
  for (const part of path.split('.')) {
    found = fields?.find((field) => field.name === part.replace(/\[\]/g, ''));
    fields = found?.fields ?? found?.field?.fields;
  }
  return found;
}

function editorDisagreements(models: FileModels, target: ZodPath): string[] {
  const topLevel = target.path.split(/[.[]/)[0]!;
  if (models.notEdited.has(topLevel)) return [];
  const field = editorFieldAt(models, target.path);
  if (!field) return ['the editor has no field for it'];
  const problems: string[] = [];
  const required = field.required !== false;
  // Under an optional object the editor asks for nothing (src/editor/config/fields.ts).
  const expected = target.slot.required && target.ancestorsRequired;
  if (required !== expected) {
    problems.push(
      `the editor's field is ${required ? 'required' : 'optional'}, the zod schema's ${expected ? 'required' : 'optional'}`,
    );
  }
  // A list of things of the site is picked from one list of their names (a venue's services).
  const isList =
    /(^|-)list$/.test(field.widget) || (/(^|-)pick$/.test(field.widget) && field.multiple === true);
  if (isList !== (target.slot.shape.kind === 'list')) {
    problems.push(
      `the editor's widget is ${field.widget}, the zod schema's value a ${target.slot.shape.kind}`,
    );
  }
  return problems;
}

/** Every disagreement between the zod schema and the three descriptions made from it. */
export function disagreements(graphql: GraphQLSchema, models: FileModels): string[] {
  const paths = zodPaths(models.schema, models.graphqlType);
  return paths.flatMap((target) => {
    const owner = target.ownerType ? graphql.getType(target.ownerType) : undefined;
    const field =
      owner && isObjectType(owner)
        ? (owner as GraphQLObjectType).getFields()[target.name]
        : undefined;
    const problems = [
      ...(owner
        ? graphqlDisagreements(target, field, requiredInEveryObject(paths, target))
        : [`GraphQL has no type ${target.ownerType ?? '(unnamed)'}`]),
      ...jsonDisagreements(models, target),
      ...editorDisagreements(models, target),
    ];
    return problems.map((problem) => `${models.file} → ${target.path}: ${problem}`);
  });
}
