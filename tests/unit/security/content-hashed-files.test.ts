/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTENT_HASHED_NAME,
  contentHashedFiles,
  filesCachedForever,
  HOST_RULE_LIMIT,
  MOST_CONTENT_HASHED_RULES,
} from '../../../gatsby/security/content-hashed-files';
import { writeSizedFile } from '../support/sized-files';

describe('CONTENT_HASHED_NAME', () => {
  it.each([
    'app-6eba748f69fcc930255a.js',
    'webpack-runtime-087cf909977b424f628e.js',
    '0d4eeeac847a49aaf856f9a23b74036e4cb400ba-ecc57c39b27d9d501e92.js',
    'component---src-templates-home-page-tsx-d05d9912205e4dfc2623.js',
    'app.3dc8c34f6b47c6b2baaa.css',
    '632.93662098868a1864d0ee.css',
  ])('knows the name webpack gave %s', (name) => {
    expect(CONTENT_HASHED_NAME.test(name)).toBe(true);
  });

  it.each([
    'partytown.js',
    'partytown-sw.js',
    'decap-cms.js',
    '103.decap-cms.js',
    'editor.css',
    'framework-7a078c9e7f7dc9ae52c1.js.LICENSE.txt',
    'app-6eba748f69fcc930255a.js.map',
    'app-6EBA748F69FCC930255A.js',
    'app-6eba748f69fcc93025.js',
    'app.3dc8c34f6b47c6b2baaa.js',
    'app-3dc8c34f6b47c6b2baaa.css',
  ])('does not take %s for a content-hashed file', (name) => {
    expect(CONTENT_HASHED_NAME.test(name)).toBe(false);
  });
});

describe('contentHashedFiles', () => {
  it('lists only the top level’s hashed scripts and stylesheets, never a folder’s', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashed-'));
    try {
      const write = (file: string, bytes: number) => writeSizedFile(dir, file, bytes);
      write('app-6eba748f69fcc930255a.js', 30);
      write('app.3dc8c34f6b47c6b2baaa.css', 20);
      write('index.html', 10);
      write('~partytown/partytown-6eba748f69fcc930255a.js', 10);
      write('admin/decap-cms.js', 10);
      write('static/1234/picture.webp', 10);
      const files = contentHashedFiles(dir).sort((a, b) => a.path.localeCompare(b.path));
      expect(files).toEqual([
        { path: '/app-6eba748f69fcc930255a.js', bytes: 30 },
        { path: '/app.3dc8c34f6b47c6b2baaa.css', bytes: 20 },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('filesCachedForever', () => {
  const file = (name: string, bytes: number) => ({ path: `/${name}`, bytes });

  it('gives every file its rule while they fit, in a stable order', () => {
    const files = [file('b-1.js', 5), file('a-2.js', 9)];
    expect(filesCachedForever(files)).toEqual({ paths: ['/a-2.js', '/b-1.js'], left: [] });
  });

  it('keeps the largest files when there are more than the rules allowed', () => {
    const files = [file('small.js', 1), file('large.js', 300), file('medium.js', 20)];
    expect(filesCachedForever(files, 2)).toEqual({
      paths: ['/large.js', '/medium.js'],
      left: ['/small.js'],
    });
  });

  it('leaves room under the host’s limit for the other rules', () => {
    expect(MOST_CONTENT_HASHED_RULES).toBeLessThanOrEqual(HOST_RULE_LIMIT - 20);
  });
});
