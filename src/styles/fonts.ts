/**
 * Self-hosted fonts (@fontsource). The CSS declares every subset with its
 * unicode-range, so browsers fetch only what a page's text needs; the two
 * files every page needs (Latin, which covers en/es/it) are preloaded.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/sora/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import soraLatin from '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2';

export const PRELOADED_FONTS: readonly string[] = [interLatin, soraLatin];
