/**
 * React 18's streaming renderer, which Gatsby's build uses, encodes the
 * page into a 2 KB buffer and, when the next character needs more bytes
 * than the buffer has left, sends the whole buffer, unused zero bytes
 * included: a page could read "n\0ítido". Our content never holds a NUL
 * character, so removing them restores the text exactly.
 *
 * That holds only for NULs of that one origin: one to three of them (a
 * character is at most four bytes) just before a character outside ASCII.
 * A NUL anywhere else has another cause, which removing it would hide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesIn } from '../site-files/html-files';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

/** The padding React leaves: the bytes a multi-byte character did not fit into. */
// eslint-disable-next-line no-control-regex -- NUL bytes are what this rewrite looks for
const BUFFER_PADDING = /\u0000{1,3}(?=[^\u0000-\u007f])/g;

export const nulBytes: OutputRewrite = {
  name: 'nul-bytes',
  purpose:
    'Removes the NUL bytes React 18 leaves where a multi-byte character met the end of its 2 KB ' +
    'buffer; a NUL in the HTML shows as a replacement character or makes crawlers and validators ' +
    'stop reading the page.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/issues/38747 (open); the cause is fixed in React by ' +
    'https://github.com/facebook/react/pull/26228, not in React 18.3.1, which Gatsby 5 uses',
  patterns: [BUFFER_PADDING],
  mustMatch:
    'every NUL in a built HTML file is React’s buffer padding: a run of one to three just before a ' +
    'character outside ASCII. Files without NUL bytes need nothing.',
};

/** Where the first NUL that is not buffer padding is, with the text around it. */
function strayNulIn(html: string): string | undefined {
  const position = html
    .replace(BUFFER_PADDING, (padding) => '_'.repeat(padding.length))
    .indexOf('\u0000');
  if (position === -1) return undefined;
  const around = JSON.stringify(html.slice(Math.max(0, position - 30), position + 30));
  return `a NUL byte at character ${position} that is not buffer padding: ${around}`;
}

/** The page without React's padding; throws on any other NUL. */
export function withoutNulBytes(html: string, file: string): string {
  if (!html.includes('\u0000')) return html;
  const stray = strayNulIn(html);
  if (stray) throw new OutputRewriteError(nulBytes, file, stray);
  return html.replace(BUFFER_PADDING, '');
}

/** Cleans every HTML file under `publicDir`; returns how many needed it. */
export function removeNulBytesOfSite(publicDir: string): number {
  let cleaned = 0;
  for (const file of htmlFilesIn(publicDir)) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, 'utf8');
    const rewritten = withoutNulBytes(html, file);
    if (rewritten === html) continue;
    fs.writeFileSync(fullPath, rewritten);
    cleaned += 1;
  }
  return cleaned;
}
