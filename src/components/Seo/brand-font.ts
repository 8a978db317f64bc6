/**
 * The brand typeface's file (the @font-face of src/styles/global.css names
 * the same one): imported here for its public URL, which every page's head
 * preloads so that headings are set in it from the first paint.
 */
import brandFontUrl from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-opsz-normal.woff2';

export const BRAND_FONT = { href: brandFontUrl, type: 'font/woff2' } as const;
