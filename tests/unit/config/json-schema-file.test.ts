/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { jsonSchemaFileText, JSON_SCHEMA_FILE } from '../../../src/config/json-schema-file';

describe('site.schema.json (editor autocomplete for site.yaml)', () => {
  const file = path.join(process.cwd(), JSON_SCHEMA_FILE);

  it('is referenced from the first line of site.yaml', () => {
    const firstLine = fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8').split('\n')[0];
    expect(firstLine).toBe(`# yaml-language-server: $schema=./${JSON_SCHEMA_FILE}`);
  });

  it('matches the zod schema (run `npm run schema` if this fails)', () => {
    expect(fs.readFileSync(file, 'utf8')).toBe(jsonSchemaFileText());
  });

  it('describes the settings an owner edits, with patterns editors can check', () => {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      properties: Record<string, { properties?: Record<string, { pattern?: string }> }>;
      required: string[];
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['siteUrl', 'business', 'routes', 'redirects', 'venues', 'nav']),
    );
    const phonePattern = schema.properties.business?.properties?.phone?.pattern;
    expect(phonePattern).toBeDefined();
    expect(new RegExp(phonePattern ?? '^$').test('(201) 555-0147')).toBe(true);
    expect(new RegExp(phonePattern ?? '^$').test('call me')).toBe(false);
  });
});
