/**
 * The catalog's filter state. The address's #hash names the category shown
 * (#lighting), so a filtered catalog can be bookmarked and shared, and the
 * same links work without JavaScript (CSS shows only the :target section).
 */
export const ALL_ITEMS = 'all';

/** The category an address's hash selects; anything unknown shows everything. */
export function categoryFromHash(hash: string, categories: readonly string[]): string {
  const candidate = decodeURIComponent(hash.replace(/^#/, ''));
  return categories.includes(candidate) ? candidate : ALL_ITEMS;
}

/** Whether a category's section is shown under the selected filter. */
export function isShown(category: string, selected: string): boolean {
  return selected === ALL_ITEMS || selected === category;
}
