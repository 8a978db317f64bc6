/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * One model: the editor's screens and fields are made from the schemas the
 * build validates with. These tests fail when the two disagree: a setting
 * without a field, a field without a setting, a label, help text, rule or
 * choice list that differs, or a shipped value the editor would refuse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { repositoryPath } from '../../../src/editor/checks/project-state';
import { CHECKED_BASES } from '../../../src/editor/widgets/checked';
import type { DecapField, DecapFileEntry } from '../../../src/editor/config/decap-types';
import { fillSummary } from '../../../src/editor/config/fields';
import {
  editorConfig,
  JSON_FORMAT,
  localBackend,
  TEXTS_FIELD,
  YAML_FORMAT,
} from '../../../src/editor/config/editor-config';
import { CONTENT_FILES, type ContentFileName } from '../../../src/config/content/validate';
import type { SiteConfig } from '../../../src/config/schema';
import { siteConfigJsonSchema } from '../../../src/config/validate';
import { AUTH_PATH } from '../../../src/sign-in/settings';
import { decapValidateConfig } from './support/decap-validation';

const ROOT = process.cwd();
const site = parse(fs.readFileSync(path.join(ROOT, 'site.yaml'), 'utf8')) as SiteConfig;
const config = editorConfig(site);

interface SchemaNode {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: string[];
  const?: unknown;
  pattern?: string;
  patternErrorMessage?: string;
  picture?: unknown;
  definitions?: Record<string, SchemaNode>;
}

/** Settings of site.yaml the editor leaves out on purpose (editor-config.ts says why). */
const NOT_EDITED = ['editor', 'menu', 'security'];

const ourWidgets = Object.fromEntries([
  ['picture', 'image'],
  [TEXTS_FIELD, undefined],
  ...CHECKED_BASES.map((base) => [`checked-${base}`, base === 'picture' ? 'image' : base]),
]);

/** Every setting a schema describes, by path (lists as []), with its schema node and whether required. */
function schemaLeaves(root: SchemaNode): Map<string, { node: SchemaNode; required: boolean }> {
  const found = new Map<string, { node: SchemaNode; required: boolean }>();
  const resolve = (node: SchemaNode) =>
    node.$ref ? { ...root.definitions?.[node.$ref.replace('#/definitions/', '')], ...node } : node;
  const walk = (raw: SchemaNode, at: string, required: boolean, depth: number) => {
    const node = resolve(raw);
    found.set(at, { node, required });
    if (depth > 10 || node.picture) return;
    if (node.type === 'object') {
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        // Inside an optional object, the editor requires nothing: the
        // object may be left out whole (the build checks its parts).
        const childRequired = required && (node.required ?? []).includes(key);
        walk(child, at ? `${at}.${key}` : key, childRequired, depth + 1);
      }
    } else if (node.type === 'array' && node.items) {
      walk(node.items, `${at}[]`, true, depth + 1);
    }
  };
  walk(root, '', true, 0);
  found.delete('');
  return found;
}

/** Every field of a screen list, by the same paths. */
function fieldLeaves(fields: readonly DecapField[], at = ''): Map<string, DecapField> {
  const found = new Map<string, DecapField>();
  for (const field of fields) {
    const own = at ? `${at}.${field.name}` : field.name;
    found.set(own, field);
    const items = field.widget.endsWith('list') ? `${own}[]` : own;
    if (field.widget.endsWith('list')) found.set(items, field.field ?? field);
    if (field.fields)
      fieldLeaves(field.fields, items).forEach((value, key) => found.set(key, value));
    if (field.field?.fields) {
      fieldLeaves(field.field.fields, items).forEach((value, key) => found.set(key, value));
    }
  }
  return found;
}

function screensFor(file: string): DecapFileEntry[] {
  return config.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.filter((entry) => repositoryPath(entry.file) === file)
      : [],
  );
}

const FILES: Array<{ file: string; schema: SchemaNode; excluded: string[] }> = [
  { file: 'site.yaml', schema: siteConfigJsonSchema() as SchemaNode, excluded: NOT_EDITED },
  ...(Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => ({
    file: `data/${name}`,
    schema: z.toJSONSchema(CONTENT_FILES[name].schema as z.ZodType, {
      target: 'draft-7',
    }) as SchemaNode,
    excluded: [],
  })),
];

/**
 * Menus nest one level deep (the site.yaml checks enforce it), so an entry of
 * a sub-menu has no sub-menu field. Counting the `items` on a path: a menu
 * group (the Services drop-down, a footer column) holds its entries in
 * `items` too, which is no nesting.
 */
function isBeyondNesting(at: string): boolean {
  const items = (at.match(/(^|\.)items(\[\])?(?=\.|$)/g) ?? []).length;
  const inGroup = /^nav\.(services|footer\[\])\./.test(at);
  return items - (inGroup ? 1 : 0) >= 2;
}

describe.each(FILES)('the editor’s fields for $file', ({ file, schema, excluded }) => {
  const leaves = [...schemaLeaves(schema)].filter(
    ([at]) =>
      !excluded.some((key) => at === key || at.startsWith(`${key}.`) || at.startsWith(`${key}[`)),
  );
  const fields = fieldLeaves(screensFor(file).flatMap((screen) => screen.fields));

  it('cover every setting of the schema, and nothing else', () => {
    const settings = leaves.map(([at]) => at).filter((at) => !isBeyondNesting(at));
    expect([...fields.keys()].sort()).toEqual([...new Set(settings)].sort());
  });

  it.each(leaves.filter(([at]) => fields.has(at) && !at.endsWith('[]')))(
    '%s has the schema’s label, help, requirement and rules',
    (at, { node, required }) => {
      const field = fields.get(at)!;
      if (node.title) expect(field.label).toBe(node.title);
      if (node.description) expect(field.hint).toBe(node.description);
      expect(field.required !== false).toBe(required);
      if (node.enum) expect(field.options).toEqual(node.enum);
      if (node.const !== undefined)
        expect(field).toMatchObject({ widget: 'hidden', default: node.const });
      if (node.pattern) {
        expect(field.pattern).toEqual([node.pattern, node.patternErrorMessage]);
      }
      if (node.picture) expect(field.picture).toEqual(node.picture);
    },
  );
});

describe('the editor’s screens', () => {
  it('give every setting of site.yaml its own screen, except the ones left to developers', () => {
    // Optional sections the shipped file leaves out (analytics) get their screen too.
    const schemaKeys = Object.keys((siteConfigJsonSchema() as SchemaNode).properties ?? {});
    const settings = schemaKeys.filter((key) => !NOT_EDITED.includes(key));
    expect(settings).toEqual(
      expect.arrayContaining(Object.keys(site).filter((key) => !NOT_EDITED.includes(key))),
    );
    expect(screensFor('site.yaml').map((screen) => screen.name)).toEqual(settings);
    // Decap tells entries apart by path: each screen names its part of the file.
    expect(screensFor('site.yaml').map((screen) => screen.file)).toEqual(
      settings.map((key) => `site.yaml#${key}`),
    );
  });

  it('name each list entry by its own values, a venue page by its venue', () => {
    const venuePages = screensFor('data/venues.yaml')[0]?.fields.find((f) => f.name === 'venues');
    expect(venuePages?.summary).toBe('{{fields.slug}}');
    expect(fillSummary(venuePages!.summary!, { slug: 'bear-brook-valley' })).toBe(
      'bear-brook-valley',
    );
    const redirects = screensFor('site.yaml').find((screen) => screen.name === 'redirects');
    expect(fillSummary(redirects!.fields[0]!.summary!, { from: '/dj/', to: '/music/' })).toBe(
      '/dj/ → /music/',
    );
  });

  it('have one screen for each content file', () => {
    const contentFiles = FILES.slice(1);
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(contentFiles.map(({ file }) => screensFor(file).length)).toEqual(
      contentFiles.map(() => 1),
    );
  });

  it('accept every value of the shipped files: patterns, choices and limits agree with the build', () => {
    const refused: string[] = [];
    const check = (field: DecapField | undefined, value: unknown, at: string) => {
      if (!field || value === undefined) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => check(field.field ?? field, item, `${at}[${index}]`));
        if (field.fields) {
          value.forEach((item, index) => {
            for (const child of field.fields ?? []) {
              check(
                child,
                (item as Record<string, unknown>)[child.name],
                `${at}[${index}].${child.name}`,
              );
            }
          });
        }
        return;
      }
      if (field.fields && typeof value === 'object' && value !== null) {
        for (const child of field.fields) {
          check(child, (value as Record<string, unknown>)[child.name], `${at}.${child.name}`);
        }
        return;
      }
      if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) refused.push(at);
      if (field.options && !field.options.includes(String(value))) refused.push(at);
      if (field.min !== undefined && typeof value === 'number' && value < field.min)
        refused.push(at);
      if (field.max !== undefined && typeof value === 'number' && value > field.max)
        refused.push(at);
    };
    for (const { file } of FILES) {
      const data = parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
      for (const screen of screensFor(file)) {
        for (const field of screen.fields) check(field, data[field.name], `${file} ${field.name}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('keep every translation file in one collection, English first, in each language of the site', () => {
    const texts = config.collections.find((collection) => collection.name === 'texts');
    expect(texts).toMatchObject({
      folder: 'src/locales',
      format: JSON_FORMAT,
      i18n: { structure: 'multiple_folders', default_locale: 'en', locales: ['en', 'es', 'it'] },
    });
  });
});

describe('Decap’s own check of the configuration', () => {
  const validate = decapValidateConfig(ourWidgets, {
    [YAML_FORMAT]: 'yaml',
    [JSON_FORMAT]: 'json',
  });

  it('accepts the deployed and the local editor’s configuration', () => {
    expect(() => validate(config)).not.toThrow();
    expect(() => validate(editorConfig(site, localBackend('main')))).not.toThrow();
  });

  it('is strict enough to refuse a broken one', () => {
    const broken = { ...config, collections: [{ name: 'settings', label: 'x' }] };
    expect(() => validate(broken)).toThrow();
  });
});

describe('how the deployed editor signs in', () => {
  const validate = decapValidateConfig(ourWidgets, {
    [YAML_FORMAT]: 'yaml',
    [JSON_FORMAT]: 'json',
  });
  const github = { ...site.editor, backend: 'github' as const, repo: 'brightnight/website' };
  const on = (host: SiteConfig['deploy']['host'], editor: SiteConfig['editor'] = github) =>
    editorConfig({ ...site, editor, deploy: { ...site.deploy, host } }).backend;
  /** The address Decap opens its sign-in window at (decap-cms-lib-auth, netlify-auth.js). */
  const signInWindow = ({ base_url = 'https://api.netlify.com', auth_endpoint = 'auth' }) =>
    `${base_url.replace(/\/+$/, '')}/${auth_endpoint.replace(/^\/+|\/+$/g, '')}`;

  it('on Netlify, with GitHub through Netlify’s own sign-in', () => {
    expect(on('netlify')).toMatchObject({ name: 'checked-github', repo: 'brightnight/website' });
    expect(signInWindow(on('netlify'))).toBe('https://api.netlify.com/auth');
  });

  it('on Cloudflare Pages, with GitHub through the site’s own handler, on the site’s address', () => {
    const backend = on('cloudflare');
    expect(backend).toMatchObject({ name: 'checked-github', base_url: site.siteUrl });
    expect(signInWindow(backend)).toBe(`${site.siteUrl}${AUTH_PATH}`);
    // Decap takes the sign-in's answer only from base_url's origin: it must be one.
    expect(new URL(backend.base_url ?? '').origin).toBe(backend.base_url);
    expect(() =>
      validate(
        editorConfig({ ...site, editor: github, deploy: { ...site.deploy, host: 'cloudflare' } }),
      ),
    ).not.toThrow();
  });

  it('through the sign-in service authUrl names, on any host', () => {
    const own = { ...github, authUrl: 'https://sign-in.brightnight-events.com/' };
    for (const host of ['netlify', 'cloudflare', 'static'] as const) {
      expect(signInWindow(on(host, own))).toBe('https://sign-in.brightnight-events.com/auth');
    }
  });

  it('with GitLab, through its own sign-in in the browser (PKCE)', () => {
    const gitlab = { ...github, backend: 'gitlab' as const, appId: 'app-1' };
    expect(on('cloudflare', gitlab)).toMatchObject({
      name: 'checked-gitlab',
      app_id: 'app-1',
      auth_type: 'pkce',
    });
    expect(on('cloudflare', gitlab).base_url).toBeUndefined();
  });
});
