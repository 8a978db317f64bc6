/**
 * How the browser editor's people sign in, from site.yaml's `editor:` and
 * `deploy.host`: one answer for the editor's configuration, the build (which
 * writes the site's own sign-in handler on Cloudflare Pages) and `npm run
 * check:live` (which asks the sign-in's first step).
 */
import type { DeployHost, EditorBackend } from './constants';
import { AUTH_PATH } from '../sign-in/settings';

/** Netlify's OAuth service: GitHub sign-in for sites on Netlify (Access control → OAuth). */
export const NETLIFY_OAUTH_URL = 'https://api.netlify.com';
/** Where Decap opens the sign-in window under an OAuth service's address (Decap's default). */
const DECAP_AUTH_PATH = '/auth';

export type EditorSignIn =
  /** Netlify Identity and its Git Gateway, on the site's own address (deprecated by Netlify). */
  | { kind: 'netlify-identity' }
  /**
   * GitHub, through an OAuth service at `service` whose sign-in window opens at
   * `service` + `authPath`: Netlify's on Netlify, the site's own handler on
   * Cloudflare Pages (src/sign-in), or the one `authUrl` names.
   */
  | { kind: 'github'; service: string; authPath: string; by: 'netlify' | 'site' | 'authUrl' }
  /** GitLab's own sign-in, in the browser, at gitlab.com or `authUrl`. */
  | { kind: 'gitlab'; server: string };

export interface SignInSettings {
  siteUrl: string;
  editor: { backend: EditorBackend; authUrl?: string | null | undefined };
  deploy: { host: DeployHost };
}

function withoutFinalSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function editorSignIn({ siteUrl, editor, deploy }: SignInSettings): EditorSignIn {
  switch (editor.backend) {
    case 'git-gateway':
      return { kind: 'netlify-identity' };
    case 'gitlab':
      return { kind: 'gitlab', server: withoutFinalSlash(editor.authUrl ?? 'https://gitlab.com') };
    case 'github':
      if (editor.authUrl) {
        return {
          kind: 'github',
          service: withoutFinalSlash(editor.authUrl),
          authPath: DECAP_AUTH_PATH,
          by: 'authUrl',
        };
      }
      return deploy.host === 'cloudflare'
        ? { kind: 'github', service: withoutFinalSlash(siteUrl), authPath: AUTH_PATH, by: 'site' }
        : { kind: 'github', service: NETLIFY_OAUTH_URL, authPath: DECAP_AUTH_PATH, by: 'netlify' };
  }
}

/** The site answers the sign-in itself (public/_worker.js on Cloudflare Pages). */
export function signsInOnTheSite(settings: SignInSettings): boolean {
  const signIn = editorSignIn(settings);
  return signIn.kind === 'github' && signIn.by === 'site';
}
