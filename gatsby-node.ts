/**
 * Gatsby's build hooks. Each lives in its own module under gatsby/:
 *   on-pre-init            validate site.yaml (stops with readable fixes)
 *   on-pre-bootstrap       print translation coverage per language
 *   schema-customization   GraphQL types of site.yaml and data/
 *   create-pages           every route × language, through its template
 *   on-post-build          redirect pages, _redirects and _headers
 */
export { onPreInit } from './gatsby/on-pre-init';
export { onPreBootstrap } from './gatsby/on-pre-bootstrap';
export { createSchemaCustomization } from './gatsby/schema-customization';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/on-post-build';
