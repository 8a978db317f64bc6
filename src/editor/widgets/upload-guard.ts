/**
 * Refuses a picture at the moment it is uploaded, in words, when it is not
 * one the place needs: not a photo (an SVG, a PDF…), too large a file, too
 * small or the wrong shape. Decap's media library keeps an upload made
 * from an entry as a draft until the entry is saved, so the backend's check
 * (checked-backend.ts) would only speak then; this one speaks at once.
 *
 * A picture uploaded under the name of one already in its folder is given a
 * free name (music.jpg → music-2.jpg), and the person is told. Decap would
 * otherwise delete the file of that name first (a picture the site may
 * still show: the backend refuses that) and list both in the library.
 *
 * It listens for the file input's change before Decap's page does, and
 * hands the change on to Decap only when the files pass.
 */
import type { PictureRule } from '../../config/content/pictures';
import { projectState } from '../backend/project-store';
import { uploadProblems, type MeasurePicture } from '../backend/pictures';

/** The picture field whose media library is open, if one is. */
interface OpenFor {
  rule: PictureRule;
  /** The entry's uploads not saved yet, by their path from data/ (images/venues/x.jpg). */
  drafts: readonly string[];
}

let openFor: OpenFor | undefined;

export function openedForPicture(
  rule: PictureRule | undefined,
  drafts: readonly string[] = [],
): void {
  openFor = rule ? { rule, drafts } : undefined;
}

const MESSAGE_ID = 'upload-message';

function hideMessage(document: Document): void {
  document.getElementById(MESSAGE_ID)?.remove();
}

function showMessage(
  document: Document,
  kind: 'refused' | 'renamed',
  heading: string,
  lines: readonly string[],
): void {
  hideMessage(document);
  const box = document.createElement('div');
  box.id = MESSAGE_ID;
  box.className = kind === 'refused' ? 'upload-refused' : 'upload-renamed';
  box.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
  const title = document.createElement('p');
  title.textContent = heading;
  const list = document.createElement('ul');
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.addEventListener('click', () => hideMessage(document));
  box.append(title, list, close);
  document.body.append(box);
  if (kind === 'refused') close.focus();
}

async function problemsOf(files: readonly File[], measure: MeasurePicture): Promise<string[]> {
  const found = await Promise.all(
    files.map((file) => uploadProblems(file, file.name, openFor?.rule, measure)),
  );
  return found.flat();
}

/** The names taken in the open field's folder: its pictures and the entry's uploads there. */
function takenNames(folder: string, drafts: readonly string[]): Set<string> {
  const prefix = `${folder}/`;
  const inFolder = [...(projectState()?.pictures ?? []), ...drafts]
    .filter((picture) => picture.startsWith(prefix))
    .map((picture) => picture.slice(prefix.length).toLowerCase());
  return new Set(inFolder);
}

/** music.jpg → music-2.jpg (the first number free), or the name itself when free. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let number = 2; ; number += 1) {
    const candidate = `${stem}-${number}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The files under free names, and what was renamed. */
function withFreeNames(files: readonly File[]): { files: File[]; renamed: string[] } {
  if (!openFor) return { files: [...files], renamed: [] };
  const taken = takenNames(openFor.rule.folder, openFor.drafts);
  const renamed: string[] = [];
  const named = files.map((file) => {
    const name = freeName(file.name, taken);
    taken.add(name.toLowerCase());
    if (name === file.name) return file;
    renamed.push(
      `A picture named ${file.name} is already on the site (a page may still show it, so it is kept): this one is added as ${name}.`,
    );
    return new File([file], name, { type: file.type, lastModified: file.lastModified });
  });
  return { files: named, renamed };
}

function setFiles(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

export function guardUploads(document: Document, measure: MeasurePicture): void {
  const handedOn = new WeakSet<Event>();
  // A library opened from elsewhere than a picture field is for no particular place.
  window.addEventListener('hashchange', () => openedForPicture(undefined));
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || handedOn.has(event)) {
        return;
      }
      const chosen = [...(input.files ?? [])];
      if (chosen.length === 0) return;
      event.stopImmediatePropagation();
      void problemsOf(chosen, measure).then((problems) => {
        if (problems.length > 0) {
          input.value = '';
          showMessage(document, 'refused', 'This picture was not added:', problems);
          return;
        }
        const { files, renamed } = withFreeNames(chosen);
        if (renamed.length > 0) {
          setFiles(input, files);
          showMessage(document, 'renamed', 'The picture was added under another name:', renamed);
        } else {
          hideMessage(document);
        }
        const again = new Event('change', { bubbles: true });
        handedOn.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
