/**
 * A design from the gobo designer, as the visitor's event list keeps it
 * (lib/event-list/entries.ts): its file name, its summary in words and the
 * SVG, sent with the inquiry as text. Whatever is read back is checked
 * before use: it is data from another page, not code.
 */

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

/**
 * An <img> source for the preview. As an image, an SVG never runs scripts
 * or loads anything, whatever it contains.
 */
export function svgPreviewSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
