/**
 * What a build does with the launch list. A build that publishes the site
 * (the host's production context, build-environment.ts) refuses while a value
 * must change, unless site.yaml says it publishes a demo on purpose. Every
 * other build (a preview, a local build, CI) goes on with one line saying
 * how many are left.
 */
import { productionBuild } from '../build-environment';
import type { SiteConfig } from '../schema';
import { formatLaunchList, launchWarningLine, type ScreenLabel } from './format-launch';
import { mustChange, type LaunchItem } from './launch-items';

type Environment = Readonly<Record<string, string | undefined>>;

export type LaunchGate =
  | { publish: false; message: string }
  | { publish: true; warning: string | null; notice: string | null };

const DEMO_NOTICE =
  'Publishing a demo (deploy.demo: true): every page says noindex, robots.txt turns search engines away and announces no sitemap.';

export function launchGate(
  site: Pick<SiteConfig, 'editor' | 'deploy'>,
  items: readonly LaunchItem[],
  environment: Environment,
  screenOf: ScreenLabel,
): LaunchGate {
  const notice = site.deploy.demo ? DEMO_NOTICE : null;
  const production = productionBuild(site, environment);
  const must = mustChange(items);
  if (production === null || site.deploy.demo || must.length === 0) {
    return { publish: true, warning: launchWarningLine(items), notice };
  }
  const values = must.length === 1 ? '1 example value' : `${must.length} example values`;
  const message = [
    `✖ This is ${production}, and site.yaml still holds ${values} that visitors would see. Nothing was built.`,
    '',
    formatLaunchList(must, screenOf),
    'Replace each one with the company’s real value (npm run check:launch lists them again).',
    'To publish a demo on purpose, with its example values, set "demo: true" under deploy in site.yaml:',
    'every page then asks search engines to leave it out.',
    '',
  ].join('\n');
  return { publish: false, message };
}
