/**
 * The "Before going live" screen: what must change before the site can be
 * published for real, and what is recommended, each with the fix and a link
 * to the screen that changes it. The same list as `npm run check:launch`,
 * made from the repository as the editor last read or saved it.
 */
import type { ReactElement } from 'react';
import { formatYamlPath } from '../../config/problems';
import { mustChange, type LaunchItem } from '../../config/launch/launch-items';
import type { DecapConfig } from '../config/decap-types';
import type { ProjectLaunch } from './project-launch';
import { editorScreenOf, type EditorScreen } from './screens';

export interface LaunchChecklistProps {
  launch: ProjectLaunch | undefined;
  /** Pictures not read yet: whether each is still a drawing is not known. */
  picturesToRead: number;
  config: DecapConfig;
  /** Called when a link to a screen is followed (the screen opens in place of this one). */
  onOpenScreen: () => void;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** An item as the owner reads it: what is wrong, the fix, and where (the screen, or a developer). */
export function launchItemWords(
  config: DecapConfig,
  item: LaunchItem,
): { problem: string; fix: string; screen?: EditorScreen; elsewhere?: string } {
  const screen = editorScreenOf(config, item);
  return screen
    ? { problem: item.problem, fix: item.fix, screen }
    : {
        problem: item.problem,
        fix: item.fix,
        // Where in the files is for the developer's `npm run check:launch`, not for this list.
        elsewhere: 'Not in the editor: a developer changes it.',
      };
}

function Item({
  item,
  config,
  onOpenScreen,
}: {
  item: LaunchItem;
  config: DecapConfig;
  onOpenScreen: () => void;
}): ReactElement {
  const words = launchItemWords(config, item);
  return (
    <li className="launch-item">
      <p className="launch-problem">{words.problem}</p>
      <p className="launch-fix">{words.fix}</p>
      <p className="launch-where">
        {words.screen ? (
          <a href={words.screen.hash} onClick={onOpenScreen}>
            Change it in {words.screen.label}
          </a>
        ) : (
          <span>{words.elsewhere}</span>
        )}
      </p>
    </li>
  );
}

function Group({
  heading,
  items,
  config,
  onOpenScreen,
}: {
  heading: string;
  items: readonly LaunchItem[];
  config: DecapConfig;
  onOpenScreen: () => void;
}): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <section className="launch-group" aria-label={`${heading} (${items.length})`}>
      <h3>
        {heading} ({items.length})
      </h3>
      <ul>
        {items.map((item) => (
          <Item
            key={`${item.file}|${formatYamlPath(item.path)}|${item.problem}`}
            item={item}
            config={config}
            onOpenScreen={onOpenScreen}
          />
        ))}
      </ul>
    </section>
  );
}

function Summary({ items }: { items: readonly LaunchItem[] }): ReactElement {
  const must = mustChange(items).length;
  const recommended = items.length - must;
  return (
    <p className="launch-summary" role="status">
      {must === 0
        ? 'Nothing must change: the site can go live.'
        : `${plural(must, 'value must change', 'values must change')} before the site can be published for real: they are examples visitors would see.`}{' '}
      {plural(recommended, 'thing is recommended', 'things are recommended')}.
    </p>
  );
}

export function LaunchChecklist({
  launch,
  picturesToRead,
  config,
  onOpenScreen,
}: LaunchChecklistProps): ReactElement {
  if (launch === undefined) return <p className="launch-summary">Reading the site…</p>;
  if (!launch.ok) {
    return (
      <p className="launch-summary" role="status">
        site.yaml has {plural(launch.problems, 'problem', 'problems')}: the list follows once it can
        be read. Open Site settings to see what is wrong.
      </p>
    );
  }
  const { items } = launch;
  return (
    <>
      <Summary items={items} />
      {picturesToRead > 0 && (
        <p className="launch-reading">
          Looking at the pictures: {plural(picturesToRead, 'picture', 'pictures')} still to read.
        </p>
      )}
      <Group
        heading="Must change"
        items={mustChange(items)}
        config={config}
        onOpenScreen={onOpenScreen}
      />
      <Group
        heading="Recommended"
        items={items.filter((item) => item.level === 'recommended')}
        config={config}
        onOpenScreen={onOpenScreen}
      />
    </>
  );
}
