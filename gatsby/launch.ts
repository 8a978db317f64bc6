/**
 * Before anything is built: a build that publishes the site stops while
 * site.yaml still holds an example value (src/config/launch/launch-gate.ts),
 * printing the list `npm run check:launch` prints; any other build says in
 * one line how many are left.
 */
import type { Reporter } from 'gatsby';
import { editorConfig, editorScreenOf } from '../src/editor/for-the-build';
import { launchGate } from '../src/config/launch/launch-gate';
import { readLaunchItems } from '../src/config/launch/read-launch';
import type { SiteConfig } from '../src/config/schema';

export function checkLaunchOrExit(
  site: SiteConfig,
  reporter: Pick<Reporter, 'warn' | 'info'>,
  environment: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): void {
  const editor = editorConfig(site);
  const gate = launchGate(
    site,
    readLaunchItems(site, root),
    environment,
    (item) => editorScreenOf(editor, item)?.label,
  );
  if (!gate.publish) {
    // The owner needs the list, not a stack trace.
    process.stderr.write(`\n${gate.message}\n`);
    process.exit(1);
  }
  if (gate.warning) reporter.warn(gate.warning);
  if (gate.notice) reporter.info(gate.notice);
}
