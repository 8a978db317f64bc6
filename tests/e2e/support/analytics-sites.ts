/**
 * The site built with analytics on, once per service, for the end-to-end
 * tests, and built as shipped (without analytics), the reference of what
 * analytics costs. One copy of the project is built once per service, one
 * build after the other (each rebuilding only what its setting changes),
 * then a last time without analytics: that reference is built in the same
 * copy because webpack names modules by their path from the project, here
 * through the copy's link to node_modules, so the project's own public/
 * numbers every module differently, and its shared scripts differ by a few
 * hundred bytes of gzip for that alone. Built once for the sources
 * (scripts/project-copy/built-sites.ts).
 */
import path from 'node:path';
import { builtSites, type BuiltSite } from '../../../scripts/project-copy/built-sites';
import { editYamlFile } from '../../../scripts/project-copy/yaml-edits';
import type { AnalyticsProvider } from '../../../src/analytics/providers';

/** Each service's fixture setting: the measurement id and token are made up, the domain is the example one. */
export const FIXTURE_ANALYTICS: Record<AnalyticsProvider, Record<string, string>> = {
  plausible: { domain: 'example-events.com' },
  cloudflare: { token: '0123456789abcdef0123456789abcdef' },
  google: { measurementId: 'G-E2ETEST123' },
};

/** The build of the copy without analytics. */
export const WITHOUT_ANALYTICS = 'off';
type Build = AnalyticsProvider | typeof WITHOUT_ANALYTICS;

/** Sets (or, without a provider, removes) site.yaml's analytics section in the copy at `root`. */
function withAnalytics(provider: AnalyticsProvider | null) {
  return (root: string) =>
    editYamlFile(path.join(root, 'site.yaml'), (document) => {
      if (provider === null) document.delete('analytics');
      else document.set('analytics', { provider, ...FIXTURE_ANALYTICS[provider] });
    });
}

const PROVIDERS = Object.keys(FIXTURE_ANALYTICS) as AnalyticsProvider[];

const ANALYTICS_SITES = {
  name: 'analytics',
  preparedBy: ['tests/e2e/support/analytics-sites.ts'],
  builds: [
    ...PROVIDERS.map((provider) => ({ name: provider as Build, prepare: withAnalytics(provider) })),
    { name: WITHOUT_ANALYTICS as Build, prepare: withAnalytics(null) },
  ],
};

/** The built sites (their public/ folders), built now unless built earlier from the same sources. */
export async function analyticsSites(): Promise<Record<Build, BuiltSite>> {
  return builtSites(ANALYTICS_SITES);
}
