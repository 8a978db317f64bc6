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
import { CHECKED_BASES } from '../../../src/editor/widgets/checked';
import type {
  DecapField,
  DecapFileEntry,
  DecapOption,
} from '../../../src/editor/config/decap-types';
import { fillSummary } from '../../../src/editor/config/fields';
import { inWords } from '../../../src/editor/words';
import {
  editorConfig,
  JSON_FORMAT,
  localBackend,
  SETTINGS_ON_CONTENT_SCREENS,
  TEXTS_FIELD,
  YAML_FORMAT,
} from '../../../src/editor/config/editor-config';
import {
  PICK_SCHEMA,
  pickOptions,
  type PickSource,
} from '../../../src/editor/widgets/pick-options';
import { JOINED_SCREEN_PATHS } from '../../../src/editor/screens/registry';
import { editorFieldsOfFile, isListField, partsOnScreens } from './support/file-fields';
import { MemoryRepository } from './support/memory-repository';
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
  rule?: string;
  picture?: unknown;
  hint?: string;
  pick?: string;
  date?: boolean;
  definitions?: Record<string, SchemaNode>;
}

/** Settings of site.yaml the editor leaves out on purpose (editor-config.ts says why). */
const NOT_EDITED = ['editor', 'menu', 'security'];

const ourWidgets = Object.fromEntries([
  ['picture', 'image'],
  ['path', 'string'],
  ['pick', { schema: PICK_SCHEMA }],
  [TEXTS_FIELD, undefined],
  ...CHECKED_BASES.map((base) => [
    `checked-${base}`,
    base === 'picture' ? 'image' : base === 'pick' ? { schema: PICK_SCHEMA } : base,
  ]),
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
    const items = isListField(field) ? `${own}[]` : own;
    if (isListField(field)) found.set(items, field.field ?? field);
    if (field.fields)
      fieldLeaves(field.fields, items).forEach((value, key) => found.set(key, value));
    if (field.field?.fields) {
      fieldLeaves(field.field.fields, items).forEach((value, key) => found.set(key, value));
    }
  }
  return found;
}

/** The screens of the editor, with their collection. */
/** The value a choice list writes for an option. */
function optionValue(option: DecapOption): string {
  return typeof option === 'string' ? option : option.value;
}

function screens(): DecapFileEntry[] {
  return config.collections.flatMap((collection) =>
    'files' in collection ? collection.files : [],
  );
}

function screenNamed(name: string): DecapFileEntry {
  const screen = screens().find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`The editor has no screen ${name}`);
  return screen;
}

/** The fields that edit a file, wherever they are shown, in the file's shape. */
function fieldsOfFile(file: string): DecapField[] {
  return editorFieldsOfFile(config, site, file).fields;
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
  const fields = fieldLeaves(fieldsOfFile(file));

  it('cover every setting of the schema, and nothing else', () => {
    const settings = leaves.map(([at]) => at).filter((at) => !isBeyondNesting(at));
    expect([...fields.keys()].sort()).toEqual([...new Set(settings)].sort());
  });

  it.each(leaves.filter(([at]) => fields.has(at) && !at.endsWith('[]')))(
    '%s has the schema’s label, help, requirement and rules',
    (at, { node, required }) => {
      const field = fields.get(at)!;
      if (node.title) expect(field.label).toBe(node.title);
      if (node.hint ?? node.description) expect(field.hint).toBe(node.hint ?? node.description);
      expect(field.required !== false).toBe(required);
      if (node.enum) expect(field.options?.map(optionValue)).toEqual(node.enum);
      if (node.const !== undefined)
        expect(field).toMatchObject({ widget: 'hidden', default: node.const });
      if (node.pattern) {
        expect(field.pattern).toEqual([node.pattern, node.rule ?? node.patternErrorMessage]);
      }
      if (node.picture) expect(field.picture).toEqual(node.picture);
    },
  );
});

describe('the editor’s screens', () => {
  it('give every setting of site.yaml a screen, except the ones left to developers', () => {
    // Optional sections the shipped file leaves out (analytics) get their screen too.
    const schemaKeys = Object.keys((siteConfigJsonSchema() as SchemaNode).properties ?? {});
    const settings = schemaKeys.filter((key) => !NOT_EDITED.includes(key));
    expect(settings).toEqual(
      expect.arrayContaining(Object.keys(site).filter((key) => !NOT_EDITED.includes(key))),
    );
    const ownScreens = settings.filter((key) => !SETTINGS_ON_CONTENT_SCREENS.has(key));
    const settingsScreens = screens().filter((screen) => screen.file.startsWith('site.yaml#'));
    expect(settingsScreens.map((screen) => screen.name)).toEqual(ownScreens);
    // Decap tells entries apart by path: each screen names its part of the file.
    expect(settingsScreens.map((screen) => screen.file)).toEqual(
      ownScreens.map((key) => `site.yaml#${key}`),
    );
    // The venues are on their own screen, each with its page and its texts.
    expect(screenNamed('venues').file).toBe(JOINED_SCREEN_PATHS.venues);
    expect(screenNamed('venues').fields.map((field) => field.name)).toEqual(['venues', 'default']);
  });

  it('name each list entry by its own values: a venue by its name, a photo by its caption', () => {
    const venues = screenNamed('venues').fields.find((f) => f.name === 'venues');
    expect(
      fillSummary(venues!.summary!, { slug: 'bear-brook-valley', name: 'Bear Brook Valley' }),
    ).toBe('Bear Brook Valley');
    const photos = screenNamed('gallery').fields.find((f) => f.name === 'pictures');
    expect(
      fillSummary(photos!.summary!, { id: 'gala', texts: { en: { caption: 'The gala stage' } } }),
    ).toBe('The gala stage');
    const redirects = screenNamed('redirects');
    expect(fillSummary(redirects.fields[0]!.summary!, { from: '/dj/', to: '/music/' })).toBe(
      '/dj/ → /music/',
    );
  });

  it('name a new list entry in words until it has its own: “New photo”, never Decap’s “No id”', () => {
    const photos = screenNamed('gallery').fields.find((f) => f.name === 'pictures')!;
    expect(fillSummary(photos.summary!, { id: '', image: 'images/gallery/stage.jpg' })).toBe(
      'New photo',
    );
    // Decap reads its default filter this way: {{value | default('words')}}.
    expect(photos.summary).toMatch(/^\{\{[^{}| ]+ \| default\('New photo'\)\}\}$/);
    // Every list of entries titled by one of their values: a new, empty entry still has words.
    const lists: Array<[string, DecapField]> = [];
    const walk = (fields: readonly DecapField[], at: string) => {
      for (const field of fields) {
        const here = `${at} → ${field.label}`;
        if (field.widget.endsWith('list') && field.fields && field.summary)
          lists.push([here, field]);
        walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], here);
      }
    };
    for (const screen of screens()) walk(screen.fields, screen.label);
    const oneValue = lists.filter(
      ([, field]) => (field.summary!.match(/\{\{/g) ?? []).length === 1,
    );
    expect(oneValue.length).toBeGreaterThan(5);
    expect(
      oneValue
        // As the list shows it: a title made of a translation key is shown in words (words.ts).
        .filter(([, field]) => !/^New \S/.test(inWords(fillSummary(field.summary!, {}))))
        .map(([where]) => where),
    ).toEqual([]);
  });

  it('edit each content file on one screen, whole or as a part of a joined screen', () => {
    const contentFiles = FILES.slice(1);
    expect(contentFiles.length).toBeGreaterThan(0);
    const editingScreens = (file: string) =>
      [
        ...screens().filter((screen) => screen.file === file),
        ...partsOnScreens(site).filter(({ part }) => part.file === file),
      ].length;
    expect(contentFiles.map(({ file }) => editingScreens(file))).toEqual(contentFiles.map(() => 1));
  });

  it('show every part of a joined screen on it: each file’s fields, as its schema makes them', () => {
    const checked: string[] = [];
    for (const { screen, fields, part } of partsOnScreens(site)) {
      const shown = fieldLeaves(fields);
      for (const [at, field] of fieldLeaves(part.fields)) {
        const onScreen = shown.get(at);
        expect({ screen, at, found: onScreen !== undefined }).toEqual({ screen, at, found: true });
        if (!onScreen || part.sharedWithScreen?.includes(at)) continue;
        expect({ at, label: onScreen.label, hint: onScreen.hint }).toEqual({
          at,
          label: field.label,
          hint: field.hint,
        });
        const optional = part.optionalOnScreen?.some(
          (prefix) => at === prefix || at.startsWith(`${prefix}.`) || at.startsWith(`${prefix}[`),
        );
        expect({ at, required: onScreen.required !== false }).toEqual({
          at,
          required: optional ? false : field.required !== false,
        });
        checked.push(`${part.file} ${at}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'site.yaml venues[].name',
        'data/venues.yaml venues[].image',
        'data/venues.yaml default.services',
        'data/gallery.yaml pictures[].image',
        'data/reviews.yaml reviews[].quote',
      ]),
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
      if (field.options && !field.options.map(optionValue).includes(String(value)))
        refused.push(at);
      if (field.min !== undefined && typeof value === 'number' && value < field.min)
        refused.push(at);
      if (field.max !== undefined && typeof value === 'number' && value > field.max)
        refused.push(at);
    };
    for (const { file } of FILES) {
      const data = parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
      for (const field of fieldsOfFile(file))
        check(field, data[field.name], `${file} ${field.name}`);
    }
    expect(refused).toEqual([]);
  });

  it('keep every page’s texts in one collection, each screen in every language, English first', () => {
    const texts = config.collections.find((collection) => collection.name === 'texts');
    expect(texts).toMatchObject({
      folder: 'src/locales/en',
      format: JSON_FORMAT,
      fields: [{ widget: TEXTS_FIELD, languages: ['en', 'es', 'it'] }],
    });
    // No Decap language menus: the texts widget names the languages itself.
    expect(texts).not.toHaveProperty('i18n');
    expect(config).not.toHaveProperty('i18n');
  });
});

/**
 * Every field that names another thing of the site, by the file and path
 * of the file's shape, and what its pick list lists.
 */
const PICKS: Array<[file: string, at: string, source: PickSource, several: boolean]> = [
  ['site.yaml', 'nav.services.label', 'menuTexts', false],
  ['site.yaml', 'nav.services.items[].label', 'menuTexts', false],
  ['site.yaml', 'nav.services.items[].items[].label', 'menuTexts', false],
  ['site.yaml', 'nav.header[].label', 'menuTexts', false],
  ['site.yaml', 'nav.header[].items[].label', 'menuTexts', false],
  ['site.yaml', 'nav.drawerExtras[].label', 'menuTexts', false],
  ['site.yaml', 'nav.drawerExtras[].items[].label', 'menuTexts', false],
  ['site.yaml', 'nav.footer[].label', 'menuTexts', false],
  ['site.yaml', 'nav.footer[].items[].label', 'menuTexts', false],
  ['site.yaml', 'nav.footer[].items[].items[].label', 'menuTexts', false],
  ['data/services.yaml', 'services[].label', 'menuTexts', false],
  ['data/services.yaml', 'services[].related', 'services', true],
  ['data/home.yaml', 'corporate.services', 'services', true],
  ['data/venues.yaml', 'default.services', 'services', true],
  ['data/venues.yaml', 'venues[].services', 'services', true],
  ['data/catalog.yaml', 'items[].category', 'catalogCategories', false],
  ['data/catalog.yaml', 'items[].specs[]', 'catalogSpecs', false],
  ['data/catalog.yaml', 'items[].measurements[].spec', 'catalogSpecs', false],
  ['data/gallery.yaml', 'pictures[].services', 'servicesWithPage', true],
  ['data/gallery.yaml', 'pictures[].venue', 'venues', false],
  ['data/reviews.yaml', 'reviews[].event', 'eventTypes', false],
  ['data/reviews.yaml', 'reviews[].language', 'languages', false],
  ['data/reviews.yaml', 'reviews[].services', 'services', true],
  ['data/reviews.yaml', 'reviews[].venue', 'venues', false],
];

describe('pick, don’t type', () => {
  it.each(PICKS)('%s %s is picked from the list of %s', (file, at, source, several) => {
    const field = fieldLeaves(fieldsOfFile(file)).get(at);
    expect(field).toMatchObject({ widget: expect.stringMatching(/(^|-)pick$/), pick_from: source });
    expect(field?.multiple === true).toBe(several);
  });

  it('names no other setting by a typed id: every field the schema marks is in the table', () => {
    const marked = FILES.flatMap(({ file, schema }) =>
      [...schemaLeaves(schema)]
        .filter(([at, { node }]) => node.pick !== undefined && !isBeyondNesting(at))
        .map(([at]) => `${file} ${at.replace(/\[\]$/, '')}`),
    );
    // A list picked entry by entry (items[].specs[]) is marked on the list's entries.
    const listed = PICKS.map(([file, at]) => `${file} ${at.replace(/\[\]$/, '')}`);
    expect([...new Set(marked)].sort()).toEqual(listed.sort());
  });

  it('lists the shipped site’s things by their names in words, keeping their ids as the values', () => {
    const repo = new MemoryRepository();
    const state = { texts: repo.texts, pictures: new Set<string>() };
    const venues = pickOptions('venues', state);
    expect(venues).toContainEqual({ value: 'bear-brook-valley', label: 'Bear Brook Valley' });
    const services = pickOptions('services', state);
    expect(services.length).toBeGreaterThan(3);
    for (const option of services) expect(option.label).not.toBe(option.value);
    expect(pickOptions('eventTypes', state)).toContainEqual({ value: 'wedding', label: 'Wedding' });
    expect(pickOptions('languages', state)).toEqual([
      { value: 'es', label: 'Spanish' },
      { value: 'it', label: 'Italian' },
    ]);
    expect(pickOptions('menuTexts', state)).toContainEqual({
      value: 'common:nav.music',
      label: 'Music',
    });
  });

  it('writes a review’s date with a date field, as year-month-day', () => {
    const date = fieldLeaves(fieldsOfFile('data/reviews.yaml')).get('reviews[].date');
    expect(date).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
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
