/**
 * Puts "Before going live" into the editor: a button in Decap's top bar,
 * after Contents and Media, with the number of values that must change, and
 * the screen it opens (a dialog of our own, outside Decap's React tree). Both
 * follow the editor's view of the repository, which is read after sign-in
 * and after each save (backend/project-store.ts). Self-contained: the
 * editor's start (index.ts) only calls showLaunchChecklist.
 */
import { createRoot, type Root } from 'react-dom/client';
import { mustChange } from '../../config/launch/launch-items';
import { onProjectState, projectState } from '../backend/project-store';
import type { DecapConfig } from '../config/decap-types';
import { illustrationVerdicts, onIllustrationVerdict } from './illustrations';
import { LaunchChecklist } from './LaunchChecklist';
import { picturesOfProject, projectLaunch, type ProjectLaunch } from './project-launch';
import { LAUNCH_CSS } from './styles';

/** Decap's list of top-bar links (Contents, Workflow, Media). */
const TOP_BAR_LIST = 'header nav [class*="AppHeaderNavList"]';
const HEADING_ID = 'before-going-live-heading';

interface Snapshot {
  launch: ProjectLaunch | undefined;
  picturesToRead: number;
}

/**
 * The list as known now. The pictures are read only once the screen has been
 * opened (`withPictures`): the count in the top bar needs none of them, as
 * only what must change is counted.
 */
function snapshot(withPictures: boolean): Snapshot {
  const state = projectState();
  if (!state) return { launch: undefined, picturesToRead: 0 };
  const images = withPictures ? [...new Set(picturesOfProject(state).map((use) => use.image))] : [];
  const verdicts = illustrationVerdicts(images);
  return {
    launch: projectLaunch(state, (image) => verdicts.get(image) === true),
    picturesToRead: images.filter((image) => typeof verdicts.get(image) !== 'boolean').length,
  };
}

function countLabel(launch: ProjectLaunch | undefined): { text: string; done: boolean } | null {
  if (!launch?.ok) return null;
  const must = mustChange(launch.items).length;
  return { text: String(must), done: must === 0 };
}

export function showLaunchChecklist(document: Document, config: DecapConfig): void {
  const style = document.createElement('style');
  style.textContent = LAUNCH_CSS;
  document.head.append(style);

  const dialog = document.createElement('dialog');
  dialog.className = 'launch-dialog';
  dialog.setAttribute('aria-labelledby', HEADING_ID);
  document.body.append(dialog);
  const root: Root = createRoot(dialog);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launch-open';
  let opened = false;
  const item = document.createElement('li');
  item.className = 'launch-nav';
  item.append(button);

  let current = snapshot(opened);

  const render = () => {
    const count = countLabel(current.launch);
    // The name holds the words and the number the button shows, in their order
    // (WCAG 2.5.3, Label in Name): "Before going live 0" is named "…: 0 must change".
    button.setAttribute(
      'aria-label',
      count ? `Before going live: ${count.text} must change` : 'Before going live',
    );
    button.replaceChildren(
      'Before going live',
      ...(count
        ? [
            ' ',
            Object.assign(document.createElement('span'), {
              className: `launch-count${count.done ? ' is-done' : ''}`,
              textContent: count.text,
            }),
          ]
        : []),
    );
    root.render(
      <>
        <button type="button" className="launch-close" onClick={() => dialog.close()}>
          Close
        </button>
        <h2 id={HEADING_ID}>Before going live</h2>
        <LaunchChecklist
          launch={current.launch}
          picturesToRead={current.picturesToRead}
          config={config}
          onOpenScreen={() => dialog.close()}
        />
      </>,
    );
  };

  const update = () => {
    current = snapshot(opened);
    render();
  };
  button.addEventListener('click', () => {
    opened = true;
    update();
    dialog.showModal();
  });
  onProjectState(update);
  onIllustrationVerdict(update);
  render();

  // Decap draws its top bar once someone has signed in, and again after signing in anew.
  const placeButton = () => {
    const list = document.querySelector(TOP_BAR_LIST);
    if (list && item.parentElement !== list) list.append(item);
  };
  new MutationObserver(placeButton).observe(document.body, { childList: true, subtree: true });
  placeButton();
}
