/**
 * A build that runs on a host's own build servers must be written for that
 * host: built on Cloudflare Pages with deploy.host: netlify, every old address
 * would answer 200 instead of a permanent redirect, and nothing would warn.
 * Both hosts announce themselves in the environment of their builds.
 */
import type { DeployHost } from './constants';
import type { ConfigProblem } from './problems';
import type { SiteConfig } from './schema';

type Environment = Readonly<Record<string, string | undefined>>;

const HOST_NAMES: Record<DeployHost, string> = {
  netlify: 'Netlify',
  cloudflare: 'Cloudflare Pages',
  static: 'a plain static host',
};

/** The host whose build servers run this build, if any. */
export function buildingOnHost(environment: Environment): DeployHost | null {
  if (environment.NETLIFY === 'true') return 'netlify';
  if (environment.CF_PAGES === '1') return 'cloudflare';
  return null;
}

export function deployHostProblem(
  configured: DeployHost,
  environment: Environment,
): ConfigProblem | null {
  const actual = buildingOnHost(environment);
  if (actual === null || actual === configured) return null;
  return {
    path: ['deploy', 'host'],
    problem: `This build runs on ${HOST_NAMES[actual]}, but site.yaml says the site is published on ${HOST_NAMES[configured]} (host: ${configured}).`,
    fix: `Write "host: ${actual}" under deploy, so that the build writes ${HOST_NAMES[actual]}'s redirect rules.`,
  };
}

/**
 * Whether this build publishes the site itself rather than a preview, in
 * words for the messages, or null. Netlify says so (CONTEXT=production);
 * Cloudflare Pages only names the branch it builds (CF_PAGES_BRANCH; its
 * documented build variables are CI, CF_PAGES, CF_PAGES_COMMIT_SHA,
 * CF_PAGES_BRANCH and CF_PAGES_URL), so a build of the branch site.yaml
 * names under editor → branch, where saves go and the site is published
 * from, counts as production.
 */
export function productionBuild(
  site: Pick<SiteConfig, 'editor'>,
  environment: Environment,
): string | null {
  const host = buildingOnHost(environment);
  if (host === 'netlify' && environment.CONTEXT === 'production') {
    return 'a production build on Netlify (CONTEXT=production)';
  }
  if (host === 'cloudflare' && environment.CF_PAGES_BRANCH === site.editor.branch) {
    return `a Cloudflare Pages build of ${site.editor.branch}, the branch site.yaml publishes from (editor → branch)`;
  }
  return null;
}
