/**
 * Decap CMS fields made from the JSON Schema of a file, which is made from
 * the zod schema the build validates with (src/config/schema.ts,
 * src/config/content/schema.ts). So the editor's fields, labels, help texts
 * and rules cannot drift from what the build accepts.
 */
import type { PictureRule } from '../../config/content/pictures';
import { FORMATS } from '../../config/schema';
import type { PickSource } from '../widgets/pick-options';
import type { DecapField, DecapOption } from './decap-types';

/** The subset of JSON Schema (draft-07) that zod writes for our schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  /** Each value of `enum` in the owner's words, for the editor's choice list (the file keeps the value). */
  optionLabels?: Record<string, string>;
  const?: unknown;
  pattern?: string;
  patternErrorMessage?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  definitions?: Record<string, JsonSchema>;
  picture?: PictureRule;
  /** A text of several lines or paragraphs (e.g. a review's quote): a text box, not one line. */
  multiline?: boolean;
  /** It names another thing of the site: picked from a list of their names (widgets/pick.ts). */
  pick?: PickSource;
  /**
   * A list of picked things whose order matters (a rental item's specs, shown
   * in order): one pick field per entry, which can be dragged, rather than
   * one field picking several.
   */
  pickInOrder?: boolean;
  /**
   * A list's entries titled by the words of a translation key made from each
   * entry, as a Decap summary template: "catalog:categories.{{fields.item}}"
   * (src/editor/words.ts puts the words in the key's place).
   */
  entryTitle?: string;
  /** A day, written year-month-day: picked with a date field. */
  date?: boolean;
  /** The help the editor shows, when it says it otherwise than the description (in the owner's words). */
  hint?: string;
  /** The editor's message for a value that breaks the pattern, when it says it otherwise than the build's fix. */
  rule?: string;
}

/**
 * How many times a schema that contains itself (a menu entry's sub-menu) is
 * unfolded: menus nest one level deep at most, which the site.yaml checks
 * enforce, so a sub-menu's entries get no sub-menu field.
 */
const MAX_SELF_NESTING = 2;

/**
 * The keys that name a list item in its collapsed summary, in order of
 * preference. `fields.` makes Decap read the item's own value where it has
 * a built-in meaning for the name (slug is the entry's).
 */
const SUMMARY_TEMPLATES: Array<[keys: string[], template: string]> = [
  [['from', 'to'], '{{fields.from}} → {{fields.to}}'],
  [['name'], '{{fields.name}}'],
  [['label'], '{{fields.label}}'],
  [['id'], '{{fields.id}}'],
  [['slug'], '{{fields.slug}}'],
  [['code'], '{{fields.code}}'],
  [['path'], '{{fields.path}}'],
  [['spec', 'unit'], '{{fields.spec}}'],
];

/** The name of the field editing each value of a list of single values. */
export const SINGLE_ITEM = 'item';

/** The formats of a page's address: edited with the path widget, which writes /old-page as /old-page/. */
const PATH_PATTERNS = new Set([FORMATS.path.pattern.source, FORMATS.routePath.pattern.source]);

/**
 * The values a summary template names, filled in from a list item
 * (texts.en.caption: a value inside), with Decap's `default('…')` filter:
 * its words stand in for an empty value.
 */
export function fillSummary(template: string, item: Record<string, unknown>): string {
  return template.replace(
    /\{\{(?:fields\.)?([\w.]+)(?: \| default\('([^']+)'\))?\}\}/g,
    (_match, key: string, fallback: string | undefined) => {
      let value: unknown = item;
      for (const part of key.split('.')) {
        value =
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[part]
            : undefined;
      }
      const filled = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      return filled || (fallback ?? '');
    },
  );
}

/**
 * A one-value summary that reads "New photo" while its value is empty: an
 * empty summary makes Decap title the row "No <key of the first field>"
 * ("No id"). Summaries of several values are left as they are.
 */
export function summaryWithFallback(summary: string, singular: string | undefined): string {
  const single = /^\{\{([\w.]+)\}\}$/.exec(summary);
  if (!single) return summary;
  // Decap's filter takes the words between single quotes, so they hold none.
  const words = `New ${(singular ?? 'entry').toLowerCase()}`.replace(/'/g, '’');
  return `{{${single[1]} | default('${words}')}}`;
}

interface Walk {
  root: JsonSchema;
  /** The $refs being unfolded on the way here, to stop self-nesting. */
  refs: readonly string[];
}

function resolve(node: JsonSchema, walk: Walk): { node: JsonSchema; walk: Walk } | undefined {
  if (!node.$ref) return { node, walk };
  const name = node.$ref.replace('#/definitions/', '');
  const target = walk.root.definitions?.[name];
  if (!target) throw new Error(`The schema refers to an unknown definition ${node.$ref}.`);
  if (walk.refs.filter((ref) => ref === name).length >= MAX_SELF_NESTING) return undefined;
  return {
    node: { ...target, ...withoutRef(node) },
    walk: { ...walk, refs: [...walk.refs, name] },
  };
}

function withoutRef(node: JsonSchema): JsonSchema {
  const { $ref: _ref, ...rest } = node;
  return rest;
}

/** "responseTimeHours" → "Response time hours": only for a schema without a title. */
function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function summaryFor(properties: Record<string, JsonSchema>): string | undefined {
  const keys = Object.keys(properties);
  return SUMMARY_TEMPLATES.find(([needed]) => needed.every((key) => keys.includes(key)))?.[1];
}

/** A choice list's options: each value with its words when the schema gives them. */
function selectOptions(node: JsonSchema): DecapOption[] {
  return (node.enum ?? []).map((value) => {
    const label = node.optionLabels?.[value];
    return label ? { label, value } : value;
  });
}

function base(name: string, node: JsonSchema, required: boolean): DecapField {
  const field: DecapField = {
    name,
    label: node.title ?? humanize(name),
    widget: 'string',
  };
  const hint = node.hint ?? node.description;
  if (hint) field.hint = hint;
  if (!required) field.required = false;
  return field;
}

/** The year-month-day of a date field, as Decap's date widget writes it. */
const DAY_FORMAT = 'YYYY-MM-DD';

function scalarField(field: DecapField, node: JsonSchema): DecapField {
  const message = node.rule ?? node.patternErrorMessage ?? `${field.label} is not valid.`;
  const pattern = node.pattern
    ? {
        pattern: [node.pattern, message] as [string, string],
      }
    : {};
  if (node.pick) return { ...field, widget: 'pick', pick_from: node.pick, ...pattern };
  if (node.date) {
    return {
      ...field,
      widget: 'datetime',
      format: DAY_FORMAT,
      date_format: DAY_FORMAT,
      time_format: false,
      ...pattern,
    };
  }
  if (node.enum) return { ...field, widget: 'select', options: selectOptions(node) };
  if (node.type === 'boolean') return { ...field, widget: 'boolean' };
  if (node.multiline) return { ...field, widget: 'text' };
  if (node.type === 'integer' || node.type === 'number') {
    const numberField: DecapField = {
      ...field,
      widget: 'number',
      value_type: node.type === 'integer' ? 'int' : 'float',
    };
    const min =
      node.minimum ??
      (node.exclusiveMinimum === undefined
        ? undefined
        : node.exclusiveMinimum + (node.type === 'integer' ? 1 : 0));
    if (min !== undefined) numberField.min = min;
    if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) {
      numberField.max = node.maximum;
    }
    if (node.type === 'number') numberField.step = 0.1;
    return numberField;
  }
  if (node.pattern) {
    return {
      ...field,
      // A page's address is written out as meant when the person leaves it (widgets/path.ts).
      ...(PATH_PATTERNS.has(node.pattern) ? { widget: 'path' } : {}),
      pattern: [node.pattern, message],
    };
  }
  return field;
}

function pictureField(field: DecapField, rule: PictureRule): DecapField {
  return {
    ...field,
    widget: 'picture',
    picture: rule,
    media_folder: `/data/${rule.folder}`,
    public_folder: rule.folder,
    choose_url: false,
  };
}

function listField(field: DecapField, node: JsonSchema, walk: Walk): DecapField | undefined {
  const items = node.items && resolve(node.items, walk);
  if (!items) return undefined;
  const list: DecapField = { ...field, widget: 'list' };
  if (node.minItems) list.min = node.minItems;
  if (items.node.type === 'object') {
    list.fields = objectFields(items.node, items.walk);
    list.collapsed = true;
    const summary = summaryFor(items.node.properties ?? {});
    if (node.entryTitle) list.summary = node.entryTitle;
    else if (summary) list.summary = summaryWithFallback(summary, items.node.title);
    if (items.node.title) list.label_singular = items.node.title;
  } else if (items.node.pick && !node.pickInOrder) {
    // Several things of the site named at once (a venue's services): one list to pick from,
    // which offers only what the site has (so no rule of the values' own is needed).
    return {
      ...field,
      widget: 'pick',
      pick_from: items.node.pick,
      multiple: true,
      ...(items.node.title ? { label_singular: items.node.title } : {}),
    };
  } else {
    const item = fieldFromSchema(SINGLE_ITEM, items.node, true, items.walk);
    if (!item) return undefined;
    list.field = item;
    if (items.node.pick) {
      // Each entry open, its pick field showing the thing's name in words (a row's title
      // could only show the value the file keeps).
      list.collapsed = false;
    } else {
      // Each entry titled by its value ("music"), or by its words, not by the field's label
      // on every row.
      list.summary = node.entryTitle ?? `{{fields.${SINGLE_ITEM}}}`;
    }
    if (items.node.title) list.label_singular = items.node.title;
  }
  return list;
}

function objectFields(node: JsonSchema, walk: Walk): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const field = fieldFromSchema(name, child, required.has(name), walk);
    return field ? [field] : [];
  });
}

/** The field and everything inside it, none of it required. */
function optional(field: DecapField): DecapField {
  return {
    ...field,
    required: false,
    ...(field.fields ? { fields: field.fields.map(optional) } : {}),
  };
}

/** The Decap field editing one value of a schema; undefined when it cannot be edited. */
export function fieldFromSchema(
  name: string,
  schema: JsonSchema,
  required: boolean,
  walk: Walk,
): DecapField | undefined {
  const resolved = resolve(schema, walk);
  if (!resolved) return undefined;
  const { node } = resolved;
  const field = base(name, node, required);
  // A value the schema fixes is kept as it is, and new entries get it.
  if (node.const !== undefined) return { ...field, widget: 'hidden', default: node.const };
  if (node.picture) return pictureField(field, node.picture);
  if (node.type === 'array') return listField(field, node, resolved.walk);
  if (node.type === 'object') {
    const fields = objectFields(node, resolved.walk);
    // Decap checks a required field inside an object even when the object
    // itself is optional and left empty, which would block every save of
    // the screen. Inside an optional object nothing is required by Decap;
    // the build's own check (the checked widget) still asks for each part
    // once the object is written.
    return { ...field, widget: 'object', fields: required ? fields : fields.map(optional) };
  }
  return scalarField(field, node);
}

/** The fields of each top-level setting of a file's schema, by key. */
export function topLevelFields(root: JsonSchema): Array<{ key: string; field: DecapField }> {
  const required = new Set(root.required ?? []);
  return Object.entries(root.properties ?? {}).flatMap(([key, node]) => {
    const field = fieldFromSchema(key, node, required.has(key), { root, refs: [] });
    return field ? [{ key, field }] : [];
  });
}

/** True when nothing in a field can be changed: every value in it is fixed by the schema. */
export function isFixed(field: DecapField): boolean {
  if (field.widget === 'hidden') return true;
  if (field.fields) return field.fields.every(isFixed);
  return false;
}
