/**
 * One node per YAML file of the site, named after its file (site.yaml →
 * SiteYaml, data/venues.yaml → VenuesYaml), made from the data exactly as
 * the validation reads and checks it (src/config/validate.ts, readYamlData:
 * the `yaml` package, YAML 1.2). This replaces gatsby-transformer-yaml, whose
 * js-yaml read the same files by other rules (an unquoted 2024-06-15 was a
 * date there and text here): the pages are built from the data that was
 * validated, read by one parser.
 */
import type { CreateNodeArgs, Node } from 'gatsby';
import { reportFileProblems } from './file-problems';
import { yamlTypeName } from '../src/config/graphql/site-types';
import { readYamlData } from '../src/config/validate';
import { isRecord } from '../src/lib/json';

/** The gatsby-source-filesystem instances (gatsby-config) that read site.yaml and data/. */
export const SITE_CONFIG_SOURCE_NAME = 'config';
export const CONTENT_SOURCE_NAME = 'data';

/** The fields of gatsby-source-filesystem's File nodes read here. */
interface SourceFileNode extends Node {
  sourceInstanceName: string;
  /** "venues.yaml": inside data/ (or site.yaml itself). */
  relativePath: string;
  /** "venues": the file's name without its extension. */
  name: string;
}

function isYamlFile(node: Node): node is SourceFileNode {
  const { sourceInstanceName } = node as Partial<SourceFileNode>;
  return (
    node.internal.type === 'File' &&
    node.internal.mediaType === 'text/yaml' &&
    (sourceInstanceName === SITE_CONFIG_SOURCE_NAME || sourceInstanceName === CONTENT_SOURCE_NAME)
  );
}

/** Gatsby calls onCreateNode only for the nodes this accepts. */
export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  return isYamlFile(node);
}

/** The file as the owner knows it: site.yaml, data/venues.yaml. */
function fileLabel(file: SourceFileNode): string {
  return file.sourceInstanceName === CONTENT_SOURCE_NAME
    ? `${CONTENT_SOURCE_NAME}/${file.relativePath}`
    : file.relativePath;
}

/**
 * A build has validated every file before this runs (gatsby/on-pre-init.ts
 * stops on a broken one); `gatsby develop` reads a file again each time it is
 * saved: a slip is reported in the same plain words, at its line, and the
 * file gets no node until it is fixed.
 */
export async function onCreateNode({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  if (!isYamlFile(node)) return;
  const read = readYamlData(await loadNodeContent(node));
  if (!read.ok) {
    reportFileProblems(reporter, fileLabel(node), read.problems);
    return;
  }
  // An empty file, or one that is not a list of settings: the validation says so.
  if (!isRecord(read.data)) return;
  const yamlNode = {
    ...read.data,
    // From the file's place in the project, not from its absolute path.
    id: createNodeId(`${fileLabel(node)} >>> YAML`),
    parent: node.id,
    children: [],
    internal: { type: yamlTypeName(node.name), contentDigest: createContentDigest(read.data) },
  };
  await actions.createNode(yamlNode);
  actions.createParentChildLink({ parent: node, child: yamlNode });
}
