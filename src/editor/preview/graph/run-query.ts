/**
 * Runs a template's own GraphQL query over the preview's data, so that a
 * preview receives what the page's query returns on the site without the
 * query being written a second time: the query's text decides which fields
 * a page gets, the preview's graph (./preview-graph.ts) only where each
 * field's value comes from.
 *
 * It answers the part of GraphQL that the site's queries use: fields,
 * aliases, arguments and variables, fragments (named and inline). Like
 * GraphQL, it answers `null` for a field the data lacks, and a date as its
 * day. It checks no types: the site's build checks every query against
 * the schema, and a query that builds is one this can answer.
 */
import { Kind } from 'graphql/language/kinds';
import { parse } from 'graphql/language/parser';
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql/language/ast';

/** Arguments of a field, with the query's variables put in. */
export type FieldArguments = Record<string, unknown>;

/**
 * A value of the graph: plain data (objects, lists, texts, numbers, dates),
 * or a resolver, a function of the field's arguments that returns one.
 */
export type Resolver = (args: FieldArguments) => unknown;

/** What a query is answered from. */
export interface Graph {
  /** The fragments a query may spread, each as its text (the exported `…Fragment` constants). */
  fragments: readonly unknown[];
  /** The query's top-level fields. */
  root: Record<string, unknown>;
  /**
   * A file of the repository, for a text value (its path) under a selection:
   * GraphQL's File nodes, which Gatsby links from the data files' paths.
   * Asked with `null` for a picture the data leaves out (a selection of
   * `childImageSharp` over nothing): an entry still being written.
   */
  file: (path: string | null) => unknown;
}

export interface QueryRun {
  /** The query's text, as the editor's stand-in for Gatsby's `graphql` tag returns it. */
  query: unknown;
  /** The values of the query's `$variables`: a page's context, as Gatsby hands it. */
  variables?: object;
  graph: Graph;
}

/** A query or fragment was not handed over as its text. */
class QueryTextMissing extends Error {
  constructor() {
    super(
      'A query reached the preview without its text: the editor must be built with its stand-in for `gatsby` (gatsby-shim.tsx), whose `graphql` tag returns the text.',
    );
    this.name = 'QueryTextMissing';
  }
}

const parsed = new Map<string, DocumentNode>();

function documentOf(text: unknown): DocumentNode {
  if (typeof text !== 'string') throw new QueryTextMissing();
  let document = parsed.get(text);
  if (!document) {
    document = parse(text, { noLocation: true });
    parsed.set(text, document);
  }
  return document;
}

interface Scope {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  file: Graph['file'];
}

function argumentValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value] ?? null;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => argumentValue(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, argumentValue(field.value, variables)]),
      );
  }
}

function argumentsOf(field: FieldNode, variables: Record<string, unknown>): FieldArguments {
  return Object.fromEntries(
    (field.arguments ?? []).map((argument) => [
      argument.name.value,
      argumentValue(argument.value, variables),
    ]),
  );
}

/** The fields a selection asks for, with fragments spread in place. */
function fieldsOf(selection: SelectionSetNode, scope: Scope): FieldNode[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node];
    if (node.kind === Kind.INLINE_FRAGMENT) return fieldsOf(node.selectionSet, scope);
    const fragment = scope.fragments.get(node.name.value);
    if (!fragment) {
      throw new Error(
        `The preview does not know the fragment ${node.name.value}: add its constant to the preview's list of fragments (src/editor/preview/graph/fragments.ts).`,
      );
    }
    return fieldsOf(fragment.selectionSet, scope);
  });
}

/** A leaf as GraphQL serializes it: a date as its day (the site's dates are days). */
function leaf(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(leaf);
  return value;
}

function complete(value: unknown, selection: SelectionSetNode | undefined, scope: Scope): unknown {
  if (!selection) return leaf(value);
  if (Array.isArray(value)) return value.map((item) => complete(item, selection, scope));
  if (typeof value === 'string' && value !== '') return select(scope.file(value), selection, scope);
  if (typeof value === 'object' && value !== null) return select(value, selection, scope);
  return asksForPicture(selection, scope) ? select(scope.file(null), selection, scope) : null;
}

function asksForPicture(selection: SelectionSetNode, scope: Scope): boolean {
  return fieldsOf(selection, scope).some((field) => field.name.value === 'childImageSharp');
}

function select(value: unknown, selection: SelectionSetNode, scope: Scope): unknown {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const field of fieldsOf(selection, scope)) {
    const name = field.name.value;
    const raw = source[name];
    const resolved =
      typeof raw === 'function' ? (raw as Resolver)(argumentsOf(field, scope.variables)) : raw;
    result[field.alias?.value ?? name] = complete(resolved, field.selectionSet, scope);
  }
  return result;
}

function fragmentsIn(documents: readonly DocumentNode[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  return fragments;
}

/** The query's answer: the object its one operation selects from `root`. */
export function runQuery({ query, variables = {}, graph }: QueryRun): unknown {
  const { fragments, root, file } = graph;
  const document = documentOf(query);
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) {
    throw new Error('The preview was handed a text with no query in it.');
  }
  const scope: Scope = {
    fragments: fragmentsIn([document, ...fragments.map(documentOf)]),
    variables: variables as Record<string, unknown>,
    file,
  };
  return select(root, operation.selectionSet, scope);
}
