/**
 * Validates site.yaml and the content files completely: YAML syntax, the
 * schema and the cross-checks. Every problem is collected (never just the
 * first) and pinned to its line and column. Pure: the build runs it on the
 * files it reads, and the browser editor on the files it is about to save.
 */
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { crossCheck, type CrossCheckContext } from './cross-checks';
import { describeIssue, type AllowedKeysAt } from './describe-issue';
import { problemsOrderedByPosition, type ConfigProblem, type YamlPath } from './problems';
import { siteConfigSchema, type SiteConfig } from './schema';

/** A validated YAML file's content, or every problem found in it. */
export type ValidationResult<Content = SiteConfig> =
  { ok: true; config: Content } | { ok: false; problems: ConfigProblem[] };

type JsonSchemaNode = {
  $ref?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  definitions?: Record<string, JsonSchemaNode>;
};

/**
 * site.yaml's schema as JSON Schema (draft-07: the version YAML editors
 * understand best), published as site.schema.json.
 */
export function siteConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(siteConfigSchema, { target: 'draft-7' }) as Record<string, unknown>;
}

function allowedKeysFromJsonSchema(schema: z.ZodType): AllowedKeysAt {
  const root = z.toJSONSchema(schema, { target: 'draft-7' }) as JsonSchemaNode;
  const resolve = (node: JsonSchemaNode | undefined): JsonSchemaNode | undefined => {
    if (node?.$ref) return resolve(root.definitions?.[node.$ref.replace('#/definitions/', '')]);
    return node?.anyOf
      ? resolve(node.anyOf.find((option) => option.properties || option.$ref))
      : node;
  };
  return (path) => {
    let node = resolve(root);
    for (const part of path) {
      node = resolve(typeof part === 'number' ? node?.items : node?.properties?.[part]);
    }
    return Object.keys(node?.properties ?? {});
  };
}

/** The node at a path, or the closest ancestor that exists. */
function positionOf(
  doc: Document,
  lines: LineCounter,
  path: YamlPath,
  at: 'key' | 'value' = 'value',
): { line: number; column: number } | undefined {
  for (let length = path.length; length >= 0; length -= 1) {
    const parentPath = path.slice(0, length - 1);
    const last = path[length - 1];
    const parent = length === 0 ? doc.contents : doc.getIn(parentPath, true);
    let offset: number | undefined;
    if (length === 0) offset = doc.contents?.range?.[0];
    else if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
      const keyNode = pair?.key;
      offset = isScalar(keyNode) ? keyNode.range?.[0] : undefined;
      // Point at the value for scalars (what needs changing), at the key otherwise.
      if (at === 'value' && pair && isScalar(pair.value) && pair.value.range) {
        offset = pair.value.range[0];
      }
    } else if (isSeq(parent) && typeof last === 'number') {
      const item: unknown = parent.items[last];
      offset = isNode(item) ? item.range?.[0] : undefined;
    }
    if (offset !== undefined) {
      const { line, col } = lines.linePos(offset);
      return { line, column: col };
    }
  }
  return undefined;
}

/** Plain words for the YAML mistakes people make most. */
const SYNTAX_HELP: Record<string, { problem: string; fix: string }> = {
  TAB_AS_INDENT: {
    problem: 'A tab is used to indent this line.',
    fix: 'Replace the tab with spaces, lined up with the neighbouring lines.',
  },
  MULTILINE_IMPLICIT_KEY: {
    problem: 'This line is indented further than the setting above it, so it runs into it.',
    fix: 'Indent it exactly like the neighbouring settings (same number of spaces).',
  },
  BAD_INDENT: {
    problem: 'The indentation here does not line up with the neighbouring lines.',
    fix: 'Use spaces so that items of the same list or group start in the same column.',
  },
};

const GENERIC_SYNTAX_FIX =
  'Check the indentation (spaces only, lined up with the neighbouring lines), the colon after each setting name, and that quotes and brackets are closed.';

/**
 * A tab in a line's indentation, the most common YAML mistake. The parser
 * often blames a neighbouring line for it, so it is found in the text first.
 */
function tabIndentProblem(text: string): ConfigProblem | undefined {
  const lineIndex = text.split('\n').findIndex((line) => /^[ ]*\t/.test(line));
  if (lineIndex === -1) return undefined;
  const help = SYNTAX_HELP.TAB_AS_INDENT!;
  const column = (text.split('\n')[lineIndex]?.indexOf('\t') ?? 0) + 1;
  return { path: [], line: lineIndex + 1, column, problem: help.problem, fix: help.fix };
}

/**
 * Only the first syntax error is reported: after it, the parser's view of
 * the rest of the file is unreliable and further errors are mostly echoes.
 */
function syntaxProblems(doc: Document, lines: LineCounter): ConfigProblem[] {
  const [first] = doc.errors;
  if (!first) return [];
  // An over-indented line is reported by the parser on the line above; the
  // companion error's end points at the line to change.
  const overIndented = doc.errors.find((error) => error.code === 'MULTILINE_IMPLICIT_KEY');
  const error = overIndented ?? first;
  const offset = overIndented ? overIndented.pos[1] : first.pos[0];
  const { line, col } = lines.linePos(offset);
  const parserWords = (error.message.split('\n')[0] ?? error.message).replace(
    / at line \d+, column \d+:?$/,
    '',
  );
  const help = SYNTAX_HELP[error.code];
  const isUnclosedFlow = /end with a [}\]]/.test(parserWords);
  return [
    {
      path: [],
      line,
      column: col,
      problem: isUnclosedFlow
        ? `A "{ … }" or "[ … ]" on this line or the one before it is not closed (${parserWords}).`
        : (help?.problem ?? `The file is not valid YAML here: ${parserWords}.`),
      fix: isUnclosedFlow
        ? 'Add the closing } or ] at the end of that line.'
        : (help?.fix ?? GENERIC_SYNTAX_FIX),
    },
  ];
}

/**
 * Validates parsed content against a schema, then (once its shape is right)
 * against the checks that need the whole content. The problems carry their
 * path but no position: the browser editor shows them beside its fields.
 */
export function validateData<Content>(
  data: unknown,
  schema: z.ZodType<Content>,
  checkContent: (content: Content) => ConfigProblem[],
): ValidationResult<Content> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const allowedKeysAt = allowedKeysFromJsonSchema(schema);
    const problems = parsed.error.issues.flatMap((issue) =>
      describeIssue(issue, data, allowedKeysAt),
    );
    return { ok: false, problems };
  }
  const problems = checkContent(parsed.data);
  return problems.length === 0 ? { ok: true, config: parsed.data } : { ok: false, problems };
}

/**
 * Validates a YAML text: its syntax, then its content (validateData), with
 * every problem pinned to its line. Shared by site.yaml and the content
 * files of data/.
 */
export function validateYamlText<Content>(
  text: string,
  schema: z.ZodType<Content>,
  checkContent: (content: Content) => ConfigProblem[],
): ValidationResult<Content> {
  const tab = tabIndentProblem(text);
  if (tab) return { ok: false, problems: [tab] };
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return { ok: false, problems: syntaxProblems(doc, lines) };

  const result = validateData(doc.toJS(), schema, checkContent);
  if (result.ok) return result;
  const located = result.problems.map((problem) => ({
    ...problem,
    ...positionOf(doc, lines, problem.path, problem.at),
  }));
  return { ok: false, problems: problemsOrderedByPosition(located) };
}

export function validateSiteConfigText(
  text: string,
  context: CrossCheckContext = {},
): ValidationResult {
  return validateYamlText(text, siteConfigSchema, (config) => crossCheck(config, context));
}
