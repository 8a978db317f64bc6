/** @jest-environment node */
import { contentTypeFor, FALLBACK_CONTENT_TYPE } from '../../../scripts/static-host/mime';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['app-1a2b.js', 'text/javascript; charset=utf-8'],
    ['worker.mjs', 'text/javascript; charset=utf-8'],
    ['page-data/index/page-data.json', 'application/json; charset=utf-8'],
    ['styles.css', 'text/css; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['PHOTO.JPEG', 'image/jpeg'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['anim.gif', 'image/gif'],
    ['favicon.ico', 'image/x-icon'],
    ['font.woff', 'font/woff'],
    ['font.woff2', 'font/woff2'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['sitemap-index.xml', 'application/xml; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['app.js.map', 'application/json; charset=utf-8'],
  ])('%s is served as %s', (file, expected) => {
    expect(contentTypeFor(file)).toBe(expected);
  });

  it('falls back to a generic binary type', () => {
    expect(contentTypeFor('archive.xyz')).toBe(FALLBACK_CONTENT_TYPE);
    expect(contentTypeFor('LICENSE')).toBe(FALLBACK_CONTENT_TYPE);
  });
});
