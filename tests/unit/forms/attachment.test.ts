/** @jest-environment node */
import {
  ATTACHMENT_STORAGE_KEY,
  MAX_SVG_LENGTH,
  parseAttachment,
  readStoredAttachment,
  removeStoredAttachment,
  svgPreviewSource,
} from '../../../src/lib/forms/attachment';
import type { DraftStorage } from '../../../src/lib/forms/draft';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>';
const STORED = {
  kind: 'gobo',
  fileName: 'gobo-design.svg',
  summary: 'Gobo: a star of 6 points, 48 mm, glass.',
  svg: SVG,
};

function storageWith(value: string | null): DraftStorage & { removed: string[] } {
  const removed: string[] = [];
  return {
    removed,
    getItem: (key) => (key === ATTACHMENT_STORAGE_KEY ? value : null),
    setItem: () => undefined,
    removeItem: (key) => void removed.push(key),
  };
}

describe('the design stored by the gobo designer', () => {
  it('is read back when it has the agreed shape', () => {
    expect(readStoredAttachment(storageWith(JSON.stringify(STORED)))).toEqual(STORED);
  });

  it('accepts an XML declaration or a comment before the <svg> root', () => {
    const svg = `<?xml version="1.0"?>\n<!-- made with the gobo designer -->\n${SVG}`;
    expect(parseAttachment({ ...STORED, svg })?.svg).toBe(svg);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"kind":'],
    ['a list', JSON.stringify([STORED])],
  ])('is ignored with %s', (_, value) => {
    expect(readStoredAttachment(storageWith(value))).toBeNull();
  });

  it.each([
    ['another kind', { kind: 'logo' }],
    ['a missing summary', { summary: undefined }],
    ['a file name that is not .svg', { fileName: 'gobo.exe' }],
    ['a file name with a path', { fileName: '../gobo.svg' }],
    ['a file name with a slash', { fileName: 'a/gobo.svg' }],
    ['an SVG that is HTML', { svg: '<script>alert(1)</script>' }],
    ['an SVG followed by something else', { svg: `${SVG}<img src=x>` }],
    ['an SVG that is too large', { svg: `<svg>${'x'.repeat(MAX_SVG_LENGTH)}</svg>` }],
    ['a summary that is too long', { summary: 'x'.repeat(5000) }],
    ['a number for a name', { fileName: 42 }],
  ])('is refused with %s', (_, change) => {
    expect(parseAttachment({ ...STORED, ...change })).toBeNull();
  });

  it('trims the summary and the file name', () => {
    expect(
      parseAttachment({ ...STORED, fileName: ' gobo.svg ', summary: ' Star \n' }),
    ).toMatchObject({ fileName: 'gobo.svg', summary: 'Star' });
  });

  it('is removed from the storage on request, quietly when storage fails', () => {
    const storage = storageWith(JSON.stringify(STORED));
    removeStoredAttachment(storage);
    expect(storage.removed).toEqual([ATTACHMENT_STORAGE_KEY]);
    expect(() => removeStoredAttachment(null)).not.toThrow();
  });

  it('is previewed as an image data URL (an image never runs scripts)', () => {
    const source = svgPreviewSource(SVG);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(SVG);
  });
});
