/**
 * Decap's list widget reorders its entries by dragging only, which neither
 * a keyboard nor a single click can do (WCAG 2.1.1, 2.5.7). This wraps it
 * with a "Change the order" panel: the entries, each with Move up and Move
 * down buttons, which move them the way a drag does (Decap's own onSortEnd).
 * It replaces the 'list' widget everywhere, nested lists included.
 *
 * Decap opens a closed entry only with its small arrow; here a click
 * anywhere on the entry's row (its bar or its name under it) opens or
 * closes it, as that arrow does (which stays the keyboard's way in).
 */
import { fillSummary, SINGLE_ITEM } from '../config/fields';
import { decap, plain } from '../decap';
import { inWords } from '../words';
import { registerWrapper } from './wrapped-control';

interface ListProps {
  controlRef?: (control: unknown) => void;
  value?: unknown;
  field: unknown;
  forID: string;
}

interface ListControlInstance {
  onSortEnd?: (move: { oldIndex: number; newIndex: number }) => void;
  validate?: () => void;
  validateSize?: () => unknown[];
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
}

interface OrderedList {
  props: ListProps;
  state: { open: boolean; focusAfterMove?: string };
  setState(state: Partial<OrderedList['state']>): void;
  inner?: ListControlInstance | null;
  panel?: HTMLElement | null;
  root?: HTMLElement | null;
  move(from: number, to: number): void;
}

const ROOT_CLASS = 'ordered-list-root';
const LIST_ITEM = '[class*="SortableListItem"]';
const ITEM_TOP_BAR = '[class*="ListItemTopBar"]';
const ITEM_NAME = '[class*="NestedObjectLabel"]';
const CONTROLS = 'button, a, input, textarea, select, label, [role="button"]';

/**
 * The arrow of the entry whose row was clicked (its bar, or its name shown
 * under the bar while it is closed), when the click was on no control of
 * its own and the entry is one of this list's.
 */
export function rowToggle(target: EventTarget | null, root: Element): HTMLElement | undefined {
  if (!(target instanceof Element) || target.closest(CONTROLS)) return undefined;
  const item = target.closest(LIST_ITEM);
  if (!item || item.closest(`.${ROOT_CLASS}`) !== root) return undefined;
  const row = target.closest(`${ITEM_TOP_BAR}, ${ITEM_NAME}`);
  if (!row || row.parentElement !== item) return undefined;
  return item.querySelector<HTMLElement>(`:scope > ${ITEM_TOP_BAR} > button`) ?? undefined;
}

function countOf(value: unknown): number {
  const items = plain(value);
  return Array.isArray(items) ? items.length : 0;
}

/**
 * A new entry is added at the end of the list, which may be far below: it is
 * brought into view, and its first field takes the focus.
 */
function showNewEntry(root: HTMLElement): void {
  const own = [...root.querySelectorAll<HTMLElement>(LIST_ITEM)].filter(
    (item) => item.closest(`.${ROOT_CLASS}`) === root,
  );
  const entry = own[own.length - 1];
  if (!entry) return;
  // The first field shown: a setting the screen keeps without showing it (an id it makes) has none.
  const fields = entry.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]), textarea, select',
  );
  const first = [...fields].find((field) => field.getClientRects().length > 0);
  // An entry can be taller than the screen (a venue with its texts): its start is brought
  // into view, where its first field is, not its middle.
  entry.scrollIntoView({ block: 'start' });
  first?.scrollIntoView({ block: 'nearest' });
  first?.focus({ preventScroll: true });
}

/** An entry's name in the panel: its summary (as the list shows it), else its number. */
export function entryLabel(field: { summary?: string }, item: unknown, index: number): string {
  const number = `Entry ${index + 1}`;
  if (typeof item !== 'object' || item === null) {
    if (typeof item !== 'string' && typeof item !== 'number') return number;
    // A list of single values, titled by its value or by the words its summary makes of it.
    const title = field.summary
      ? fillSummary(field.summary, { [SINGLE_ITEM]: item })
      : String(item);
    return inWords(title.trim()) || number;
  }
  const summary = fillSummary(
    field.summary ?? '{{label}}{{name}}{{id}}{{slug}}',
    item as Record<string, unknown>,
  );
  return inWords(summary.trim()) || number;
}

export function registerOrderedList(): void {
  const { CMS, h, createClass } = decap();
  const list = CMS.getWidget('list');
  if (!list) throw new Error('Decap has no list widget.');
  const control = createClass({
    displayName: 'OrderedList',
    getInitialState() {
      return { open: false };
    },
    componentDidUpdate(this: OrderedList, previous: ListProps) {
      const root = this.root;
      if (root && countOf(this.props.value) === countOf(previous.value) + 1) {
        // After Decap has drawn the new entry.
        requestAnimationFrame(() => showNewEntry(root));
      }
      const wanted = this.state.focusAfterMove;
      if (!wanted || !this.panel) return;
      this.panel.querySelector<HTMLElement>(`[data-move="${wanted}"]`)?.focus();
      this.setState({ focusAfterMove: undefined });
    },
    move(this: OrderedList, from: number, to: number) {
      const count = ((plain(this.props.value) as unknown[] | undefined) ?? []).length;
      this.inner?.onSortEnd?.({ oldIndex: from, newIndex: to });
      // Keep the focus on the entry that moved: on the same button, unless it
      // reached the end it was moving to, where only the other one works.
      const direction = to < from ? (to === 0 ? 'down' : 'up') : to === count - 1 ? 'up' : 'down';
      this.setState({ focusAfterMove: `${to}-${direction}` });
    },
    validate(this: OrderedList) {
      this.inner?.validate?.();
    },
    validateSize(this: OrderedList) {
      return this.inner?.validateSize?.() ?? [];
    },
    // Decap re-renders a field only when its value changes unless its control says
    // otherwise: the control we wrap decides (the image widget needs its picked file).
    shouldComponentUpdate(this: OrderedList, next: unknown) {
      const inner = this.inner as { shouldComponentUpdate?: (next: unknown) => boolean } | null;
      return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true;
    },
    focus(this: OrderedList, path?: string) {
      this.inner?.focus?.(path);
    },
    getValidateValue(this: OrderedList) {
      return this.inner?.getValidateValue?.();
    },
    render(this: OrderedList) {
      const items = (plain(this.props.value) as unknown[] | undefined) ?? [];
      const field = plain(this.props.field) as { label?: string; summary?: string };
      const panelId = `${this.props.forID}-order`;
      const canOrder = items.length > 1;
      return h(
        'div',
        {
          className: ROOT_CLASS,
          ref: (root: HTMLElement | null) => (this.root = root),
          // A mouse's way to the arrow: the keyboard reaches the arrow itself.
          onClick: (event: MouseEvent) => {
            const toggle = this.root ? rowToggle(event.target, this.root) : undefined;
            if (toggle) toggle.click();
          },
        },
        h(list.control, {
          ...this.props,
          controlRef: registerWrapper(this),
          ref: (inner: ListControlInstance | null) => {
            this.inner = inner;
          },
        }),
        canOrder &&
          h(
            'div',
            { className: 'ordered-list', ref: (panel: HTMLElement | null) => (this.panel = panel) },
            h(
              'button',
              {
                type: 'button',
                className: 'ordered-list__toggle',
                'aria-expanded': this.state.open,
                'aria-controls': panelId,
                onClick: () => this.setState({ open: !this.state.open }),
              },
              this.state.open
                ? 'Done ordering'
                : `Change the order of ${field.label ?? 'the entries'}`,
            ),
            this.state.open &&
              h(
                'ol',
                { id: panelId, className: 'ordered-list__entries' },
                items.map((item, index) => {
                  const label = entryLabel(field, item, index);
                  return h(
                    'li',
                    { key: `${index}-${label}` },
                    h('span', { className: 'ordered-list__label' }, label),
                    h(
                      'button',
                      {
                        type: 'button',
                        'data-move': `${index}-up`,
                        disabled: index === 0,
                        'aria-label': `Move ${label} up`,
                        onClick: () => this.move(index, index - 1),
                      },
                      '↑ Up',
                    ),
                    h(
                      'button',
                      {
                        type: 'button',
                        'data-move': `${index}-down`,
                        disabled: index === items.length - 1,
                        'aria-label': `Move ${label} down`,
                        onClick: () => this.move(index, index + 1),
                      },
                      '↓ Down',
                    ),
                  );
                }),
              ),
          ),
      );
    },
  });
  CMS.registerWidget('list', control, list.preview, list.schema);
}
