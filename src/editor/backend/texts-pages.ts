/**
 * The Texts list names each translation file by the page it is for, in
 * words, in the order of the site's menus: the owner looks for "Music", not
 * for music.json. Read from site.yaml and the default language's texts as
 * they are, so a page added or a menu reordered shows at once.
 *
 * - the home page, then the menus and footer (common);
 * - each page the menus lead to, by the menu's text for it, in the menus'
 *   order (the Services drop-down, the top bar, the phone drawer, the footer),
 *   a sub-menu's entry with its menu's ("Event Production: Corporate");
 * - the other pages, by their title;
 * - the texts of the data (the gallery's captions, the reviews'
 *   translations, the catalog's items), then any other file.
 */
import { parse } from 'yaml';
import { namespaceOf } from '../../config/pages';
import type { NavItem, SiteConfig } from '../../config/schema';

/** A translation file as the Texts list shows it. */
export interface TextsPage {
  label: string;
  /** Its place in the list. */
  order: number;
}

/** The files whose texts belong to no single page. */
const SHARED_FILES: Record<string, string> = {
  common: 'Menus and footer',
  gallery: 'Event gallery: captions of the photos',
  reviews: 'Reviews: translated quotes',
  'catalog-items': 'Rental catalog: the items',
};

/** Pages whose title is made for each page it serves (a venue's name): named by their layout. */
const LAYOUT_WORDS: Partial<Record<string, string>> = {
  home: 'Home page',
  venue: 'Venue pages (one per venue)',
};

type Site = Partial<Pick<SiteConfig, 'routes' | 'nav'>>;

function parsedSite(siteYaml: string | undefined): Site {
  if (siteYaml === undefined) return {};
  try {
    const data: unknown = parse(siteYaml);
    return typeof data === 'object' && data !== null ? (data as Site) : {};
  } catch {
    return {};
  }
}

/** The text at `common:nav.music` in the default language's files, if it is one. */
function textOf(
  texts: ReadonlyMap<string, Record<string, unknown>>,
  key: string | undefined,
): string | undefined {
  if (!key) return undefined;
  const [namespace, path = ''] = key.split(':');
  let node: unknown = texts.get(namespace ?? '');
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' && !node.includes('{{') ? node : undefined;
}

/** A menu entry, with the entry whose sub-menu holds it. */
interface MenuEntry {
  item: NavItem;
  parent?: NavItem;
}

/** The menus' entries in the order a visitor meets them. */
function menuEntries(nav: Site['nav']): MenuEntry[] {
  if (!nav) return [];
  const flat: MenuEntry[] = [];
  const visit = (items: readonly NavItem[] | undefined, parent?: NavItem) => {
    for (const item of items ?? []) {
      flat.push(parent ? { item, parent } : { item });
      visit(item.items, item);
    }
  };
  visit(nav.services?.items);
  visit(nav.header);
  visit(nav.drawerExtras);
  for (const column of nav.footer ?? []) visit(column.items);
  return flat;
}

function humanized(namespace: string): string {
  const words = namespace.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The Texts list's name and place of each translation file, by namespace.
 * `texts`: the default language's files, parsed.
 */
export function textsPages(
  siteYaml: string | undefined,
  texts: ReadonlyMap<string, Record<string, unknown>>,
): Map<string, TextsPage> {
  const { routes = [], nav } = parsedSite(siteYaml);
  const pages = new Map<string, TextsPage>();
  const place = (namespace: string, label: string | undefined) => {
    if (!label || pages.has(namespace) || !texts.has(namespace)) return;
    pages.set(namespace, { label, order: pages.size });
  };
  const routeNamespace = (route: { title?: string }) =>
    typeof route.title === 'string' ? namespaceOf(route.title) : undefined;

  for (const route of routes) {
    const namespace = routeNamespace(route);
    if (namespace && route.kind === 'home') place(namespace, LAYOUT_WORDS.home);
  }
  place('common', SHARED_FILES.common);
  for (const { item, parent } of menuEntries(nav)) {
    const path = item.to?.split('#')[0];
    const route = routes.find((candidate) => candidate.path === path);
    const namespace = route && routeNamespace(route);
    const text = textOf(texts, item.label);
    // A sub-menu's entry is named with its menu: "Event Production: Corporate".
    const menu = parent && textOf(texts, parent.label);
    if (namespace && text) place(namespace, menu ? `${menu}: ${text}` : text);
  }
  for (const route of routes) {
    const namespace = routeNamespace(route);
    if (!namespace) continue;
    place(
      namespace,
      LAYOUT_WORDS[route.kind] ?? textOf(texts, route.title) ?? humanized(namespace),
    );
  }
  for (const [namespace, label] of Object.entries(SHARED_FILES)) place(namespace, label);
  for (const namespace of [...texts.keys()].sort()) place(namespace, humanized(namespace));
  return pages;
}
