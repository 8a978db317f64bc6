/** @jest-environment node */
import { bytesBySource, decodeSegment, packageOf } from '../../../scripts/bench/source-map-bytes';

describe('decodeSegment', () => {
  it('decodes base64 VLQ numbers, signs and continuation digits included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CACD')).toEqual([1, 0, 1, -1]);
    expect(decodeSegment('gB')).toEqual([16]);
  });
});

describe('bytesBySource', () => {
  it('gives each stretch of generated code to the source its segment names', () => {
    // "aaaabbbbbb" on one line: columns 0–3 from source 0, 4–9 from source 1.
    const code = 'aaaabbbbbb';
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA' };
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'a.js': 4, 'b.js': 6 });
  });

  it('counts code before the first segment as unmapped', () => {
    const map = { sources: ['a.js'], mappings: 'EAAA' };
    expect(Object.fromEntries(bytesBySource('xxaaa', map))).toEqual({ '(unmapped)': 2, 'a.js': 3 });
  });
});

describe('packageOf', () => {
  it('names packages by their npm name and keeps our files as paths', () => {
    expect(packageOf('webpack://site/./node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('webpack://site/./node_modules/@radix-ui/react-menu/dist/a.mjs')).toBe(
      '@radix-ui/react-menu',
    );
    expect(packageOf('webpack://site/./src/components/Footer/Footer.tsx')).toBe(
      'src/components/Footer/Footer.tsx',
    );
  });
});
