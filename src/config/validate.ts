/**
 * Validates site.yaml and the content files completely: YAML syntax, the
 * schema and the cross-checks. Every problem is collected (never just the
 * first) and pinned to its line and column. Pure: the build runs it on the
 * files it reads, and the browser editor on the files it is about to save.
 */
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { crossCheck, type CrossCheckContext } from './cross-checks';
import { describeIssues, type AllowedKeysAt } from './describe-issue';
import { describeSyntaxErrors } from './yaml-syntax-errors';
import { findTextSlips } from './yaml-text-slips';
import { problemsOrderedByPosition, type ConfigProblem, type YamlPath } from './problems';
import { siteConfigSchema, type SiteConfig } from './schema';

/**
 * A validated YAML file's content, or every problem found in it (with the
 * content when only the checks across values failed: its shape is sound, so
 * the files that depend on it can still be checked against it).
 */
export type ValidationResult<Content = SiteConfig> =
  { ok: true; config: Content } | { ok: false; problems: ConfigProblem[]; config?: Content };

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
/** Changes a node of the JSON Schema as z.toJSONSchema writes it (see json-schema-file.ts). */
export type JsonSchemaOverride = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];

export function siteConfigJsonSchema(override?: JsonSchemaOverride): Record<string, unknown> {
  return z.toJSONSchema(siteConfigSchema, {
    target: 'draft-7',
    ...(override ? { override } : {}),
  }) as Record<string, unknown>;
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
export function positionOf(
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

/** A file with nothing but blank lines and comments: its settings are all gone. */
function emptyFileProblem(text: string): ConfigProblem {
  const hasComments = /^\s*#/m.test(text);
  return {
    path: [],
    line: 1,
    column: 1,
    problem: hasComments
      ? 'The file holds only comments: every setting is missing or commented out (a # at the start of its line).'
      : 'The file is empty.',
    fix: hasComments
      ? 'Remove the # in front of the settings that should be read, or restore the file from its previous version (e.g. from git).'
      : 'Restore the file from its previous version (e.g. from git): the site cannot be built without it.',
  };
}

/**
 * Which top-level sections of the content passed the schema (with
 * ValidationOptions.wellFormedEntries, a list counts with its well-formed
 * entries). Cross-checks run on those even when another section is broken,
 * so that a person sees every problem in one build.
 */
export type WellFormedSections = 'all' | ReadonlySet<string>;

/**
 * Checks that need more than one value. When only some sections are well
 * formed, `content` holds just those (and `wellFormed` names them).
 */
export type CheckContent<Content> = (
  content: Content,
  wellFormed: WellFormedSections,
) => ConfigProblem[];

/** How much of a broken file the checks that need more than one value still see. */
export interface ValidationOptions {
  /**
   * A list whose entries are not all well formed still has its well-formed
   * ones checked (the content files of data/, a list each), instead of the
   * whole list being left out as a broken section (site.yaml).
   */
  wellFormedEntries?: boolean;
}

interface WellFormedPart {
  content: Record<string, unknown>;
  names: Set<string>;
  /** For a list cut to its well-formed entries: each kept entry's index in the file. */
  entryIndexes: Map<string, number[]>;
}

/** The entries of a broken list section that parse, and where each was in the file. */
function wellFormedEntriesOf(
  value: unknown,
  sectionSchema: z.ZodType,
): { entries: unknown[]; indexes: number[] } | undefined {
  if (!(sectionSchema instanceof z.ZodArray) || !Array.isArray(value)) return undefined;
  const entries: unknown[] = [];
  const indexes: number[] = [];
  value.forEach((entry: unknown, index) => {
    const parsed = (sectionSchema.element as z.ZodType).safeParse(entry);
    if (!parsed.success) return;
    entries.push(parsed.data);
    indexes.push(index);
  });
  return { entries, indexes };
}

/** The sections of an object schema that parse, parsed (with their defaults and clean-ups). */
function wellFormedSections(
  data: unknown,
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  { wellFormedEntries = false }: ValidationOptions,
): WellFormedPart | undefined {
  if (!(schema instanceof z.ZodObject) || data === null || typeof data !== 'object') {
    return undefined;
  }
  const broken = new Set(issues.map((issue) => issue.path[0]).filter((key) => key !== undefined));
  const part: WellFormedPart = { content: {}, names: new Set(), entryIndexes: new Map() };
  for (const [name, sectionSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = (data as Record<string, unknown>)[name];
    const parsed = broken.has(name) ? undefined : sectionSchema.safeParse(value);
    if (parsed?.success) {
      part.content[name] = parsed.data;
      part.names.add(name);
      continue;
    }
    const kept = wellFormedEntries ? wellFormedEntriesOf(value, sectionSchema) : undefined;
    if (!kept) continue;
    part.content[name] = kept.entries;
    part.names.add(name);
    part.entryIndexes.set(name, kept.indexes);
  }
  return part;
}

/** A problem found in a list cut to its well-formed entries, at its entry's place in the file. */
function atPlaceInFile(problem: ConfigProblem, entryIndexes: Map<string, number[]>): ConfigProblem {
  const [section, index, ...rest] = problem.path;
  const indexes = typeof section === 'string' ? entryIndexes.get(section) : undefined;
  if (section === undefined || !indexes || typeof index !== 'number') return problem;
  return { ...problem, path: [section, indexes[index] ?? index, ...rest] };
}

/**
 * Validates parsed content against a schema and against the checks that
 * need the whole content; when some sections are broken, the checks still
 * run on the others, and every problem comes back in one list. The problems
 * carry their path but no position: the browser editor shows them beside
 * its fields.
 */
export function validateData<Content>(
  data: unknown,
  schema: z.ZodType<Content>,
  checkContent: CheckContent<Content>,
  options: ValidationOptions = {},
): ValidationResult<Content> {
  const parsed = schema.safeParse(data);
  if (parsed.success) {
    const problems = checkContent(parsed.data, 'all');
    return problems.length === 0
      ? { ok: true, config: parsed.data }
      : { ok: false, problems, config: parsed.data };
  }
  const allowedKeysAt = allowedKeysFromJsonSchema(schema);
  const shapeProblems = describeIssues(parsed.error.issues, data, allowedKeysAt);
  const part = wellFormedSections(data, schema, parsed.error.issues, options);
  // Only the sections in `names` are present; the checks look at no others.
  const crossProblems = part
    ? checkContent(part.content as Content, part.names).map((problem) =>
        atPlaceInFile(problem, part.entryIndexes),
      )
    : [];
  return { ok: false, problems: [...shapeProblems, ...crossProblems] };
}

/**
 * Validates a YAML text: its syntax, then its content (validateData), with
 * every problem pinned to its line. Shared by site.yaml and the content
 * files of data/.
 */
/**
 * The YAML slips of a text (syntax and pasted characters), without its
 * content: for a file that cannot be opened, e.g. in the browser editor.
 */
export function yamlSyntaxProblems(text: string): ConfigProblem[] {
  const slips = findTextSlips(text);
  const lines = new LineCounter();
  const doc = parseDocument(slips.repaired, { lineCounter: lines, uniqueKeys: true });
  const syntax = describeSyntaxErrors(doc, lines, slips.repaired);
  return problemsOrderedByPosition([...slips.problems, ...syntax.problems]);
}

/**
 * A YAML text as the checks read it, with the `yaml` package (YAML 1.2):
 * slips the parser would misread are reported, then repaired, so that the
 * rest of the file is still checked in the same run.
 */
function readYaml(text: string) {
  const slips = findTextSlips(text);
  const lines = new LineCounter();
  const doc = parseDocument(slips.repaired, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  const syntax = describeSyntaxErrors(doc, lines, slips.repaired);
  return {
    doc,
    lines,
    problems: [...slips.problems, ...syntax.problems],
    shapeIntact: syntax.shapeIntact,
  };
}

/**
 * The data of a YAML text exactly as the checks read it, or its slips: the
 * build makes its GraphQL nodes from it (gatsby/yaml-nodes.ts), so that the
 * pages are built from the data that was validated, read by one parser.
 */
export function readYamlData(
  text: string,
): { ok: true; data: unknown } | { ok: false; problems: ConfigProblem[] } {
  const { doc, problems } = readYaml(text);
  return problems.length === 0
    ? { ok: true, data: doc.toJS() }
    : { ok: false, problems: problemsOrderedByPosition(problems) };
}

export function validateYamlText<Content>(
  text: string,
  schema: z.ZodType<Content>,
  checkContent: CheckContent<Content>,
  options: ValidationOptions = {},
): ValidationResult<Content> {
  const { doc, lines, problems: textProblems, shapeIntact } = readYaml(text);
  if (!shapeIntact) return { ok: false, problems: problemsOrderedByPosition(textProblems) };
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return { ok: false, problems: [...textProblems, emptyFileProblem(text)] };
  }

  const result = validateData(doc.toJS(), schema, checkContent, options);
  if (result.ok && textProblems.length === 0) return result;
  const located = result.ok
    ? []
    : result.problems.map((problem) => ({
        ...problem,
        ...positionOf(doc, lines, problem.path, problem.at),
      }));
  return {
    ok: false,
    problems: problemsOrderedByPosition([...textProblems, ...located]),
    ...(result.config === undefined ? {} : { config: result.config }),
  };
}

export function validateSiteConfigText(
  text: string,
  context: CrossCheckContext = {},
): ValidationResult {
  return validateYamlText(text, siteConfigSchema, (config, wellFormed) =>
    crossCheck(config, context, wellFormed),
  );
}
