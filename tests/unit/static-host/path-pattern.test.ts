/** @jest-environment node */
import {
  compilePathPattern,
  encodePath,
  safeDecode,
  substitutePlaceholders,
} from '../../../scripts/static-host/path-pattern';

function matches(pattern: string, path: string, caseSensitive = true): boolean {
  return compilePathPattern(pattern, { caseSensitive }).match(path) !== null;
}

describe('compilePathPattern', () => {
  it('matches a literal path with or without a trailing slash', () => {
    expect(matches('/dj', '/dj')).toBe(true);
    expect(matches('/dj', '/dj/')).toBe(true);
    expect(matches('/dj/', '/dj')).toBe(true);
    expect(matches('/dj', '/djs')).toBe(false);
    expect(matches('/dj', '/dj/set')).toBe(false);
    expect(matches('/es/dj/', '/es/dj/')).toBe(true);
  });

  it('matches the root pattern only at the root', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/a')).toBe(false);
  });

  it('captures a final splat, which may be empty', () => {
    const pattern = compilePathPattern('/news/*');
    expect(pattern.match('/news/2024/summer')).toEqual({ params: {}, splat: '2024/summer' });
    expect(pattern.match('/news/')).toEqual({ params: {}, splat: '' });
    expect(pattern.match('/news')).toEqual({ params: {}, splat: '' });
    expect(pattern.match('/newsroom')).toBeNull();
  });

  it('matches everything with /*', () => {
    expect(compilePathPattern('/*').match('/')).toEqual({ params: {}, splat: '' });
    expect(compilePathPattern('/*').match('/a/b.html')?.splat).toBe('a/b.html');
  });

  it('captures :placeholders, one non-empty segment each', () => {
    const pattern = compilePathPattern('/blog/:year/:slug');
    expect(pattern.match('/blog/2024/party/')).toEqual({
      params: { year: '2024', slug: 'party' },
      splat: undefined,
    });
    expect(pattern.match('/blog/2024')).toBeNull();
    expect(pattern.match('/blog/2024/party/extra')).toBeNull();
    expect(pattern.match('/blog//party')).toBeNull();
  });

  it('combines placeholders with a splat', () => {
    expect(compilePathPattern('/:lang/old/*').match('/es/old/a/b')).toEqual({
      params: { lang: 'es' },
      splat: 'a/b',
    });
  });

  it('is case-sensitive unless told otherwise', () => {
    expect(matches('/Music', '/music')).toBe(false);
    expect(matches('/Music', '/music', false)).toBe(true);
  });

  it('treats regular-expression characters literally', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/aXb')).toBe(false);
    expect(matches('/(x)', '/(x)')).toBe(true);
  });

  it('matches URL-encoded rules against decoded paths', () => {
    expect(matches('/caf%C3%A9', '/café')).toBe(true);
  });

  it('supports a * inside a segment, as _headers does', () => {
    expect(matches('/*.js', '/app-123.js')).toBe(true);
    expect(matches('/*.js', '/static/app.js')).toBe(true);
    expect(matches('/*.js', '/app.css')).toBe(false);
  });
});

describe('substitutePlaceholders', () => {
  it('replaces :splat and named placeholders', () => {
    expect(substitutePlaceholders('/blog/:year-:slug/', { year: '2024', slug: 'gala' })).toBe(
      '/blog/2024-gala/',
    );
    expect(substitutePlaceholders('https://example.com/:splat', { splat: 'a/b' })).toBe(
      'https://example.com/a/b',
    );
  });

  it('leaves unknown tokens and ports alone', () => {
    expect(substitutePlaceholders('http://localhost:8080/:other', {})).toBe(
      'http://localhost:8080/:other',
    );
  });

  it('encodes substituted values with the given encoder', () => {
    expect(substitutePlaceholders('/to/:splat', { splat: 'a b/ü' }, encodePath)).toBe(
      '/to/a%20b/%C3%BC',
    );
  });
});

describe('encodePath', () => {
  it('keeps slashes and characters that are safe in a path', () => {
    expect(encodePath('/a b/c:d@e,f')).toBe('/a%20b/c:d@e,f');
    expect(encodePath('/?#')).toBe('/%3F%23');
  });
});

describe('safeDecode', () => {
  it('decodes, and leaves malformed input as written', () => {
    expect(safeDecode('caf%C3%A9')).toBe('café');
    expect(safeDecode('100%')).toBe('100%');
  });
});
