/**
 * Opens a screen and the field where a fix belongs: the buttons of the list
 * of refusals (refusals.ts). The screen opens through the editor's own
 * address (Decap's router, which asks first when the screen being left has
 * unsaved work); once its form is there, Decap's own focus(path) opens the
 * list entries and groups on the way and puts the focus in the field.
 */
import type { ProblemTarget } from './checks/targets';
import { controlPaneOn } from './decap-patches';

let pending: ProblemTarget | undefined;

interface ImmutableLike {
  get(key: string): unknown;
}

/** Whether a control pane shows the screen at `hash` (#/collections/<collection>/entries/<screen>), loaded. */
function shows(props: Record<string, unknown>, hash: string): boolean {
  const collection = props.collection as ImmutableLike | undefined;
  const entry = props.entry as ImmutableLike | undefined;
  const [, name, slug] = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(hash) ?? [];
  return (
    collection?.get('name') === name &&
    entry?.get('slug') === slug &&
    entry?.get('data') !== undefined
  );
}

/** How long a screen may take to open before the field is given up on. */
const GIVE_UP_MS = 15_000;
let pendingSince = 0;

/** An editor screen's address: #/collections/<collection>/entries/<screen>. */
const SCREEN_HASH = /^#\/collections\/([^/]+)\/entries\//;

/** The list of the screen's collection: #/collections/<collection>. */
function collectionOf(hash: string): string | undefined {
  const [, collection] = SCREEN_HASH.exec(hash) ?? [];
  return collection === undefined ? undefined : `#/collections/${collection}`;
}

export function openField(target: ProblemTarget): void {
  pending = target;
  pendingSince = Date.now();
  const here = window.location.hash;
  if (here !== target.hash) {
    // Decap's editor screen keeps its form when only the screen in its address
    // changes (it loads an entry when it is first drawn): from a screen, the
    // other one opens through its collection's list, as a person opens it.
    window.location.hash = SCREEN_HASH.test(here)
      ? (collectionOf(target.hash) ?? target.hash)
      : target.hash;
  }
  focusPendingField(document);
}

/** A page step (page-watch.ts): focuses the field asked for once its screen's form is there. */
export function focusPendingField(root: ParentNode): void {
  const target = pending;
  if (!target) return;
  if (Date.now() - pendingSince > GIVE_UP_MS) {
    pending = undefined;
    return;
  }
  if (window.location.hash !== target.hash) {
    // On the way, at the collection's list (the screen left, its question answered).
    // Once the list is drawn: the screen left is gone (its form with it).
    if (window.location.hash === collectionOf(target.hash) && !controlPaneOn(document)) {
      window.location.hash = target.hash;
    }
    return;
  }
  const pane = controlPaneOn(root);
  if (!pane || !shows(pane.props, target.hash)) return;
  pending = undefined;
  // After Decap has drawn the form for this screen's entry.
  requestAnimationFrame(() => pane.focus(target.field));
}
