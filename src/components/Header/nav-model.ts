/**
 * Small pure helpers shared by the header's menus and the phone drawer:
 * everything they show comes from site.yaml through these.
 */
import type { ExternalLinkName } from '../../config/constants';
import type { NavItem } from '../../config/schema';
import type { ShellConfig } from '../../hooks/use-site-config';
import { localizedPath } from '../../i18n/paths';

/**
 * A menu entry as the shell gets it: from GraphQL's SiteShell query (null
 * where site.yaml has nothing) or, in the editor's previews and the tests,
 * straight from site.yaml's NavItem (left out). Both fit.
 */
export interface MenuEntry {
  readonly label: string;
  readonly to?: string | null;
  readonly link?: ExternalLinkName | null;
  readonly contact?: NavItem['contact'] | null;
  readonly items?: readonly MenuEntry[] | null;
}

/** A menu with a heading: the Services menu, a footer column. */
export interface MenuGroup {
  readonly label: string;
  readonly items: readonly MenuEntry[];
}

/** A stable React key for a menu entry (labels can repeat across menus). */
export function navItemKey(item: MenuEntry): string {
  return `${item.label}|${item.to ?? item.link ?? item.contact ?? 'group'}`;
}

/** The entries of a sub-menu, or none: GraphQL gives null where YAML has nothing. */
export function childrenOf(item: MenuEntry): readonly MenuEntry[] {
  return item.items ?? [];
}

/** The contact page's path in the default language, found by its kind. */
export function contactPathOf(routes: ShellConfig['routes']): string | undefined {
  return routes.find((route) => route.kind === 'contact')?.path;
}

/** "?q=1#x" of the address in the browser; empty while rendering on the server. */
export function currentQueryAndHash(): string {
  if (typeof window === 'undefined') return '';
  return `${window.location.search}${window.location.hash}`;
}

/**
 * The current page in another language, keeping the query and hash:
 * /music/ + es + "?q=1#x" → /es/music/?q=1#x.
 */
export function languageVersionPath(
  originalPath: string,
  language: string,
  defaultLanguage: string,
  queryAndHash = '',
): string {
  return `${localizedPath(originalPath, language, defaultLanguage)}${queryAndHash}`;
}

/**
 * `extra` without the entries `shown` already lists (same label and target,
 * also inside sub-menus): the drawer stacks the Services entries and the
 * header links in one list, where Photo + Film would otherwise show twice.
 */
export function withoutRepeats(
  extra: readonly MenuEntry[],
  shown: readonly MenuEntry[],
): MenuEntry[] {
  const seen = new Set(shown.flatMap((item) => [item, ...childrenOf(item)]).map(navItemKey));
  return extra.filter((item) => !seen.has(navItemKey(item)));
}
