/**
 * "Request this gobo": hands the design to the contact page. The contact
 * form reads this entry, prefills its message with the summary and sends
 * the SVG with the inquiry.
 */
import { localizedPath } from '../../i18n/paths';
import { SVG_FILE_NAME } from './export-files';

export const ATTACHMENT_STORAGE_KEY = 'contact:attachment';

export interface GoboAttachment {
  kind: 'gobo';
  fileName: typeof SVG_FILE_NAME;
  /** The design in words, in the visitor's language. */
  summary: string;
  /** The exported SVG file's text. */
  svg: string;
}

export function goboAttachment(summary: string, svg: string): GoboAttachment {
  return { kind: 'gobo', fileName: SVG_FILE_NAME, summary, svg };
}

/** False when the browser refuses (storage full or disabled). */
export function storeAttachment(attachment: GoboAttachment): boolean {
  try {
    window.sessionStorage.setItem(ATTACHMENT_STORAGE_KEY, JSON.stringify(attachment));
    return true;
  } catch {
    return false;
  }
}

/** The contact page in the visitor's language, told what to expect. */
export function contactAddress(
  contactPath: string,
  language: string,
  defaultLanguage: string,
): string {
  return `${localizedPath(contactPath, language, defaultLanguage)}?service=lighting&attachment=gobo`;
}
