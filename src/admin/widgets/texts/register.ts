/** The translation files' editor. */
import type { DecapConfig } from '../../config/decap-types';

export function registerTextsWidget(_config: DecapConfig): void {
  // Filled in with the side-by-side texts editor.
}
