/**
 * The attribute of the element that ends a page's first paint on the page
 * kinds that link their stylesheets: the build writes the links into it
 * (gatsby/output-rewrites/first-screen-styles.ts), where they hold back
 * only what follows.
 */
export const FIRST_SCREEN_END = 'data-stylesheets-after-first-screen';
