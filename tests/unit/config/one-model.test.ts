/**
 * @jest-environment node
 */
/**
 * One model of each YAML file: the zod schema is the source, and the GraphQL
 * types, the JSON Schema and the editor's fields are made from it. For every
 * value the schema describes, each of the three has it, required where the
 * schema requires it and a list where it is a list. A message names the
 * file, the path and which one disagrees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { parse } from 'yaml';
import { z } from 'zod';
import type { DecapField } from '../../../src/editor/config/decap-types';
import { editorConfig, SETTINGS_NOT_EDITED } from '../../../src/editor/config/editor-config';
import { isFixed, topLevelFields, type JsonSchema } from '../../../src/editor/config/fields';
import { PAGE_KINDS } from '../../../src/config/constants';
import { CONTENT_FILE_NAMES, CONTENT_FILES, DATA_DIR } from '../../../src/config/content/validate';
import { SITE_CONSTANTS_TYPE, siteConstants } from '../../../src/config/graphql/site-constants';
import { siteTypeDefs, yamlTypeName } from '../../../src/config/graphql/site-types';
import { siteConfigSchema, type SiteConfig } from '../../../src/config/schema';
import { siteConfigJsonSchema } from '../../../src/config/validate';
import { COMPUTED_FIELDS } from '../../../gatsby/schema-customization';
import { disagreements, readTypeDefs, zodPaths, type FileModels } from './support/one-model';
import { editorFieldsOfFile } from '../editor/support/file-fields';

const site = parse(fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8')) as SiteConfig;
const config = editorConfig(site);

/**
 * The editor's fields of a file, in the file's shape, wherever a screen shows
 * them (a venue's page is part of the Venues screen: the editor's
 * configuration test checks that screen shows each of them).
 */
function editorFieldsOf(file: string) {
  return editorFieldsOfFile(config, site, file);
}

/** Settings the editor leaves out: those it says it does not edit, and those fixed by the schema. */
function notEdited(jsonSchema: JsonSchema): Set<string> {
  const fixed = topLevelFields(jsonSchema).filter(({ field }) => isFixed(field));
  return new Set([...SETTINGS_NOT_EDITED, ...fixed.map(({ key }) => key)]);
}

function siteModels(): FileModels {
  const jsonSchema = siteConfigJsonSchema() as JsonSchema;
  return {
    file: 'site.yaml',
    schema: siteConfigSchema,
    graphqlType: yamlTypeName('site.yaml'),
    jsonSchema,
    editorFields: editorFieldsOf('site.yaml').fields,
    notEdited: notEdited(jsonSchema),
  };
}

function contentModels(): FileModels[] {
  return CONTENT_FILE_NAMES.map((name) => {
    const schema = CONTENT_FILES[name].schema as z.ZodType as z.ZodObject;
    const fields = editorFieldsOf(`${DATA_DIR}/${name}`);
    return {
      file: `${DATA_DIR}/${name}`,
      schema,
      graphqlType: yamlTypeName(name),
      jsonSchema: z.toJSONSchema(schema, { target: 'draft-7' }) as JsonSchema,
      editorFields: fields.fields,
      notEdited: new Set<string>(),
    };
  });
}

const sdl = siteTypeDefs(COMPUTED_FIELDS);
const allModels = [siteModels(), ...contentModels()];

describe('the zod schema, GraphQL, the JSON Schema and the editor agree', () => {
  it.each(allModels.map((models) => [models.file, models] as const))('%s', (_file, models) => {
    expect(disagreements(readTypeDefs(sdl), models)).toEqual([]);
  });

  it('walks every value, nested ones and list items included', () => {
    const paths = zodPaths(siteConfigSchema, 'SiteYaml').map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'business.phone',
        'business.statSources.starRating.link',
        'routes[].kind',
        'nav.footer[].items[].items',
        'voiceAssistant.attributes[].value',
      ]),
    );
    const venues = contentModels().find((models) => models.file === 'data/venues.yaml')!;
    expect(zodPaths(venues.schema, 'VenuesYaml').map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['default.image', 'venues[].capacity.seated', 'venues[].spaces']),
    );
  });
});

describe('a planted mistake is found, and named', () => {
  const models = siteModels();

  it('GraphQL: a required value made nullable', () => {
    const planted = sdl.replace('phone: String! @normalized', 'phone: String @normalized');
    expect(planted).not.toBe(sdl);
    expect(disagreements(readTypeDefs(planted), models)).toEqual([
      'site.yaml → business.phone: GraphQL says nullable (String), the zod schema required',
    ]);
  });

  it('GraphQL: a field left out, a list made single, an enum given other values', () => {
    const planted = sdl
      .replace('\n  stats: ConfigStats!\n', '\n')
      .replace('serviceArea: [String!]!', 'serviceArea: String!')
      .replace('enum DeployHost {\n  netlify', 'enum DeployHost {\n  vercel');
    expect(disagreements(readTypeDefs(planted), models)).toEqual([
      'site.yaml → business.stats: GraphQL has no such field',
      "site.yaml → business.serviceArea: GraphQL's String! is not a list as deep as the zod schema's",
      "site.yaml → deploy.host: GraphQL's DeployHost does not hold the values netlify, cloudflare, static",
    ]);
  });

  it('the JSON Schema: a required value left out of its required list', () => {
    const jsonSchema = structuredClone(models.jsonSchema);
    const business = jsonSchema.properties!.business!;
    business.required = business.required!.filter((name) => name !== 'email');
    expect(disagreements(readTypeDefs(sdl), { ...models, jsonSchema })).toEqual([
      "site.yaml → business.email: the JSON Schema's required list leaves it out, the zod schema says required",
    ]);
  });

  it('the editor: a field missing, and one made optional', () => {
    const without = (fields: readonly DecapField[], name: string): DecapField[] =>
      fields.map((field) => ({
        ...field,
        required: field.name === 'siteUrl' ? false : field.required,
        ...(field.fields ? { fields: field.fields.filter((inner) => inner.name !== name) } : {}),
      }));
    const editorFields = without(models.editorFields, 'locality');
    expect(disagreements(readTypeDefs(sdl), { ...models, editorFields })).toEqual([
      "site.yaml → siteUrl: the editor's field is optional, the zod schema's required",
      'site.yaml → venues[].locality: the editor has no field for it',
    ]);
  });

  it('a new setting added to the zod schema only: all three are told', () => {
    const schema = siteConfigSchema.extend({ newsletter: z.string() });
    expect(disagreements(readTypeDefs(sdl), { ...models, schema })).toEqual([
      'site.yaml → newsletter: GraphQL has no such field',
      'site.yaml → newsletter: the JSON Schema has no such property',
      'site.yaml → newsletter: the editor has no field for it',
    ]);
  });
});

describe('the constants in GraphQL (SiteConstants)', () => {
  it('has a field for each constant of src/config/constants.ts, with its values', () => {
    const type = readTypeDefs(sdl).getType(SITE_CONSTANTS_TYPE);
    if (!isObjectType(type)) throw new Error('GraphQL has no SiteConstants type.');
    const constants = siteConstants();
    expect(Object.keys(type.getFields()).filter((name) => name !== 'id')).toEqual(
      Object.keys(constants),
    );
    expect(constants.pageKinds).toEqual([...PAGE_KINDS]);
    expect(String(type.getFields().deployHosts!.type)).toBe('[DeployHost!]!');
    expect(String(type.getFields().pageKinds!.type)).toBe('[String!]!');
  });
});
