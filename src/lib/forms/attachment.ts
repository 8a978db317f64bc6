/**
 * A design handed over by the gobo designer. Right before it sends the
 * visitor to /contact/?attachment=gobo, the designer stores
 *   sessionStorage['contact:attachment'] =
 *     JSON.stringify({ kind: 'gobo', fileName, summary, svg })
 * The contact page shows it, prefills the message with the summary and
 * sends the SVG as text. Whatever is stored is checked before use: it is
 * data from another page, not code.
 */
import type { DraftStorage } from './draft';

export const ATTACHMENT_STORAGE_KEY = 'contact:attachment';
/** The query parameter (and its only value) that asks for the stored design. */
export const ATTACHMENT_PARAM = 'attachment';
export const ATTACHMENT_KINDS = ['gobo'] as const;

/** Generous for a gobo drawing, small enough for a form post and a mailto-free payload. */
export const MAX_SVG_LENGTH = 200_000;
const MAX_SUMMARY_LENGTH = 2_000;
const MAX_FILE_NAME_LENGTH = 100;

export interface StoredAttachment {
  kind: (typeof ATTACHMENT_KINDS)[number];
  fileName: string;
  summary: string;
  svg: string;
}

/** The stored object when it is a well-formed design, else null. */
export function parseAttachment(stored: unknown): StoredAttachment | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { kind, fileName, summary, svg } = stored as Record<string, unknown>;
  if (!ATTACHMENT_KINDS.includes(kind as StoredAttachment['kind'])) return null;
  if (typeof fileName !== 'string' || typeof summary !== 'string' || typeof svg !== 'string') {
    return null;
  }
  const name = fileName.trim();
  const isSafeName =
    name.length <= MAX_FILE_NAME_LENGTH &&
    /^[\w][\w .-]*\.svg$/i.test(name) &&
    !name.includes('..');
  if (!isSafeName) return null;
  if (summary.length > MAX_SUMMARY_LENGTH || svg.length > MAX_SVG_LENGTH) return null;
  if (!isSvgDocument(svg)) return null;
  return { kind: kind as StoredAttachment['kind'], fileName: name, summary: summary.trim(), svg };
}

/** An <svg> root (an XML declaration or comment may come first), and one root only. */
function isSvgDocument(svg: string): boolean {
  const body = svg
    .trim()
    .replace(/^<\?xml[^>]*\?>\s*/i, '')
    .replace(/^(?:<!--[\s\S]*?-->\s*)*/, '');
  return /^<svg[\s>]/i.test(body) && /<\/svg>$/i.test(body);
}

/** Reads the design the designer stored; null when absent, unreadable or malformed. */
export function readStoredAttachment(storage: DraftStorage | null): StoredAttachment | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(ATTACHMENT_STORAGE_KEY);
    return text === null ? null : parseAttachment(JSON.parse(text));
  } catch {
    return null;
  }
}

export function removeStoredAttachment(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(ATTACHMENT_STORAGE_KEY);
  } catch {
    // Nothing to do: the form forgets it either way.
  }
}

/**
 * An <img> source for the preview. As an image, an SVG never runs scripts
 * or loads anything, whatever it contains.
 */
export function svgPreviewSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
