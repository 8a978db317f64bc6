/**
 * Gatsby's build hooks. Each lives in its own module under gatsby/:
 *   on-pre-init            validate site.yaml (stops with readable fixes); a production build
 *                          stops on example values (launch.ts)
 *   on-pre-bootstrap       print translation coverage per language
 *   file-nodes             one Locale node per translation file (locale-nodes), one node per
 *                          YAML file from the validated data (yaml-nodes)
 *   constants-node         src/config/constants.ts as the SiteConstants node
 *   schema-customization   GraphQL types of site.yaml, data/, the constants and the Locale nodes
 *   locale-schema          the Locale type, and its texts as key/value entries for GraphiQL
 *   create-resolvers       venue(slug:), venues, Locale.entries and Locale.texts(keep:): a page asks
 *                          for its own venue and the texts it shows
 *   create-pages           every route × language, through its template
 *   on-create-webpack-config  each page kind's own stylesheet, short class names, unnamed source maps
 *   on-post-build          redirect pages, _redirects and _headers; source maps out of public/
 *   dev-server             /admin/ in `gatsby develop` says where the editor is (npm run editor)
 *   output-rewrites/       every rewrite of Gatsby's own output (webpack settings, HTML)
 */
export { onPreInit } from './gatsby/on-pre-init';
export { onPreBootstrap } from './gatsby/on-pre-bootstrap';
export { onCreateNode, shouldOnCreateNode } from './gatsby/file-nodes';
export { sourceNodes } from './gatsby/constants-node';
export { createSchemaCustomization } from './gatsby/schema-customization';
export { createResolvers } from './gatsby/create-resolvers';
export { createPages } from './gatsby/create-pages';
export { onCreateWebpackConfig } from './gatsby/on-create-webpack-config';
export { onPostBuild } from './gatsby/on-post-build';
export { onCreateDevServer } from './gatsby/dev-server';
