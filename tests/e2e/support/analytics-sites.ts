/**
 * The site built with analytics on, once per service, for the end-to-end
 * tests: a throwaway copy of the project whose site.yaml gains an
 * `analytics:` section (the shipped file is never changed), built three
 * times in a row (the later builds reuse the first one's pictures), each
 * build's public/ kept; and built a fourth time as shipped, without
 * analytics, the reference of what analytics costs. That reference is
 * built in the same copy because webpack names modules by their path from
 * the project, here through the copy's link to node_modules: the site's own
 * public/ numbers every module differently, and its shared scripts differ
 * by a few hundred bytes of gzip for that alone. Sites built from the same sources
 * earlier are reused, older ones deleted: they are kept in
 * ANALYTICS_SITES_DIR, by default analytics-sites/ in the system's
 * temporary folder. ANALYTICS_SITES_BUILT=<folder> uses the sites in that
 * folder as they are (one subfolder per service), to work on the tests alone.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalyticsProvider } from '../../../src/lib/analytics/providers';
import { ROOT_DIR } from '../../support/site';

/** Each service's fixture setting: the measurement id and token are made up, the domain is the example one. */
export const FIXTURE_ANALYTICS: Record<AnalyticsProvider, string> = {
  plausible: 'domain: example-events.com',
  cloudflare: 'token: 0123456789abcdef0123456789abcdef',
  google: 'measurementId: G-E2ETEST123',
};

/** What a build reads, besides node_modules (linked). */
const BUILD_INPUTS = [
  'site.yaml',
  'data',
  'src',
  'static',
  'gatsby',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
];

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT_DIR, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((name) => fs.statSync(path.join(ROOT_DIR, name)).isFile())
    .sort();
}

/** The copy built as shipped, without analytics (ANALYTICS_SITES_BUILT: its "off" subfolder). */
export const WITHOUT_ANALYTICS = 'off';
type Build = AnalyticsProvider | typeof WITHOUT_ANALYTICS;

/** A fingerprint of everything a build reads: the same sources give the same sites. */
function sourcesFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(filesUnder)) {
    hash.update(file).update(fs.readFileSync(path.join(ROOT_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** site.yaml with an analytics section for the service, placed before the editor's settings. */
export function siteYamlWith(shipped: string, provider: AnalyticsProvider): string {
  const section = `analytics:\n  provider: ${provider}\n  ${FIXTURE_ANALYTICS[provider]}\n`;
  const withoutOwn = shipped.replace(/^analytics:\n(?: {2}.*\n)*/m, '');
  if (!/^editor:$/m.test(withoutOwn)) throw new Error('site.yaml has no top-level "editor:" key');
  return withoutOwn.replace(/^editor:$/m, `${section}editor:`);
}

function buildCopies(target: string): void {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-project-'));
  try {
    for (const entry of BUILD_INPUTS) {
      fs.cpSync(path.join(ROOT_DIR, entry), path.join(project, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(project, 'node_modules'));
    const shipped = fs.readFileSync(path.join(ROOT_DIR, 'site.yaml'), 'utf8');
    const builds: Build[] = [...(Object.keys(FIXTURE_ANALYTICS) as AnalyticsProvider[]), 'off'];
    for (const provider of builds) {
      fs.writeFileSync(
        path.join(project, 'site.yaml'),
        provider === WITHOUT_ANALYTICS ? shipped : siteYamlWith(shipped, provider),
      );
      execFileSync(path.join('node_modules', '.bin', 'gatsby'), ['build'], {
        cwd: project,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
        stdio: 'pipe',
        timeout: 15 * 60_000,
      });
      fs.cpSync(path.join(project, 'public'), path.join(target, provider), { recursive: true });
    }
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

/** The built site (its public/ folder) with the service's analytics on, or without analytics. */
export function analyticsSite(provider: Build): string {
  const built = process.env.ANALYTICS_SITES_BUILT;
  if (built) return path.join(built, provider);
  const root = process.env.ANALYTICS_SITES_DIR ?? path.join(os.tmpdir(), 'analytics-sites');
  const target = path.join(root, sourcesFingerprint());
  const done = path.join(target, 'complete');
  if (!fs.existsSync(done)) {
    // Sites of other sources are out of date: only this folder's fingerprint-named ones go.
    for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
      if (/^[0-9a-f]{16}$/.test(name))
        fs.rmSync(path.join(root, name), { recursive: true, force: true });
    }
    buildCopies(target);
    fs.writeFileSync(done, new Date().toISOString());
  }
  return path.join(target, provider);
}
