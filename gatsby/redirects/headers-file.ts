/**
 * The _headers file: security headers for every response, and caching
 * that suits Gatsby's output (hashed assets forever, page data never).
 */
const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  // The voice assistant needs the microphone on our own pages; nothing else does.
  ['Permissions-Policy', 'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)'],
];

const CACHING: ReadonlyArray<[string, string]> = [
  ['/static/*', 'public, max-age=31536000, immutable'],
  ['/*.js', 'public, max-age=31536000, immutable'],
  ['/*.css', 'public, max-age=31536000, immutable'],
  ['/page-data/*', 'public, max-age=0, must-revalidate'],
];

export function headersFile(): string {
  const block = (path: string, headers: ReadonlyArray<[string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated at build time by gatsby/redirects/headers-file.ts.',
    block('/*', SECURITY_HEADERS),
    ...CACHING.map(([path, value]) => block(path, [['Cache-Control', value]])),
    '',
  ].join('\n\n');
}
