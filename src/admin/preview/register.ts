/** The previews of the pages being edited. */
import type { DecapConfig } from '../config/decap-types';

export function registerPreviews(_config: DecapConfig): void {
  // Filled in with the venue and home page previews.
}
