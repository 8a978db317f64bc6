/** Joins CSS module class names, skipping the ones that do not apply. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
