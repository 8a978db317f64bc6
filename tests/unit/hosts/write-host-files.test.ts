/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlannedRedirect } from '../../../gatsby/redirects/legacy-redirects';
import { HostLimitError, writeHostRedirects } from '../../../gatsby/hosts/write-host-files';

const LANGUAGES = ['en', 'es', 'it'];

function legacy(from: string, to: string): PlannedRedirect {
  return { from, to, language: 'en', kind: 'legacy' };
}

/** A folder shaped like Gatsby's output: each language's not-found page. */
function builtSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
  fs.writeFileSync(path.join(dir, '404.html'), '<html lang="en">');
  for (const language of ['es', 'it']) {
    fs.mkdirSync(path.join(dir, language, '404'), { recursive: true });
    fs.writeFileSync(path.join(dir, language, '404', 'index.html'), `<html lang="${language}">`);
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const input = { planned: [legacy('/dj/', '/music/')], languages: LANGUAGES, defaultLanguage: 'en' };

describe('writeHostRedirects', () => {
  it('writes Netlify rules and no extra not-found pages for netlify', () => {
    const dir = builtSite();
    expect(writeHostRedirects(dir, 'netlify', input)).toEqual({
      redirectRules: 4,
      notFoundPages: 0,
    });
    expect(read(dir, '_redirects')).toMatch(/^\/dj\s+\/music\/\s+301!$/m);
    expect(fs.existsSync(path.join(dir, 'es', '404.html'))).toBe(false);
  });

  it('copies each language’s not-found page to <language>/404.html for cloudflare', () => {
    const dir = builtSite();
    expect(writeHostRedirects(dir, 'cloudflare', input)).toEqual({
      redirectRules: 2,
      notFoundPages: 2,
    });
    expect(read(dir, 'es/404.html')).toBe('<html lang="es">');
    expect(read(dir, 'it/404.html')).toBe('<html lang="it">');
    expect(fs.existsSync(path.join(dir, 'en', '404.html'))).toBe(false);
  });

  it('removes a _redirects file left from another host for a static host', () => {
    const dir = builtSite();
    writeHostRedirects(dir, 'netlify', input);
    expect(writeHostRedirects(dir, 'static', input)).toEqual({
      redirectRules: 0,
      notFoundPages: 0,
    });
    expect(fs.existsSync(path.join(dir, '_redirects'))).toBe(false);
  });

  it('stops with a plain message past Cloudflare’s limit of redirect rules', () => {
    const many = Array.from({ length: 1001 }, (_, index) => legacy(`/old-${index}/`, '/'));
    const dir = builtSite();
    const write = () => writeHostRedirects(dir, 'cloudflare', { ...input, planned: many });
    expect(write).toThrow(HostLimitError);
    expect(write).toThrow(/2002 redirect rules on Cloudflare Pages.*at most 2000/);
    expect(fs.existsSync(path.join(dir, '_redirects'))).toBe(false);
  });

  it('says which not-found page is missing instead of failing on a file error', () => {
    const dir = builtSite();
    fs.rmSync(path.join(dir, 'it'), { recursive: true });
    expect(() => writeHostRedirects(dir, 'cloudflare', input)).toThrow(
      /not-found page it\/404\/index\.html is missing/,
    );
  });
});
