/**
 * Which of the repository's pictures are still drawn illustrations, read in
 * the browser: each picture is read once through the editor's backend (the
 * previews' reader, preview/pictures.ts) and its first bytes looked at
 * (config/content/illustrations.ts). A few at a time, so that the editor's
 * own reads (an entry being opened) never wait behind them; only once the
 * "Before going live" screen asks.
 */
import { ILLUSTRATION_MARK_BYTES, isDrawnIllustration } from '../../config/content/illustrations';
import { picturePathInRepository } from '../checks/project-state';
import { pictureReader, type PictureReader } from '../preview/pictures';

/** Each picture's answer: a drawing or not, or not read yet. */
export type Verdict = boolean | 'reading';

const MOST_AT_ONCE = 3;

const verdicts = new Map<string, Verdict>();
const queue: string[] = [];
const listeners = new Set<() => void>();
let reading = 0;

function changed(): void {
  listeners.forEach((listener) => listener());
}

async function judge(read: PictureReader, image: string): Promise<void> {
  try {
    const blob = await read(picturePathInRepository(image));
    const head = blob
      ? new Uint8Array(await blob.slice(0, ILLUSTRATION_MARK_BYTES).arrayBuffer())
      : undefined;
    verdicts.set(image, head !== undefined && isDrawnIllustration(head));
  } catch {
    // A picture that cannot be read is not reported as a drawing.
    verdicts.set(image, false);
  }
  changed();
}

function readNext(): void {
  const read = pictureReader();
  if (!read) return;
  while (reading < MOST_AT_ONCE && queue.length > 0) {
    const image = queue.shift()!;
    reading += 1;
    void judge(read, image).finally(() => {
      reading -= 1;
      readNext();
    });
  }
}

/**
 * What is known of each picture so far; asking queues those not read yet
 * (each answer comes through onIllustrationVerdict).
 */
export function illustrationVerdicts(images: Iterable<string>): ReadonlyMap<string, Verdict> {
  for (const image of images) {
    if (verdicts.has(image)) continue;
    verdicts.set(image, 'reading');
    queue.push(image);
  }
  readNext();
  return verdicts;
}

/** Told when a picture has been read. */
export function onIllustrationVerdict(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
