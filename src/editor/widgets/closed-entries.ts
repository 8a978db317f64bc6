/**
 * Decap draws every field of a list's closed entries too, hidden, and draws
 * the whole form again at each change (decaporg/decap-cms#3415): the Rental
 * catalog's items with their texts in three languages made 650 fields, five
 * seconds to open on a 2-core machine and 150 ms for each key typed. Here a
 * closed list entry, or a closed group of fields (a language of an entry's
 * texts), draws its fields the first time it is opened, and keeps them.
 *
 * Nothing is lost by the wait: Decap checks a group's fields through those
 * drawn (a field not drawn yet holds what was read, or what the screen
 * wrote into it, untouched by the owner), the screen's top field checks the
 * whole file with the build's rules before every save (checked.ts), and
 * Decap's focus(path), which opens the field of a refusal, opens each entry
 * and group on the way before it reaches into it.
 */
import { decap } from '../decap';

interface DecapFieldSettings {
  get(key: string): unknown;
}

/** The part of Decap 3.16's object control (ObjectControl) this relies on. */
interface ObjectControl {
  props: { forList?: boolean; collapsed?: boolean };
  state: { collapsed?: boolean } | null;
}

type ControlFor = (this: ObjectControl, field: DecapFieldSettings, key?: number) => unknown;

/** The object controls that have drawn their fields once: they keep them, open or closed. */
const drawn = new WeakSet<ObjectControl>();

/** Closed as Decap's own render decides: an entry by its list, a group by its own arrow. */
function isClosed(control: ObjectControl): boolean {
  return control.props.forList === true
    ? control.props.collapsed === true
    : control.state?.collapsed === true;
}

/** Whether an object control draws its fields now (and from then on). */
export function drawsFields(control: ObjectControl): boolean {
  if (drawn.has(control)) return true;
  if (isClosed(control)) return false;
  drawn.add(control);
  return true;
}

export function drawClosedEntriesWhenOpened(): void {
  const object = decap().CMS.getWidget('object')?.control as
    { prototype?: { controlFor?: ControlFor } } | undefined;
  const prototype = object?.prototype;
  const controlFor = prototype?.controlFor;
  if (!prototype || typeof controlFor !== 'function') {
    throw new Error(
      'Decap’s object widget has changed: drawing closed entries when opened (widgets/closed-entries.ts) needs updating.',
    );
  }
  prototype.controlFor = function (this: ObjectControl, field, key) {
    return drawsFields(this) ? controlFor.call(this, field, key) : null;
  };
}
