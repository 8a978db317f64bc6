/**
 * The launch list in plain words, for a terminal: `npm run check:launch`
 * prints it, and a production build that refuses to publish prints the same.
 */
import { formatYamlPath } from '../problems';
import { mustChange, type LaunchItem } from './launch-items';

/** The editor's screen for an item ("Site settings → Business facts"), if it has one. */
export type ScreenLabel = (item: LaunchItem) => string | undefined;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function itemBlock(item: LaunchItem, screenOf: ScreenLabel): string {
  const where = item.line === undefined ? item.file : `${item.file}:${item.line}`;
  const setting = formatYamlPath(item.path);
  const screen = screenOf(item);
  return [
    `  ${where}${setting ? `  ${setting}` : ''}`,
    `    Problem: ${item.problem}`,
    `    Fix:     ${item.fix}`,
    ...(item.pictures ? [`    Pictures: ${item.pictures.join(', ')}`] : []),
    `    Editor:  ${screen ?? `not in the browser editor: change it in ${item.file}`}`,
  ].join('\n');
}

/** "11 values must change, 4 things are recommended." */
export function launchCounts(items: readonly LaunchItem[]): string {
  const must = mustChange(items).length;
  const recommended = items.length - must;
  return `${plural(must, 'value must change', 'values must change')}, ${plural(recommended, 'thing is recommended', 'things are recommended')}`;
}

export function formatLaunchList(items: readonly LaunchItem[], screenOf: ScreenLabel): string {
  const must = mustChange(items);
  const recommended = items.filter((item) => item.level === 'recommended');
  const group = (heading: string, group: readonly LaunchItem[]) =>
    group.length === 0
      ? []
      : [
          `${heading} (${group.length})`,
          '',
          group.map((item) => itemBlock(item, screenOf)).join('\n\n'),
          '',
        ];
  return [
    ...group('Must change: example values visitors would see', must),
    ...group('Recommended', recommended),
  ].join('\n');
}

/** The one line a build that publishes nothing (a preview, a local build, CI) prints. */
export function launchWarningLine(items: readonly LaunchItem[]): string | null {
  const must = mustChange(items).length;
  if (must === 0) return null;
  return `Before going live: ${plural(must, 'example value', 'example values')} must change (npm run check:launch lists them); a production build stops while any remains.`;
}
