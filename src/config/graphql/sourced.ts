/**
 * A file's node as a query returns it. GraphQL types every top-level field
 * as nullable, but the build validates site.yaml and data/ before any query
 * runs, so a missing node means the build itself is broken: say which file.
 */
export function sourced<Node>(node: Node | null | undefined, file: string): Node {
  if (node === null || node === undefined) {
    throw new Error(`The query found no ${file}: the build did not read it.`);
  }
  return node;
}
