/**
 * Why a save cannot go through, listed at the top of the form for as long as
 * it holds, every reason at once: every message shown beside a field
 * (Decap's checks and the whole-project check, src/editor/widgets/checked.ts),
 * and the reasons the last save was refused by the backend (two people, an
 * upload). Each has a button that opens the screen and the field where its
 * fix belongs: this screen's field, or another screen's (an old address
 * still leading to a venue being deleted). The messages beside the fields
 * stay until their problem is fixed, and so does this list.
 */
import { targetOf } from './checks/targets';
import { openField } from './open-field';

const SUMMARY_CLASS = 'refusal-summary';
const ERRORS_LIST = '[class*="ControlErrorsList"]';
const CONTROL = '[class*="ControlContainer"]';

interface BackendRefusal {
  /** The screen (its address in the editor) the save was refused on. */
  screen: string;
  reasons: readonly string[];
}

let backendRefusal: BackendRefusal | undefined;
const listeners = new Set<() => void>();

/** The screen open now, by its address in the editor (none outside a browser). */
function currentScreen(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}

/** The backend refused the save of the screen open now: keep its reasons until the next save. */
export function rememberRefusal(reasons: readonly string[]): void {
  backendRefusal = { screen: currentScreen(), reasons };
  listeners.forEach((listener) => listener());
}

export function forgetRefusal(): void {
  backendRefusal = undefined;
  listeners.forEach((listener) => listener());
}

export function onRefusalChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Shown {
  text: string;
  /** The field it is shown beside, if any. */
  control?: Element;
}

function shownMessages(pane: Element): Shown[] {
  const shown: Shown[] = [];
  for (const list of pane.querySelectorAll(ERRORS_LIST)) {
    const control = list.closest(CONTROL) ?? undefined;
    for (const item of list.querySelectorAll('li')) {
      const text = item.textContent?.trim();
      if (text) shown.push({ text, control });
    }
  }
  if (backendRefusal?.screen === currentScreen()) {
    for (const text of backendRefusal.reasons) shown.push({ text });
  }
  return shown;
}

function showField(control: Element): void {
  control.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const input = control.querySelector<HTMLElement>('input, textarea, select, button');
  input?.focus({ preventScroll: true });
}

/** The button of a reason: to its field here, or to the screen and field where its fix belongs. */
function fixButton(message: Shown): HTMLButtonElement | undefined {
  const target = targetOf(message.text);
  const { control } = message;
  if (!target && !control) return undefined;
  const button = document.createElement('button');
  button.type = 'button';
  if (target && target.hash !== currentScreen()) {
    button.textContent = `Open ${target.screen}`;
    button.addEventListener('click', () => openField(target));
  } else {
    button.textContent = 'Show the field';
    button.addEventListener('click', () => {
      if (target) openField(target);
      else if (control) showField(control);
    });
  }
  return button;
}

function render(summary: HTMLElement, messages: readonly Shown[]): void {
  const heading = document.createElement('p');
  heading.className = `${SUMMARY_CLASS}__heading`;
  heading.textContent =
    messages.length === 1
      ? 'Nothing can be saved until this is fixed:'
      : `Nothing can be saved until these ${messages.length} things are fixed:`;
  const list = document.createElement('ul');
  for (const message of messages) {
    const item = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = message.text;
    item.append(text);
    const button = fixButton(message);
    if (button) item.append(' ', button);
    list.append(item);
  }
  summary.replaceChildren(heading, list);
}

/** Keeps the list at the top of the editor's form in step with the messages shown. */
export function showRefusalSummary(root: ParentNode): void {
  // The left-hand pane holds the form (the right-hand one, another language or the preview).
  const pane = root.querySelector('[class*="ControlPaneContainer"]');
  const existing = root.querySelector<HTMLElement>(`.${SUMMARY_CLASS}`);
  if (!pane) {
    existing?.remove();
    return;
  }
  const messages = shownMessages(pane);
  if (messages.length === 0) {
    existing?.remove();
    return;
  }
  const signature = messages.map((message) => message.text).join('\n');
  if (existing && existing.parentElement === pane && existing.dataset.messages === signature) {
    return;
  }
  const summary = existing ?? document.createElement('section');
  summary.className = SUMMARY_CLASS;
  summary.setAttribute('role', 'alert');
  summary.setAttribute('aria-label', 'Why this cannot be saved');
  summary.dataset.messages = signature;
  render(summary, messages);
  if (summary.parentElement !== pane) pane.prepend(summary);
}
