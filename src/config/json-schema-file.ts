import { siteConfigJsonSchema } from './validate';

export const JSON_SCHEMA_FILE = 'site.schema.json';

/** The exact text of site.schema.json, so a test can tell when it is stale. */
export function jsonSchemaFileText(): string {
  const schema = {
    ...siteConfigJsonSchema(),
    $comment: 'Generated from src/config/schema.ts by `npm run schema`. Do not edit by hand.',
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
