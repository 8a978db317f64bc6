// What is left to do before the site goes live: every example value that must
// change, and what is recommended, each with its place in site.yaml (or the
// data file), the browser editor's screen that changes it, and the fix.
//   npm run check:launch [-- --root <project folder>]
// Exits 1 while anything must change (a production build stops on the same list).

import { parseArgs } from 'node:util';
import { editorScreenOf } from '../src/editor/launch/screens';
import { editorConfig } from '../src/editor/config/editor-config';
import { formatLaunchList, launchCounts } from '../src/config/launch/format-launch';
import { mustChange } from '../src/config/launch/launch-items';
import { readLaunchItems } from '../src/config/launch/read-launch';
import { checkContentOrExit, loadSiteConfigOrExit } from '../src/config/project';

const { values } = parseArgs({
  options: { root: { type: 'string', default: process.cwd() } },
  strict: true,
});
const root = values.root;

// A broken site.yaml or data file is reported first, as the build reports it.
const site = loadSiteConfigOrExit(root);
checkContentOrExit(site, root);

const items = readLaunchItems(site, root);
const editor = editorConfig(site);
const list = formatLaunchList(items, (item) => editorScreenOf(editor, item)?.label);
const must = mustChange(items).length;

process.stdout.write(`Before going live: ${launchCounts(items)}.\n\n`);
if (list) process.stdout.write(`${list}\n`);
if (site.deploy.demo) {
  process.stdout.write(
    'deploy.demo is on: the site is published as a demo, kept out of search engines.\n',
  );
}
process.stdout.write(
  must === 0
    ? 'Nothing must change: the site can go live.\n'
    : 'A production build stops until each value under "Must change" is real (or deploy.demo: true publishes a demo on purpose).\n',
);
process.exitCode = must === 0 ? 0 : 1;
