/**
 * The _headers file: security headers for every response, caching that
 * suits Gatsby's output (hashed assets forever, page data never), and the
 * browser editor's own headers.
 */
import { EDITOR_PATH } from '../editor/editor-path';
import { EDITOR_PAGE_CACHING, editorHeaders, type EditorHostSettings } from './editor-headers';

export interface HeadersFileInput {
  contentSecurityPolicy: string;
  /** The voice assistant listens through the microphone: allowed on our pages only when it is on. */
  microphone: boolean;
  /** The browser editor at /admin/ and the git host it saves to. */
  editor: EditorHostSettings;
}

function securityHeaders({
  contentSecurityPolicy,
  microphone,
}: HeadersFileInput): Array<[string, string]> {
  return [
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors in the policy says the same to current browsers.
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', contentSecurityPolicy],
    [
      'Permissions-Policy',
      `camera=(), geolocation=(), payment=(), usb=(), microphone=(${microphone ? 'self' : ''})`,
    ],
  ];
}

const CACHING: ReadonlyArray<[string, string]> = [
  ['/static/*', 'public, max-age=31536000, immutable'],
  ['/*.js', 'public, max-age=31536000, immutable'],
  ['/*.css', 'public, max-age=31536000, immutable'],
  ['/page-data/*', 'public, max-age=0, must-revalidate'],
];

export function headersFile(input: HeadersFileInput): string {
  const block = (path: string, headers: ReadonlyArray<[string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated at build time by gatsby/security/headers-file.ts.',
    block('/*', securityHeaders(input)),
    ...CACHING.map(([path, value]) => block(path, [['Cache-Control', value]])),
    // After the site's rules: a host that lets a later rule's header replace an earlier
    // one serves the editor its own policy; a host that merges them enforces both, and
    // the site's policy allows what the editor needs (content-security-policy.ts).
    block(`${EDITOR_PATH}*`, editorHeaders(input.editor)),
    block(EDITOR_PATH, [['Cache-Control', EDITOR_PAGE_CACHING]]),
    block(`${EDITOR_PATH}index.html`, [['Cache-Control', EDITOR_PAGE_CACHING]]),
    '',
  ].join('\n\n');
}
