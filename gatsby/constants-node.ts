/**
 * The SiteConstants node: src/config/constants.ts as GraphQL serves it
 * (`siteConstants { pageKinds … }`), typed from its schema like site.yaml.
 */
import type { GatsbyNode } from 'gatsby';
import { SITE_CONSTANTS_TYPE, siteConstants } from '../src/config/graphql/site-constants';

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const content = siteConstants();
  actions.createNode({
    ...content,
    id: createNodeId(SITE_CONSTANTS_TYPE),
    internal: { type: SITE_CONSTANTS_TYPE, contentDigest: createContentDigest(content) },
  });
};
