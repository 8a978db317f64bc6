/**
 * No source maps are published (gatsby/site-files/source-maps.ts), and no
 * script or stylesheet names one: a browser's developer tools would ask
 * the host for a file that is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceMapCommentOf } from '../../gatsby/site-files/source-maps';
import { assertBuilt, PUBLIC_DIR, publicFileExists, readPublic } from './public';

/** Every file of public/, relative and `/`-separated. */
function publicFiles(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(absolute);
    return [path.relative(PUBLIC_DIR, absolute).split(path.sep).join('/')];
  });
}

describe('source maps', () => {
  beforeAll(assertBuilt);

  it('are not in the built site', () => {
    const files = publicFiles();
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('are named by no script or stylesheet that would send a browser looking for a missing file', () => {
    const naming = publicFiles()
      .filter((file) => /\.(js|mjs|css)$/.test(file))
      .flatMap((file) => {
        const map = sourceMapCommentOf(readPublic(file));
        if (map === undefined || map.startsWith('data:')) return [];
        const mapFile = path.posix.join(path.posix.dirname(file), map);
        return publicFileExists(mapFile) ? [] : [`${file} → ${map}`];
      });
    expect(naming).toEqual([]);
  });
});
