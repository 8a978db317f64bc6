import { cleanUpUsPhone } from './normalize';
import { emptyAsLeftOut } from './schema';
import { siteConfigJsonSchema, type JsonSchemaOverride } from './validate';

export const JSON_SCHEMA_FILE = 'site.schema.json';

type JsonSchemaNode = Record<string, unknown>;

/**
 * What the build takes besides the values a setting's schema describes: the
 * settings whose value the build cleans up first (a z.preprocess in
 * schema.ts) accept what that clean-up turns into a valid value. The owner's
 * editor reads site.schema.json, so it must not flag what the build accepts.
 */
const ALSO_ACCEPTED = new Map<unknown, readonly JsonSchemaNode[]>([
  // `security:` with its lines still commented out: the key with nothing after it.
  [emptyAsLeftOut, [{ type: 'null' }]],
  // A phone number written as bare digits is a number to YAML: 2015550147, 12015550147.
  [
    cleanUpUsPhone,
    [
      { type: 'integer', minimum: 2_000_000_000, maximum: 9_999_999_999 },
      { type: 'integer', minimum: 12_000_000_000, maximum: 19_999_999_999 },
    ],
  ],
]);

/** What describes a node rather than constrains it: stays on the node when it becomes a choice. */
const ANNOTATIONS = ['title', 'description', 'markdownDescription'];

/** The clean-up a preprocessed schema runs first, if it is one (zod's pipe from a transform). */
function preprocessOf(zodSchema: unknown): unknown {
  const def = (zodSchema as { _zod?: { def?: { type?: string; in?: unknown } } })._zod?.def;
  if (def?.type !== 'pipe') return undefined;
  const input = (def.in as { _zod?: { def?: { type?: string; transform?: unknown } } })._zod?.def;
  return input?.type === 'transform' ? input.transform : undefined;
}

/** Makes a node that the build's clean-up widens accept the other values too (anyOf). */
const acceptWhatTheBuildAccepts: JsonSchemaOverride = ({ zodSchema, jsonSchema }) => {
  const also = ALSO_ACCEPTED.get(preprocessOf(zodSchema));
  const node = jsonSchema as JsonSchemaNode;
  if (!also || Array.isArray(node.anyOf)) return;
  const described: JsonSchemaNode = {};
  const constrained: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    (ANNOTATIONS.includes(key) ? described : constrained)[key] = value;
    delete node[key];
  }
  Object.assign(node, described, { anyOf: [constrained, ...also] });
};

/**
 * What the browser editor alone reads (its pick lists, its help in the
 * owner's words): site.schema.json is for editing the file, and leaves it out.
 */
const EDITOR_ONLY = ['pick', 'pickInOrder', 'entryTitle', 'hint', 'rule', 'date', 'optionLabels'];

const forFileEditors: JsonSchemaOverride = (context) => {
  acceptWhatTheBuildAccepts(context);
  const node = context.jsonSchema as JsonSchemaNode;
  for (const key of EDITOR_ONLY) delete node[key];
};

/** The exact text of site.schema.json, so a test can tell when it is stale. */
export function jsonSchemaFileText(): string {
  const schema = {
    ...siteConfigJsonSchema(forFileEditors),
    $comment: 'Generated from src/config/schema.ts by `npm run schema`. Do not edit by hand.',
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
