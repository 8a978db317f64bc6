/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { jsonSchemaFileText, JSON_SCHEMA_FILE } from '../../../src/config/json-schema-file';
import { validateSiteConfigText } from '../../../src/config/validate';

type SchemaNode = {
  type?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
};

/**
 * Whether a node of site.schema.json takes a value, as an editor checks it:
 * the keywords the schema uses on these settings (type, pattern, the
 * bounds of a number, anyOf); an object is taken by its type here.
 */
function accepts(node: SchemaNode, value: unknown): boolean {
  if (node.anyOf) return node.anyOf.some((option) => accepts(option, value));
  const typeOk =
    node.type === undefined ||
    (node.type === 'null' && value === null) ||
    (node.type === 'integer' && Number.isInteger(value)) ||
    (node.type === 'number' && typeof value === 'number') ||
    (node.type === 'string' && typeof value === 'string') ||
    (node.type === 'object' &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value));
  if (!typeOk) return false;
  if (node.pattern !== undefined && typeof value === 'string') {
    if (!new RegExp(node.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (node.minimum !== undefined && value < node.minimum) return false;
    if (node.maximum !== undefined && value > node.maximum) return false;
  }
  return true;
}

const SHIPPED_SITE = fs.readFileSync(path.join(process.cwd(), 'site.yaml'), 'utf8');

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
      properties: Record<string, SchemaNode>;
      required: string[];
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['siteUrl', 'business', 'routes', 'redirects', 'venues', 'nav']),
    );
    const phone = schema.properties.business?.properties?.phone;
    const phonePattern = phone?.anyOf?.find((option) => option.type === 'string')?.pattern;
    expect(phonePattern).toBeDefined();
    expect(new RegExp(phonePattern ?? '^$').test('(201) 555-0147')).toBe(true);
    expect(new RegExp(phonePattern ?? '^$').test('call me')).toBe(false);
  });

  describe('agrees with the build on what an owner may write', () => {
    const schema = JSON.parse(jsonSchemaFileText()) as SchemaNode;
    /** The node of a setting, through the choice (anyOf) of an object or nothing. */
    const nodeAt = (...keys: string[]) =>
      keys.reduce<SchemaNode | undefined>((node, key) => {
        const object = node?.anyOf?.find((option) => option.properties) ?? node;
        return object?.properties?.[key];
      }, schema);

    /** site.yaml with one line replaced, and what it holds at `keys` once parsed. */
    function edited(line: RegExp, replacement: string, keys: string[]) {
      expect(SHIPPED_SITE).toMatch(line);
      const text = SHIPPED_SITE.replace(line, replacement);
      const value = keys.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | null)?.[key],
        parse(text),
      );
      return { text, value };
    }

    it.each([
      ['a phone written as bare digits', '  phone: 2015550147', true],
      ['a phone with the country code as bare digits', '  phone: 12015550147', true],
      ['a phone written the usual way', '  phone: 201-555-0147', true],
      ['too few digits', '  phone: 5550147', false],
      ['an area code starting with 1', '  phone: 1015550147', false],
    ])('%s', (_case, line, acceptedByBuild) => {
      const { text, value } = edited(/^ {2}phone: .*$/m, line, ['business', 'phone']);
      expect(validateSiteConfigText(text).ok).toBe(acceptedByBuild);
      expect(accepts(nodeAt('business', 'phone')!, value)).toBe(acceptedByBuild);
    });

    it.each([
      ['a bare security: heading', '# security:\n', 'security:\n', ['security']],
      [
        'cspReportUrl: with nothing after it',
        '# security:\n#   cspReportUrl: https://example-events.report-uri.com/r/d/csp/enforce',
        'security:\n  cspReportUrl:',
        ['security', 'cspReportUrl'],
      ],
    ])('%s', (_case, commented, written, keys) => {
      expect(SHIPPED_SITE).toContain(commented);
      const text = SHIPPED_SITE.replace(commented, written);
      const value = keys.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | null)?.[key],
        parse(text),
      );
      expect(value).toBeNull();
      expect(validateSiteConfigText(text).ok).toBe(true);
      expect(accepts(nodeAt(...keys)!, value)).toBe(true);
    });

    it('still refuses what the build refuses there: an address over http://', () => {
      const text = SHIPPED_SITE.replace(
        '# security:\n#   cspReportUrl: https://',
        'security:\n  cspReportUrl: http://',
      );
      expect(validateSiteConfigText(text).ok).toBe(false);
      const url = (parse(text) as { security: { cspReportUrl: string } }).security.cspReportUrl;
      expect(accepts(nodeAt('security', 'cspReportUrl')!, url)).toBe(false);
    });
  });
});
