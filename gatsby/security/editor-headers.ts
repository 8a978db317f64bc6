/**
 * The headers of the browser editor (/admin/): kept out of search engines,
 * never cached (a new build's editor must not meet an old page), and a
 * Content-Security-Policy that allows what the editor needs and nothing
 * else: its own files, and the git host it signs in with and saves to. What
 * it blocks is reported where the site's policy reports.
 */
import type { EditorBackend } from '../../src/config/constants';

export interface EditorHostSettings {
  /** local: the editor of `npm run editor`, which saves through its own server. */
  backend: EditorBackend | 'local';
  /** GitLab's address when it is not gitlab.com (site.yaml editor.authUrl). */
  authUrl?: string | undefined;
  /**
   * Where browsers report what the policy blocked: the site's policy's
   * report-uri and report-to (site.yaml security.cspReportUrl), whose
   * Reporting-Endpoints header the site's rule for every address gives the
   * editor's files too. None for the local editor.
   */
  reporting?: ReadonlyArray<[string, ...string[]]> | undefined;
}

/** The outside servers the editor talks to and shows pictures from, per backend. */
export function editorOrigins({ backend, authUrl }: EditorHostSettings): {
  connections: string[];
  images: string[];
} {
  switch (backend) {
    case 'github':
      return {
        connections: ['https://api.github.com'],
        images: ['https://avatars.githubusercontent.com'],
      };
    case 'gitlab': {
      const gitlab = authUrl ? new URL(authUrl).origin : 'https://gitlab.com';
      return { connections: [gitlab], images: [gitlab, 'https://secure.gravatar.com'] };
    }
    default:
      // Netlify Identity and its git gateway, like the local editor's server,
      // answer on the site's own address.
      return { connections: [], images: [] };
  }
}

export function editorContentSecurityPolicy(settings: EditorHostSettings): string {
  const { connections, images } = editorOrigins(settings);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // Decap styles its interface with inline <style> elements (emotion).
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: for the pictures the editor reads from the repository and previews.
    ['img-src', "'self'", 'data:', 'blob:', ...images],
    ['font-src', "'self'", 'data:'],
    // blob: Decap reads the pictures it holds in the browser (uploads, the media library) back with fetch().
    ['connect-src', "'self'", 'blob:', ...connections],
    ['frame-src', "'self'", 'blob:'],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(settings.reporting ?? []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every file of the editor: out of search engines, its own policy, checked for a newer copy on each use. */
export function editorHeaders(settings: EditorHostSettings): Array<[string, string]> {
  return [
    ['X-Robots-Tag', 'noindex, nofollow'],
    // Its scripts keep their names from build to build: a browser must ask
    // whether they changed (a cheap 304 when they did not).
    ['Cache-Control', 'no-cache'],
    ['Content-Security-Policy', editorContentSecurityPolicy(settings)],
  ];
}

/** The editor's page itself is never stored: a new build's editor must never meet an old page. */
export const EDITOR_PAGE_CACHING = 'no-store';
