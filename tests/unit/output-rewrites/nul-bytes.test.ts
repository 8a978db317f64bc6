/**
 * @jest-environment node
 *
 * The NUL bytes React 18 leaves at its buffer's end are removed; a NUL of
 * any other origin fails the build instead of being quietly dropped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeNulBytesOfSite, withoutNulBytes } from '../../../gatsby/output-rewrites/nul-bytes';
import { gatsbyPage, redirectPage } from './samples';

const FILE = 'es/music/index.html';

it('removes the padding before a multi-byte character in a real page, and nothing else', () => {
  const page = gatsbyPage();
  expect(page).toContain('pesta\u0000ña');
  const cleaned = withoutNulBytes(page, FILE);
  expect(cleaned).not.toContain('\u0000');
  expect(cleaned).toContain('(se abre en una pestaña nueva)');
  expect(cleaned).toBe(page.replace('\u0000', ''));
});

it('removes up to three before a four-byte character (a flag’s letters)', () => {
  expect(withoutNulBytes('<span>🇺\u0000\u0000\u0000🇸</span>', FILE)).toBe('<span>🇺🇸</span>');
});

it('leaves a page without NUL bytes as it is', () => {
  const page = redirectPage();
  expect(withoutNulBytes(page, 'djs/index.html')).toBe(page);
});

it('fails, naming the rewrite and the file, on a NUL that is not buffer padding', () => {
  // As if a NUL came from somewhere else: before an ASCII character.
  const page = gatsbyPage().replace('Salones recomendados', 'Salones\u0000 recomendados');
  expect(() => withoutNulBytes(page, FILE)).toThrow(
    new RegExp(
      `Output rewrite "nul-bytes" no longer matches .* ${FILE}[\\s\\S]*Salones\\\\u0000 recomendados`,
    ),
  );
});

it('fails on a run longer than any character’s padding', () => {
  const page = gatsbyPage().replace('pesta\u0000ña', 'pesta\u0000\u0000\u0000\u0000ña');
  expect(() => withoutNulBytes(page, FILE)).toThrow(/"nul-bytes"/);
});

it('cleans every HTML file of a built site that needs it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-bytes-'));
  fs.mkdirSync(path.join(dir, 'es', 'music'), { recursive: true });
  fs.writeFileSync(path.join(dir, FILE), gatsbyPage());
  fs.writeFileSync(path.join(dir, 'index.html'), redirectPage());
  try {
    expect(removeNulBytesOfSite(dir)).toBe(1);
    expect(fs.readFileSync(path.join(dir, FILE), 'utf8')).not.toContain('\u0000');
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(redirectPage());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
