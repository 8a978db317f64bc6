/**
 * Three bugs of Decap CMS 3.16's editor screen, worked around on its own
 * components as they appear (found through React's tree, from the page):
 *
 * - A refused save ends in an unhandled promise rejection: the editor awaits
 *   the save and lets its refusal escape from the click (an "Uncaught (in
 *   promise)" error after every refused save). The refusal itself is shown
 *   beside the fields; here the rejection is caught.
 * - Its local backup of unsaved changes: written two seconds after each
 *   change, also after a refused save, and offered again later in a browser
 *   prompt ("A local backup was recovered for this entry"). Our saves are
 *   based on the file as it was read and refuse a file changed since
 *   (checked-backend.ts), so a backup restored later would most often be
 *   refused as stale: the editor keeps none. Leaving a screen with unsaved
 *   changes still asks first.
 * - The language menu of the right-hand pane of a translated entry calls an
 *   `onLocaleChange` the editor never gives that pane, which throws
 *   "this.props.onLocaleChange is not a function" at each switch
 *   (decaporg/decap-cms#6307, still open; fix proposed in #6495). The pane's
 *   handler is replaced by one that switches the language and calls
 *   `onLocaleChange` only when there is one.
 */

interface Fiber {
  stateNode: unknown;
  return: Fiber | null;
}

interface DecapComponent {
  props: Record<string, unknown>;
  setState(state: object): void;
  forceUpdate(): void;
}

interface DecapEditor extends DecapComponent {
  handlePersistEntry: (options?: object) => Promise<void>;
  createBackup: { cancel(): void };
}

interface DecapControlPane extends DecapComponent {
  handleLocaleChange: (locale: string) => void;
  copyFromOtherLocale: unknown;
}

const patched = new WeakSet<object>();

function fiberOf(element: Element): Fiber | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? ((element as unknown as Record<string, Fiber>)[key] ?? undefined) : undefined;
}

function hasOwn(instance: unknown, ...names: string[]): boolean {
  return (
    typeof instance === 'object' &&
    instance !== null &&
    names.every((name) => Object.prototype.hasOwnProperty.call(instance, name))
  );
}

/** The class components above an element, nearest first. */
function componentsAbove(element: Element): unknown[] {
  const found: unknown[] = [];
  for (let fiber: Fiber | null | undefined = fiberOf(element); fiber; fiber = fiber.return) {
    const instance = fiber.stateNode;
    if (instance && !(instance instanceof Node) && typeof instance === 'object') {
      found.push(instance);
    }
  }
  return found;
}

const isEditor = (instance: unknown): instance is DecapEditor =>
  hasOwn(instance, 'handlePersistEntry', 'createBackup');

const isControlPane = (instance: unknown): instance is DecapControlPane =>
  hasOwn(instance, 'handleLocaleChange', 'copyFromOtherLocale');

function patchEditor(editor: DecapEditor): void {
  const persist = editor.handlePersistEntry;
  editor.handlePersistEntry = async (options) => {
    try {
      await persist(options);
    } catch {
      // Refused: the reasons show beside the fields and at the top of the form.
    }
  };
  editor.createBackup.cancel();
  editor.createBackup = Object.assign(() => undefined, { cancel() {}, flush() {} });
  editor.forceUpdate();
}

function patchControlPane(pane: DecapControlPane): void {
  pane.handleLocaleChange = (locale) => {
    pane.setState({ selectedLocale: locale });
    const onLocaleChange = pane.props.onLocaleChange;
    if (typeof onLocaleChange === 'function') onLocaleChange(locale);
  };
  pane.forceUpdate();
}

/** Patches the editor screen's components now on the page (each once). */
export function patchDecapComponents(root: ParentNode): void {
  for (const container of root.querySelectorAll('[class*="ControlPaneContainer"]')) {
    const inside = container.firstElementChild;
    if (!inside) continue;
    for (const instance of componentsAbove(inside)) {
      if (patched.has(instance as object)) continue;
      if (isControlPane(instance)) {
        patched.add(instance);
        patchControlPane(instance);
      } else if (isEditor(instance)) {
        patched.add(instance);
        patchEditor(instance);
      }
    }
  }
}
