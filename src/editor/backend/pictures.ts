/**
 * Checks of a picture file an editor uploads or picks, in words: what kind
 * of file it is (from its first bytes, not its name), how big, and whether
 * it fits the place it is for (src/config/content/pictures.ts).
 */
import {
  PICTURE_RULES,
  pictureNeeded,
  pictureSizeProblems,
  type PictureFormat,
  type PictureRule,
} from '../../config/content/pictures';

/** Larger files are refused: a git host's API takes a commit of this size at most, comfortably. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

const FORMAT_NAMES: Record<PictureFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ASCII = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The picture format of a file from its first bytes; undefined for anything else. */
export function pictureFormatOf(bytes: Uint8Array): PictureFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ASCII('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ASCII('RIFF')) && startsWith(bytes, ASCII('WEBP'), 8)) return 'webp';
  return undefined;
}

/** What the file seems to be, for the message refusing it. */
function describeOtherFile(bytes: Uint8Array, name: string): string {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return `${name} is an SVG drawing. Drawings can carry scripts, so the site takes photos only`;
  }
  if (startsWith(bytes, ASCII('GIF8'))) return `${name} is a GIF`;
  if (startsWith(bytes, ASCII('ftyp'), 4))
    return `${name} is a HEIC or AVIF photo (as iPhones save them)`;
  if (startsWith(bytes, ASCII('%PDF'))) return `${name} is a PDF document`;
  return `${name} is not a picture the site can use`;
}

/** The rules of the pictures stored in a folder, from its repository path (data/images/venues/x.jpg). */
export function rulesForUpload(repositoryPath: string): PictureRule[] {
  const folder = repositoryPath.replace(/^data\//, '').replace(/\/[^/]*$/, '');
  return Object.values(PICTURE_RULES).filter((rule) => rule.folder === folder);
}

/** The least any place in the folder asks for: the exact place is checked when the entry is saved. */
function loosestRule(rules: readonly PictureRule[]): Omit<PictureRule, 'folder'> | undefined {
  if (rules.length === 0) return undefined;
  return {
    shape: rules.every((rule) => rule.shape === 'square') ? 'square' : 'landscape',
    minWidth: Math.min(...rules.map((rule) => rule.minWidth)),
    minHeight: Math.min(...rules.map((rule) => rule.minHeight)),
  };
}

export interface PictureSize {
  width: number;
  height: number;
}

/** Reads a picture's displayed size (orientation flag applied); browsers only. */
export type MeasurePicture = (file: Blob) => Promise<PictureSize>;

export const measureInBrowser: MeasurePicture = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

/** What an upload to a folder must at least be (undefined: no picture place uses the folder). */
export function ruleForUpload(repositoryPath: string): Omit<PictureRule, 'folder'> | undefined {
  return loosestRule(rulesForUpload(repositoryPath));
}

/** Why an upload is refused, or an empty list: kind, bytes, then size for the place it is for. */
export async function uploadProblems(
  file: Blob,
  name: string,
  rule: Omit<PictureRule, 'folder'> | undefined,
  measure: MeasurePicture,
): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  const format = pictureFormatOf(bytes);
  if (!format) {
    return [`${describeOtherFile(bytes, name)}. Upload a photo as JPEG, PNG or WebP.`];
  }
  if (file.size > MAX_PICTURE_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(0);
    return [
      `${name} is ${megabytes} MB; the limit is ${MAX_PICTURE_BYTES / 1024 / 1024} MB. Export it at a smaller size (3000 px wide is plenty).`,
    ];
  }
  let size: PictureSize;
  try {
    size = await measure(file);
  } catch {
    return [`${name} looks like a ${FORMAT_NAMES[format]} but cannot be read. Export it again.`];
  }
  if (!rule) return [];
  return pictureSizeProblems(rule, size.width, size.height).map((problem) => `${name}: ${problem}`);
}

/** Why a picture does not fit the place it was picked for (the place itself is named before these words). */
export function placeProblems(
  rule: Omit<PictureRule, 'folder'>,
  size: PictureSize,
): Array<{ problem: string; fix: string }> {
  return pictureSizeProblems(rule, size.width, size.height).map((problem) => ({
    problem: `The picture chosen here is not ${pictureNeeded(rule)}. ${problem}`,
    fix: 'Choose or upload a photo that is.',
  }));
}
