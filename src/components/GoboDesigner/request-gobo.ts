/**
 * "Request this gobo": adds the design to the visitor's event list (the
 * latest design replaces an earlier one) and leads to the inquiry, where
 * the list shows it with its preview and sends the SVG as text with the
 * summary.
 */
import { localizedPath } from '../../i18n/paths';
import { addToEventList, type DesignEntry } from '../../lib/event-list/entries';
import { INQUIRY_ANCHOR } from '../../lib/forms/prefill';
import { sessionStore } from '../../lib/forms/tab-storage';
import { SVG_FILE_NAME } from './export-files';

export function goboAttachment(summary: string, svg: string): DesignEntry {
  return { kind: 'gobo', fileName: SVG_FILE_NAME, summary, svg };
}

/** False when the browser refuses (storage full or disabled). */
export function storeAttachment(attachment: DesignEntry): boolean {
  return addToEventList(sessionStore(), attachment);
}

/** The inquiry on the contact page in the visitor's language. */
export function contactAddress(
  contactPath: string,
  language: string,
  defaultLanguage: string,
): string {
  return `${localizedPath(contactPath, language, defaultLanguage)}#${INQUIRY_ANCHOR}`;
}
