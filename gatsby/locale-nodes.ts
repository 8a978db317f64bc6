/**
 * One `Locale` node per translation file of src/locales/<language>/, which
 * the page queries ask for (allLocale): its language, its name (the
 * namespace) and its texts as compact JSON. Our own code, in the shape
 * gatsby-plugin-react-i18next gave these nodes, so page data is unchanged
 * (see docs/decisions/0001-no-i18n-plugin.md).
 */
import type { CreateNodeArgs, Node } from 'gatsby';
import { reportFileProblems } from './file-problems';
import { LOCALES_DIR } from '../src/config/check-project';
import { parseTranslationText } from '../src/config/translation-files';

/** The gatsby-source-filesystem instance (gatsby-config) that reads src/locales. */
export const LOCALE_SOURCE_NAME = 'locale';

/** The fields of gatsby-source-filesystem's File nodes read here. */
interface SourceFileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  /** "es/home.json", inside src/locales. */
  relativePath: string;
  /** "es": the language. */
  relativeDirectory: string;
  /** "home": the namespace. */
  name: string;
}

/** What a Locale node holds besides Gatsby's own fields. */
export interface LocaleNodeFields {
  language: string;
  ns: string;
  /** The file's texts as compact JSON, as the pages load them. */
  data: string;
  fileAbsolutePath: string;
}

function isTranslationFile(node: Node): node is SourceFileNode {
  return (
    node.internal.type === 'File' &&
    node.internal.mediaType === 'application/json' &&
    (node as Partial<SourceFileNode>).sourceInstanceName === LOCALE_SOURCE_NAME
  );
}

/** Gatsby calls onCreateNode only for the nodes this accepts. */
export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  return isTranslationFile(node);
}

/**
 * The build has checked every translation file before this runs (gatsby-config
 * stops on a broken one), but `gatsby develop` reads a file again each time it
 * is saved: a broken one is reported the same way, in plain words at its
 * line, and gets no node until it is fixed.
 */
export async function onCreateNode({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  if (!isTranslationFile(node)) return;
  // parseTranslationText also accepts a byte-order mark, which JSON.parse refuses.
  const parsed = parseTranslationText(await loadNodeContent(node));
  if (!parsed.ok) {
    reportFileProblems(reporter, `${LOCALES_DIR}/${node.relativePath}`, parsed.problems);
    return;
  }
  const data = JSON.stringify(parsed.tree);
  const fields: LocaleNodeFields = {
    language: node.relativeDirectory,
    ns: node.name,
    data,
    fileAbsolutePath: node.absolutePath,
  };
  const localeNode = {
    ...fields,
    // From the file's place in the project, not from its File node's id (which
    // comes from its absolute path): page contexts list these ids (localeIds),
    // and the page data visitors download must not change with the folder the
    // site was built in.
    id: createNodeId(`${LOCALES_DIR}/${node.relativePath} >>> Locale`),
    parent: node.id,
    children: [],
    internal: { type: 'Locale', contentDigest: createContentDigest(data) },
  };
  await actions.createNode(localeNode);
  actions.createParentChildLink({ parent: node, child: localeNode });
}
