/**
 * Where the fix of each problem the editor shows belongs: its screen and
 * field. Decap shows a field's messages as texts; the list at the top of the
 * form (refusals.ts) finds each message's screen and field here, by its text,
 * for the button that opens them.
 */

export interface ProblemTarget {
  /** The screen, as the menus name it: "Site settings → Old addresses". */
  screen: string;
  /** Its address in the editor: #/collections/settings/entries/redirects */
  hash: string;
  /** The field on that screen, as Decap's focus() takes it: redirects.22.to */
  field: string;
}

/** Enough for every message a form can show at once; older ones are forgotten. */
const MOST_REMEMBERED = 500;

const targets = new Map<string, ProblemTarget>();

export function rememberTarget(text: string, target: ProblemTarget): void {
  if (targets.size >= MOST_REMEMBERED) targets.clear();
  targets.set(text, target);
}

/** The screen and field of a message the editor showed, if it named one. */
export function targetOf(text: string): ProblemTarget | undefined {
  return targets.get(text);
}
