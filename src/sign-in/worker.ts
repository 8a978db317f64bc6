/**
 * The site's worker on Cloudflare Pages ("advanced mode": public/_worker.js,
 * bundled from this file by gatsby/hosts/sign-in-worker.ts). The build's
 * _routes.json sends it only the sign-in's addresses; every other request is
 * served as a static file, with _redirects and _headers applied, as if there
 * were no worker. An address under the sign-in's folder that is not one of
 * its own is passed on to the files too.
 */
import { handleSignIn, type SignInEnvironment } from './github-sign-in';

interface PagesEnvironment extends SignInEnvironment {
  /** The site's files, served as Pages serves them. */
  ASSETS: { fetch(request: Request): Promise<Response> };
}

export default {
  async fetch(request: Request, env: PagesEnvironment): Promise<Response> {
    return (await handleSignIn(request, env)) ?? env.ASSETS.fetch(request);
  },
};
