/**
 * A field that names another thing of the site (a venue, a service, a kind
 * of event, a language…) is picked from a list of their names, never typed:
 * Decap's select widget, given as its options what the site has now
 * (pick-options.ts: read from the repository as the editor last read or
 * saved it, so a venue added a minute ago is offered). One choice, or with
 * `multiple` several (a venue's services). The file keeps each thing's id.
 */
import { onProjectState, projectState } from '../backend/project-store';
import { decap, isImmutable, plain } from '../decap';
import { PICK_SCHEMA, pickOptions, withChosenValues, type PickSource } from './pick-options';

interface FieldMap {
  get(key: string): unknown;
  set(key: string, value: unknown): FieldMap;
}

interface PickProps {
  field: FieldMap;
  value?: unknown;
  forID: string;
  getEntry?: () => unknown;
}

interface EntryLike {
  getIn(path: readonly string[]): unknown;
}

/** What of the screen being edited a list needs: the catalog's categories, on the catalog's screen. */
function screenData(props: PickProps, source: PickSource): unknown {
  if (source !== 'catalogCategories') return undefined;
  const entry = props.getEntry?.() as EntryLike | undefined;
  const categories = plain(entry?.getIn(['data', 'categories']));
  return categories === undefined ? undefined : { categories };
}

interface PickControl {
  props: PickProps;
  stopListening?: () => void;
  forceUpdate(): void;
  inner?: { focus?: () => void; isValid?: () => unknown } | null;
}

/** The values chosen now, as plain strings. */
function chosenValues(value: unknown): string[] {
  const plainValue = isImmutable(value) ? value.toJS() : value;
  if (Array.isArray(plainValue)) {
    return plainValue.filter((item): item is string => typeof item === 'string');
  }
  return typeof plainValue === 'string' && plainValue !== '' ? [plainValue] : [];
}

export function registerPickWidget(): void {
  const { CMS, h, createClass } = decap();
  const select = CMS.getWidget('select');
  if (!select) throw new Error('Decap has no select widget.');
  const control = createClass({
    displayName: 'Pick',
    componentDidMount(this: PickControl) {
      // A save or a fresh read of the repository (a venue just added) changes what is offered.
      this.stopListening = onProjectState(() => this.forceUpdate());
    },
    componentWillUnmount(this: PickControl) {
      this.stopListening?.();
    },
    isValid(this: PickControl) {
      return this.inner?.isValid?.() ?? true;
    },
    focus(this: PickControl) {
      document.getElementById(this.props.forID)?.focus();
    },
    render(this: PickControl) {
      const source = this.props.field.get('pick_from') as PickSource;
      const state = projectState();
      const options = state ? pickOptions(source, state, screenData(this.props, source)) : [];
      return h(select.control, {
        ...this.props,
        field: this.props.field.set(
          'options',
          withChosenValues(options, chosenValues(this.props.value)),
        ),
        ref: (inner: PickControl['inner']) => {
          this.inner = inner;
        },
      });
    },
  });
  CMS.registerWidget('pick', control, select.preview, PICK_SCHEMA);
}
