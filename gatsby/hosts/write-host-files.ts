/**
 * Writes what the chosen host reads beside the pages: its _redirects and, on
 * Cloudflare Pages, each language's 404.html. The build calls it after the
 * pages are written; the host tests call it on a copy of the build to serve
 * it as another host would.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeployHost } from '../../src/config/constants';
import { notFoundCopies, writeNotFoundCopies } from './not-found-pages';
import {
  CLOUDFLARE_MOST_STATIC_REDIRECTS,
  countRules,
  redirectRulesFile,
  type RedirectRulesInput,
} from './redirect-rules';

export const REDIRECTS_FILE = '_redirects';

/** A host limit the site passes: the build stops with this message. */
export class HostLimitError extends Error {}

export interface HostFilesSummary {
  redirectRules: number;
  notFoundPages: number;
}

export function writeHostRedirects(
  dir: string,
  host: DeployHost,
  input: RedirectRulesInput,
): HostFilesSummary {
  const file = redirectRulesFile(host, input);
  const target = path.join(dir, REDIRECTS_FILE);
  if (file === null) {
    fs.rmSync(target, { force: true });
    return { redirectRules: 0, notFoundPages: 0 };
  }
  const rules = countRules(file);
  if (host === 'cloudflare' && rules > CLOUDFLARE_MOST_STATIC_REDIRECTS) {
    throw new HostLimitError(
      `site.yaml's old addresses need ${rules} redirect rules on Cloudflare Pages (each address in every language, with and without the final slash), ` +
        `but Cloudflare takes at most ${CLOUDFLARE_MOST_STATIC_REDIRECTS}. Remove old addresses nobody uses any more from "redirects", or publish on Netlify (deploy.host: netlify).`,
    );
  }
  fs.writeFileSync(target, file);
  const copies =
    host === 'cloudflare' ? notFoundCopies(input.languages, input.defaultLanguage) : [];
  writeNotFoundCopies(dir, copies);
  return { redirectRules: rules, notFoundPages: copies.length };
}
