/** Where the browser editor lives on the site. */
export const EDITOR_PATH = '/admin/';

/** The port `npm run editor` serves the editor on unless told another (scripts/editor/serve.ts). */
export const LOCAL_EDITOR_PORT = 8081;
