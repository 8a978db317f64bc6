/**
 * What the site's build (gatsby/) needs from the browser editor: the
 * editor's Decap configuration made from site.yaml, and the editor screen
 * that fixes a launch item. The build reaches the editor through this file
 * only (tests/unit/structure/imports.test.ts), so that the editor's
 * screens, widgets and checks can be reshaped without touching the build
 * (docs/decisions/0012-build-reaches-editor-through-one-file.md).
 */
export { editorConfig, type SiteForEditor } from './config/editor-config';
export type { DecapConfig } from './config/decap-types';
export { editorScreenOf } from './launch/screens';
