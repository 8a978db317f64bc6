/**
 * Our widgets wrap Decap's own (the list, the object, the image): the
 * wrapper renders Decap's control with the props it was given. One prop must
 * not go through as it is: `controlRef`, with which a control registers
 * itself with its parent, which later calls that control's `validate` when
 * the entry is saved. Decap's list and object controls call it again for
 * each item and field they render (the last one wins), so a wrapper that
 * handed it on would have its own `validate` skipped: the whole-project check
 * of the checked widgets never ran on a save. The wrapper registers itself
 * instead, and calls the inner control's `validate` from its own.
 */
interface Wrapper {
  props: { controlRef?: (control: unknown) => void };
}

const registrars = new WeakMap<Wrapper, () => void>();

/** The `controlRef` to hand the inner control: it registers the wrapper with the parent. */
export function registerWrapper(wrapper: Wrapper): () => void {
  let registrar = registrars.get(wrapper);
  if (!registrar) {
    registrar = () => wrapper.props.controlRef?.(wrapper);
    registrars.set(wrapper, registrar);
  }
  return registrar;
}
