import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from './html-files';

/**
 * React 18's streaming renderer, which Gatsby's build uses, sends its whole
 * 2 KB buffer when a multi-byte character (é, …, a flag) does not fit at its
 * end, unused zero bytes included: a page could read "n\0ítido". Our content
 * never holds a NUL character, so removing them restores the text exactly.
 */
export function withoutNulBytes(html: string): string {
  return html.replaceAll('\u0000', '');
}

/** Cleans every HTML file under `publicDir`; returns how many needed it. */
export function removeNulBytesOfSite(publicDir: string): number {
  let cleaned = 0;
  for (const file of htmlFilesIn(publicDir)) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, 'utf8');
    if (!html.includes('\u0000')) continue;
    fs.writeFileSync(fullPath, withoutNulBytes(html));
    cleaned += 1;
  }
  return cleaned;
}
