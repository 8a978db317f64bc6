/** Where the browser editor lives on the site. */
export const EDITOR_PATH = '/admin/';
