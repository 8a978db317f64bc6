/**
 * The GraphQL type definitions (SDL) of site.yaml and the files of data/,
 * written from their zod schemas, so that GraphQL cannot drift from what the
 * build accepts: a required value is non-null (`!`), a list is a list, a
 * vocabulary is an enum, a picture is a File. Gatsby reads them in
 * gatsby/schema-customization.ts.
 */
import type { z } from 'zod';
import { fieldsOf, type Shape, type Slot } from './zod-shape';

/** A node type: one file, e.g. SiteYaml for site.yaml. */
export interface GraphqlRoot {
  typeName: string;
  schema: z.ZodObject;
  /** Fields worked out from the file rather than written in it, as SDL lines. */
  computedFields?: readonly string[];
}

interface FieldDefinition {
  typeRef: string;
  directives: string;
  description: string | undefined;
  /** In how many of the objects that share the type the field is present, and required. */
  present: number;
  required: number;
}

interface ObjectDefinition {
  description: string | undefined;
  /** How many zod objects share this type (venues.yaml's default and its venues do). */
  objects: number;
  fields: Map<string, FieldDefinition>;
  computedFields: readonly string[];
  isRoot: boolean;
}

/**
 * GraphQL enum values are names ([_A-Za-z][_0-9A-Za-z]*). A vocabulary with
 * other words (gobo-designer, git-gateway) stays a String: an enum would
 * have to rename them (gobo_designer), and every page's data and every
 * comparison in the code would change with it.
 */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export function isGraphqlEnum(values: readonly string[]): boolean {
  return values.every((value) => GRAPHQL_NAME.test(value));
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function blockString(text: string, indent: string): string {
  return `${indent}"""${text.replace(/"""/g, '\\"""')}"""\n`;
}

class TypeDefsWriter {
  readonly objects = new Map<string, ObjectDefinition>();
  readonly enums = new Map<string, readonly string[]>();
  /** The object types being written, to stop at a type that contains itself (a sub-menu). */
  private readonly open: string[] = [];

  addObject(typeName: string, object: z.ZodObject, description: string | undefined): void {
    const definition = this.objects.get(typeName) ?? {
      description,
      objects: 0,
      fields: new Map<string, FieldDefinition>(),
      computedFields: [],
      isRoot: false,
    };
    this.objects.set(typeName, definition);
    if (this.open.includes(typeName)) return;
    this.open.push(typeName);
    definition.objects += 1;
    for (const { name, slot } of fieldsOf(object)) {
      const { typeRef, directives } = this.typeOf(slot.shape, `${typeName}.${name}`);
      const field = definition.fields.get(name) ?? {
        typeRef,
        directives: [directives, slot.normalizer && `@normalized(as: "${slot.normalizer}")`]
          .filter(Boolean)
          .join(' '),
        description: slot.description,
        present: 0,
        required: 0,
      };
      if (field.typeRef !== typeRef) {
        throw new Error(
          `${typeName}.${name} is ${field.typeRef} in one object, ${typeRef} in another.`,
        );
      }
      field.present += 1;
      if (slot.required) field.required += 1;
      definition.fields.set(name, field);
    }
    this.open.pop();
  }

  private addEnum(typeName: string, values: readonly string[]): void {
    const known = this.enums.get(typeName);
    if (known && known.join() !== values.join()) {
      throw new Error(`The enum ${typeName} is given two different lists of values.`);
    }
    this.enums.set(typeName, values);
  }

  private itemTypeOf(item: Slot, where: string): string {
    const { typeRef } = this.typeOf(item.shape, where);
    return `${typeRef}${item.required ? '!' : ''}`;
  }

  /** The GraphQL type of a value, without its `!`, and the directives that serve it. */
  typeOf(shape: Shape, where: string): { typeRef: string; directives: string } {
    switch (shape.kind) {
      case 'scalar':
        return { typeRef: shape.scalar, directives: '' };
      case 'picture':
        // A path relative to the YAML file; gatsby-transformer-sharp adds childImageSharp.
        return { typeRef: 'File', directives: '@fileByRelativePath' };
      case 'date':
        return { typeRef: 'Date', directives: `@dateformat(formatString: "${shape.format}")` };
      case 'list':
        return { typeRef: `[${this.itemTypeOf(shape.item, where)}]`, directives: '' };
      case 'enum': {
        if (!isGraphqlEnum(shape.values)) return { typeRef: 'String', directives: '' };
        const typeName = shape.typeName ?? where.split('.').map(capitalized).join('');
        this.addEnum(typeName, shape.values);
        return { typeRef: typeName, directives: '' };
      }
      case 'object': {
        if (!shape.typeName) {
          throw new Error(
            `The object at ${where} has no GraphQL type name: name it with graphqlType() (src/config/graphql/hints.ts).`,
          );
        }
        this.addObject(shape.typeName, shape.object, shape.description);
        return { typeRef: shape.typeName, directives: '' };
      }
    }
  }

  private printObject(typeName: string, definition: ObjectDefinition): string {
    const head = definition.isRoot
      ? `type ${typeName} implements Node @dontInfer {`
      : `type ${typeName} {`;
    const fields = [...definition.fields].map(([name, field]) => {
      // Non-null only where every object sharing the type requires it.
      const nonNull = field.required === definition.objects ? '!' : '';
      const line = `  ${name}: ${field.typeRef}${nonNull}${field.directives ? ` ${field.directives}` : ''}\n`;
      return (field.description ? blockString(field.description, '  ') : '') + line;
    });
    const computed = definition.computedFields.map((line) => `  ${line}\n`);
    const description = definition.description ? blockString(definition.description, '') : '';
    return `${description}${head}\n${[...fields, ...computed].join('')}}\n`;
  }

  print(): string {
    const objects = [...this.objects].map(([name, definition]) =>
      this.printObject(name, definition),
    );
    const enums = [...this.enums].map(
      ([name, values]) => `enum ${name} {\n${values.map((value) => `  ${value}\n`).join('')}}\n`,
    );
    return [...objects, ...enums].join('\n');
  }

  addRoot(root: GraphqlRoot): void {
    const description = (root.schema.meta() as { description?: string } | undefined)?.description;
    this.addObject(root.typeName, root.schema, description);
    const definition = this.objects.get(root.typeName)!;
    definition.isRoot = true;
    definition.computedFields = root.computedFields ?? [];
  }
}

/** The SDL of the node types of these files and every type they use. */
export function graphqlTypeDefs(roots: readonly GraphqlRoot[]): string {
  const writer = new TypeDefsWriter();
  for (const root of roots) writer.addRoot(root);
  return writer.print();
}
