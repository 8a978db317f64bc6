/**
 * The nodes made of the site's files: a Locale node per translation file
 * (locale-nodes.ts) and a node per YAML file (yaml-nodes.ts).
 */
import type { CreateNodeArgs, Node } from 'gatsby';
import * as localeNodes from './locale-nodes';
import * as yamlNodes from './yaml-nodes';

const NODE_MAKERS = [localeNodes, yamlNodes];

export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  return NODE_MAKERS.some((maker) => maker.shouldOnCreateNode({ node }));
}

export async function onCreateNode(args: CreateNodeArgs): Promise<void> {
  for (const maker of NODE_MAKERS) {
    if (maker.shouldOnCreateNode(args)) await maker.onCreateNode(args);
  }
}
