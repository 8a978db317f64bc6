/** @jest-environment node */
import {
  MAX_SVG_LENGTH,
  parseAttachment,
  svgPreviewSource,
} from '../../../src/lib/forms/attachment';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>';
const STORED = {
  kind: 'gobo',
  fileName: 'gobo-design.svg',
  summary: 'Gobo: a star of 6 points, 48 mm, glass.',
  svg: SVG,
};

describe('a design from the gobo designer', () => {
  it('is read back when it has the agreed shape', () => {
    expect(parseAttachment(JSON.parse(JSON.stringify(STORED)))).toEqual(STORED);
  });

  it('accepts an XML declaration or a comment before the <svg> root', () => {
    const svg = `<?xml version="1.0"?>\n<!-- made with the gobo designer -->\n${SVG}`;
    expect(parseAttachment({ ...STORED, svg })?.svg).toBe(svg);
  });

  it.each([
    ['nothing', null],
    ['text', 'gobo'],
    ['a list', [STORED]],
  ])('is ignored when it is %s', (_, value) => {
    expect(parseAttachment(value)).toBeNull();
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

  it('is previewed as an image data URL (an image never runs scripts)', () => {
    const source = svgPreviewSource(SVG);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(SVG);
  });
});
