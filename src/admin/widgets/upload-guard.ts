/**
 * Refuses a picture at the moment it is uploaded, in words, when it is not
 * one the place needs: not a photo (an SVG, a PDF…), too large a file, too
 * small or the wrong shape. Decap's media library keeps an upload made
 * from an entry as a draft until the entry is saved, so the backend's check
 * (checked-backend.ts) would only speak then; this one speaks at once.
 *
 * It listens for the file input's change before Decap's page does, and
 * hands the change on to Decap only when the files pass.
 */
import type { PictureRule } from '../../config/content/pictures';
import { uploadProblems, type MeasurePicture } from '../backend/pictures';

type Rule = Omit<PictureRule, 'folder'>;

/** The rule of the picture field whose media library is open, if one is. */
let currentRule: Rule | undefined;

export function openedForPicture(rule: Rule | undefined): void {
  currentRule = rule;
}

const MESSAGE_ID = 'upload-refused';

function hideRefusal(document: Document): void {
  document.getElementById(MESSAGE_ID)?.remove();
}

function showRefusal(document: Document, problems: readonly string[]): void {
  hideRefusal(document);
  const box = document.createElement('div');
  box.id = MESSAGE_ID;
  box.className = 'upload-refused';
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.textContent = 'This picture was not added:';
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.addEventListener('click', () => hideRefusal(document));
  box.append(heading, list, close);
  document.body.append(box);
  close.focus();
}

async function problemsOf(files: readonly File[], measure: MeasurePicture): Promise<string[]> {
  const found = await Promise.all(
    files.map((file) => uploadProblems(file, file.name, currentRule, measure)),
  );
  return found.flat();
}

export function guardUploads(document: Document, measure: MeasurePicture): void {
  const handedOn = new WeakSet<Event>();
  // A library opened from the Media tab is for no particular place.
  window.addEventListener('hashchange', () => openedForPicture(undefined));
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || handedOn.has(event)) {
        return;
      }
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void problemsOf(files, measure).then((problems) => {
        if (problems.length > 0) {
          input.value = '';
          showRefusal(document, problems);
          return;
        }
        hideRefusal(document);
        const again = new Event('change', { bubbles: true });
        handedOn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
