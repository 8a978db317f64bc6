/**
 * Gatsby's build hooks. Each lives in its own module under gatsby/:
 *   on-pre-init            validate site.yaml (stops with readable fixes)
 *   on-pre-bootstrap       print translation coverage per language
 *   locale-nodes           one Locale node per translation file
 *   constants-node         src/config/constants.ts as the SiteConstants node
 *   schema-customization   GraphQL types of site.yaml, data/ and the constants
 *   create-pages           every route × language, through its template
 *   on-create-webpack-config  each page kind's own stylesheet, unnamed source maps
 *   on-post-build          redirect pages, _redirects and _headers; source maps out of public/
 */
export { onPreInit } from './gatsby/on-pre-init';
export { onPreBootstrap } from './gatsby/on-pre-bootstrap';
export { onCreateNode, shouldOnCreateNode } from './gatsby/locale-nodes';
export { sourceNodes } from './gatsby/constants-node';
export { createSchemaCustomization } from './gatsby/schema-customization';
export { createPages } from './gatsby/create-pages';
export { onCreateWebpackConfig } from './gatsby/on-create-webpack-config';
export { onPostBuild } from './gatsby/on-post-build';
