// Moved to src/config/page-locales.ts (src/ does not import from gatsby/). Kept for the
// editor's preview (src/admin/preview/page-data.ts) until it imports from there.
export * from '../src/config/page-locales';
