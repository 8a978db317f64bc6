/**
 * The _headers file: security headers for every response, caching that
 * suits Gatsby's output (files named by their content's hash forever, page
 * data never, everything else the host's default: asked about again), and
 * the browser editor's own headers.
 */
import { EDITOR_PATH } from '../../src/config/editor-path';
import { CONTENT_HASHED_NAME } from './content-hashed-files';
import { CSP_REPORT_ENDPOINT, reportingDirectives } from './content-security-policy';
import { EDITOR_PAGE_CACHING, editorHeaders, type EditorHostSettings } from './editor-headers';

export interface HeadersFileInput {
  contentSecurityPolicy: string;
  /** The voice assistant listens through the microphone: allowed on our pages only when it is on. */
  microphone: boolean;
  /** The browser editor at /admin/ and the git host it saves to. */
  editor: EditorHostSettings;
  /** Addresses of the files named by their content's hash (content-hashed-files.ts). */
  immutableFiles: readonly string[];
  /** Where browsers report what the policy blocked (site.yaml security.cspReportUrl); none if unset. */
  reportUrl?: string | undefined;
  /** A demo (site.yaml deploy.demo): every response asks search engines to leave it out. */
  keepOutOfSearch?: boolean;
}

function securityHeaders({
  contentSecurityPolicy,
  microphone,
  reportUrl,
  keepOutOfSearch = false,
}: HeadersFileInput): Array<[string, string]> {
  const reporting: Array<[string, string]> = reportUrl
    ? [['Reporting-Endpoints', `${CSP_REPORT_ENDPOINT}="${reportUrl}"`]]
    : [];
  const demo: Array<[string, string]> = keepOutOfSearch ? [['X-Robots-Tag', 'noindex']] : [];
  return [
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors in the policy says the same to current browsers.
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', contentSecurityPolicy],
    ...reporting,
    [
      'Permissions-Policy',
      `camera=(), geolocation=(), payment=(), usb=(), microphone=(${microphone ? 'self' : ''})`,
    ],
    ...demo,
  ];
}

export const CACHED_FOREVER = 'public, max-age=31536000, immutable';

/**
 * A path pattern here must match only files whose name changes with their
 * content: a host merges every matching rule, so a broader pattern would
 * also make unhashed files (Partytown's, the editor's) immutable.
 */
function cachingRules(immutableFiles: readonly string[]): Array<[string, string]> {
  const unhashed = immutableFiles.filter(
    (file) => !file.startsWith('/') || !CONTENT_HASHED_NAME.test(file.slice(1)),
  );
  if (unhashed.length > 0) {
    throw new Error(
      `Only top-level files named by their content's hash may be cached forever, not: ${unhashed.join(', ')}`,
    );
  }
  return [
    // Named by content too: Gatsby's folders named by the hash of the file
    // they hold, and webpack's [name]-[hash] files (the fonts).
    ['/static/*', CACHED_FOREVER],
    ...immutableFiles.map((file): [string, string] => [file, CACHED_FOREVER]),
    ['/page-data/*', 'public, max-age=0, must-revalidate'],
  ];
}

export function headersFile(input: HeadersFileInput): string {
  const block = (path: string, headers: ReadonlyArray<[string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated at build time by gatsby/security/headers-file.ts.',
    block('/*', securityHeaders(input)),
    ...cachingRules(input.immutableFiles).map(([path, value]) =>
      block(path, [['Cache-Control', value]]),
    ),
    // After the site's rules: a host that lets a later rule's header replace an earlier
    // one serves the editor its own policy; a host that merges them enforces both, and
    // the site's policy allows what the editor needs (content-security-policy.ts).
    block(
      `${EDITOR_PATH}*`,
      editorHeaders({ ...input.editor, reporting: reportingDirectives(input.reportUrl) }),
    ),
    block(EDITOR_PATH, [['Cache-Control', EDITOR_PAGE_CACHING]]),
    block(`${EDITOR_PATH}index.html`, [['Cache-Control', EDITOR_PAGE_CACHING]]),
    '',
  ].join('\n\n');
}
