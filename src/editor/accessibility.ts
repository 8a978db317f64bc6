/**
 * Names for the controls of Decap's interface that have none: the buttons
 * with only an icon on each entry of a list (show or hide it, move it,
 * remove it), and the preview's frame.
 * Decap renders them without text a screen reader can read; this names
 * them after the entry they act on, as Decap renders and re-renders them.
 */
const LIST_ITEM = '[class*="SortableListItem"]';
const ITEM_TOP_BAR = '[class*="ListItemTopBar"]';
const ITEM_SUMMARY = '[class*="NestedObjectLabel"]';
const MOVE_HANDLE = '[aria-roledescription="sortable"]';

function setName(element: Element | null | undefined, name: string): void {
  if (element && element.getAttribute('aria-label') !== name) {
    element.setAttribute('aria-label', name);
  }
}

/** "entry 3 (/dj/ → /music/)", or "entry 3" when the entry shows no summary. */
function entryName(item: Element): string {
  const siblings = item.parentElement ? [...item.parentElement.children] : [item];
  const position = siblings.filter((sibling) => sibling.matches(LIST_ITEM)).indexOf(item) + 1;
  const summary = item.querySelector(`:scope > ${ITEM_SUMMARY}`)?.textContent?.trim();
  return summary ? `entry ${position} (${summary})` : `entry ${position}`;
}

export function nameListItemControls(root: ParentNode): void {
  for (const item of root.querySelectorAll(LIST_ITEM)) {
    const bar = item.querySelector(`:scope > ${ITEM_TOP_BAR}`);
    if (!bar) continue;
    const entry = entryName(item);
    const buttons = [...bar.querySelectorAll(':scope > button')];
    setName(buttons[0], `Show or hide ${entry}`);
    setName(bar.querySelector(`:scope > ${MOVE_HANDLE}`), `Move ${entry}`);
    if (buttons.length > 1) setName(buttons[buttons.length - 1], `Remove ${entry}`);
  }
}

/** Decap's preview frame has no name; its screens without a page preview show their values. */
export function namePreviewFrame(root: ParentNode): void {
  const frame = root.querySelector('iframe#preview-pane');
  if (frame && !frame.getAttribute('title')) frame.setAttribute('title', 'Preview');
}

/**
 * The media library's pictures have no text alternative; each card shows the
 * file's name under its picture, so the picture itself is decorative.
 */
export function markLibraryPicturesDecorative(root: ParentNode): void {
  for (const picture of root.querySelectorAll('img[class*="CardImage"]:not([alt])')) {
    picture.setAttribute('alt', '');
  }
}

/**
 * The media library's Upload button is a label around a hidden file input,
 * which takes the focus but not Enter or Space: they open the file chooser.
 */
export function openUploadWithKeys(document: Document): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (
      !(target instanceof HTMLLabelElement) ||
      !target.classList.contains('nc-fileUploadButton')
    ) {
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    target.querySelector<HTMLInputElement>('input[type="file"]')?.click();
  });
}
