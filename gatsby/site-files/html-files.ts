import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML file under `dir`, relative, `/`-separated, in the order of their
 * names: a folder's listing comes in the file system's order, which differs
 * between machines, and what is made from this list (the policy's hashes of
 * inline scripts) must not.
 */
export function htmlFilesIn(dir: string, prefix = ''): string[] {
  const entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFilesIn(dir, relative);
    return entry.isFile() && entry.name.endsWith('.html') ? [relative] : [];
  });
}
