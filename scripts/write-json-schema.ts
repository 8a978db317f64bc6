/**
 * Writes site.schema.json from the zod schema, for editors (see the
 * yaml-language-server line at the top of site.yaml). Run `npm run schema`
 * after changing src/config/schema.ts; a unit test fails until you do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jsonSchemaFileText, JSON_SCHEMA_FILE } from '../src/config/json-schema-file';

const target = path.join(process.cwd(), JSON_SCHEMA_FILE);
fs.writeFileSync(target, jsonSchemaFileText());
console.log(`Wrote ${JSON_SCHEMA_FILE}`);
