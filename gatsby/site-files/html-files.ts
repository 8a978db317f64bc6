import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file under `dir`, relative, `/`-separated. */
export function htmlFilesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFilesIn(dir, relative);
    return entry.isFile() && entry.name.endsWith('.html') ? [relative] : [];
  });
}
