/**
 * The GraphQL node types of the site's YAML files: site.yaml is SiteYaml,
 * data/venues.yaml is VenuesYaml (gatsby/yaml-nodes.ts names them with
 * yamlTypeName), each written from the file's zod schema; and SiteConstants,
 * the vocabularies of src/config/constants.ts.
 */
import { z } from 'zod';
import { CONTENT_FILES, CONTENT_FILE_NAMES } from '../content/validate';
import { siteConfigSchema } from '../schema';
import { SITE_CONSTANTS_TYPE, siteConstantsSchema } from './site-constants';
import { graphqlTypeDefs, type GraphqlRoot } from './type-defs';

/** site → SiteYaml, venues.yaml → VenuesYaml: one type per file, named after it. */
export function yamlTypeName(fileName: string): string {
  const words = fileName
    .replace(/\.ya?ml$/, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Yaml`;
}

/** Fields computed from a file rather than read from it, by node type, as SDL lines. */
export type ComputedFields = Partial<Record<string, readonly string[]>>;

/** The node types of site.yaml, of each data file and of the constants (./site-constants.ts). */
export function siteGraphqlRoots(computedFields: ComputedFields = {}): GraphqlRoot[] {
  const contentRoots = CONTENT_FILE_NAMES.map((name) => {
    const schema: z.ZodType = CONTENT_FILES[name].schema;
    if (!(schema instanceof z.ZodObject)) {
      throw new Error(`data/${name}: its schema must be an object to become a GraphQL type.`);
    }
    return { typeName: yamlTypeName(name), schema };
  });
  return [
    { typeName: yamlTypeName('site.yaml'), schema: siteConfigSchema },
    ...contentRoots,
    { typeName: SITE_CONSTANTS_TYPE, schema: siteConstantsSchema },
  ].map((root) => ({ ...root, computedFields: computedFields[root.typeName] ?? [] }));
}

/** The SDL Gatsby is given for site.yaml and data/. */
export function siteTypeDefs(computedFields: ComputedFields = {}): string {
  return graphqlTypeDefs(siteGraphqlRoots(computedFields));
}
