/**
 * Decap CMS 3.16's editor screen, adjusted on its own components as they
 * appear (found through React's tree, from the page):
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
 *   refused as stale: the editor keeps none.
 * - Leaving a screen with unsaved changes asks first, with one sentence
 *   for every screen ("Are you sure you want to leave this page?"), and an
 *   upload made on the screen is lost with it. The question here says what
 *   would be lost: the fields changed, by their labels, and each picture
 *   uploaded (leave.ts). Decap's router takes one question at a time: the
 *   screen's question replaces Decap's while the screen is open.
 * - Its link to the live site ("View Live", ours "Open the live site") leads
 *   to the site's address; while that is still an example, Decap shows a
 *   "Check for Preview" button that can never find anything instead: the
 *   screen's toolbar shows neither until the site has its real address.
 */
import { plain } from './decap';
import { leaveQuestion, lostWork } from './leave';

interface Fiber {
  stateNode: unknown;
  return: Fiber | null;
  memoizedProps?: unknown;
}

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

interface DecapComponent {
  props: Record<string, unknown>;
  forceUpdate(): void;
}

interface DecapToolbar extends DecapComponent {
  renderDeployPreviewControls: (label: string) => unknown;
}

interface DecapEditor extends DecapComponent {
  handlePersistEntry: (options?: object) => Promise<void>;
  createBackup: { cancel(): void };
  componentWillUnmount: () => void;
}

/** The part of the router's history (history 4) Decap navigates with. */
interface RouterHistory {
  block(prompt: (location: { pathname: string }, action: string) => string | undefined): () => void;
}

/** The control pane of a screen: its focus(path) opens and focuses a field ("venues.2.image"). */
export interface DecapControlPane extends DecapComponent {
  focus(path: string): void;
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

/** The router's history, from the props of the router above an element. */
function historyAbove(element: Element): RouterHistory | undefined {
  for (let fiber: Fiber | null | undefined = fiberOf(element); fiber; fiber = fiber.return) {
    const history = (fiber.memoizedProps as { history?: Partial<RouterHistory> } | undefined)
      ?.history;
    if (typeof history?.block === 'function') return history as RouterHistory;
  }
  return undefined;
}

const isEditor = (instance: unknown): instance is DecapEditor =>
  hasOwn(instance, 'handlePersistEntry', 'createBackup');

const isToolbar = (instance: unknown): instance is DecapToolbar =>
  hasOwn(instance, 'renderDeployPreviewControls', 'renderSimpleDeployPreviewControls');

const isControlPane = (instance: unknown): instance is DecapControlPane =>
  hasOwn(instance, 'childRefs', 'controlRef') &&
  typeof (instance as { focus?: unknown }).focus === 'function';

function immutable(value: unknown): ImmutableLike | undefined {
  return typeof value === 'object' && value !== null && 'getIn' in value
    ? (value as ImmutableLike)
    : undefined;
}

/** The question to ask before the screen is left, or nothing when nothing would be lost. */
function leavePrompt(editor: DecapEditor, location: { pathname: string }, action: string) {
  const draft = immutable(editor.props.entryDraft);
  const collection = immutable(editor.props.collection);
  const current = (editor.props.location as { pathname?: string } | undefined)?.pathname;
  // A new entry being saved goes to its own address: no question (as Decap does).
  const newEntryPath = `/collections/${String(collection?.get('name'))}/new`;
  if (
    draft?.getIn(['entry', 'isPersisting']) &&
    draft.getIn(['entry', 'newRecord']) &&
    current === newEntryPath &&
    action === 'PUSH'
  ) {
    return undefined;
  }
  if (!editor.props.hasChanged || location.pathname === current) return undefined;
  const fields = (plain(editor.props.fields) as Array<{ name: string; label?: string }>) ?? [];
  const mediaFiles = plain(draft?.getIn(['entry', 'mediaFiles'])) as
    Array<{ draft?: boolean; name?: string }> | undefined;
  return leaveQuestion(
    lostWork({
      fields: fields.map((field) => ({ name: field.name, label: field.label ?? field.name })),
      saved: plain(immutable(editor.props.entry)?.get('data')),
      draft: plain(draft?.getIn(['entry', 'data'])),
      uploads: (mediaFiles ?? []).flatMap((file) =>
        file.draft === true && typeof file.name === 'string' ? [file.name] : [],
      ),
    }),
  );
}

function patchEditor(editor: DecapEditor, element: Element): void {
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
  const history = historyAbove(element);
  if (history) {
    const unblock = history.block((location, action) => leavePrompt(editor, location, action));
    const unmount = editor.componentWillUnmount.bind(editor);
    editor.componentWillUnmount = () => {
      unblock();
      unmount();
    };
  }
  editor.forceUpdate();
}

function containersOf(root: ParentNode): Element[] {
  return [...root.querySelectorAll('[class*="ControlPaneContainer"]')].flatMap(
    (container) => container.firstElementChild ?? [],
  );
}

/** The back link of the editor screen's toolbar, from where its toolbar is found. */
const TOOLBAR_BACK_LINK = '[class*="ToolbarSectionBackLink"]';

/**
 * The page step patching the editor screen's components now on the page
 * (each once); `hasLiveSite`: the configuration names the site's real address.
 */
export function decapComponentPatches(hasLiveSite: boolean): (root: ParentNode) => void {
  return (root) => {
    for (const inside of containersOf(root)) {
      for (const instance of componentsAbove(inside)) {
        if (patched.has(instance as object) || !isEditor(instance)) continue;
        patched.add(instance);
        patchEditor(instance, inside);
      }
    }
    if (hasLiveSite) return;
    for (const link of root.querySelectorAll(TOOLBAR_BACK_LINK)) {
      const toolbar = componentsAbove(link).find(isToolbar);
      if (!toolbar || patched.has(toolbar)) continue;
      patched.add(toolbar);
      toolbar.renderDeployPreviewControls = () => null;
      toolbar.forceUpdate();
    }
  };
}

/** The control pane of the screen on the page, once its entry is loaded. */
export function controlPaneOn(root: ParentNode): DecapControlPane | undefined {
  for (const inside of containersOf(root)) {
    const pane = componentsAbove(inside).find(isControlPane);
    if (pane) return pane;
  }
  return undefined;
}
