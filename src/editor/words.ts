/**
 * Entries of the editor's lists in words. Menus and services name their text
 * by a translation key (common:nav.music); Decap titles each entry of a list
 * with it. The entry is titled with that text in the site's default language
 * instead ("Music"), read from the translation files as the editor last read
 * them; the key stays in the entry's own field. Lists of ids whose words are
 * texts (the catalog's categories, the form's choices) title their entries
 * with such a key too (fields.ts, entryTitle).
 */
import { SITE_CONFIG_FILE } from '../config/check-project';
import { FORMATS } from '../config/schema';
import { projectState } from './backend/project-store';
import { localePath } from './checks/project-state';
import { parsedOnce, translationTree } from './parsed-once';
import { siteLanguages } from './screens/joined';

const ENTRY_TITLE = '[class*="NestedObjectLabel"]';
const KEY_ATTRIBUTE = 'data-translation-key';

const defaultLanguageOf = parsedOnce((site: string): string => siteLanguages(site)[0] ?? 'en');

function defaultLanguage(): string {
  const site = projectState()?.texts.get(SITE_CONFIG_FILE);
  return site === undefined ? 'en' : defaultLanguageOf(site);
}

/** The default language's text of a translation key, or undefined when it is not one or has none. */
export function wordsOfKey(key: string): string | undefined {
  if (!FORMATS.translationKey.pattern.test(key)) return undefined;
  const [namespace = '', path = ''] = key.split(':');
  const text = projectState()?.texts.get(localePath(defaultLanguage(), namespace));
  if (text === undefined) return undefined;
  let node: unknown = translationTree(text);
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/**
 * What a title made of a key says while the key has no words (a category
 * just added, not named yet): the entry's own part of it, "boats" of
 * catalog:categories.boats or of home:audiences.boats.title, or the
 * template's "New category".
 */
function entryPartOfKey(title: string): string | undefined {
  return /^[a-z][\w-]*:[\w-]+\.([^.]+)/.exec(title)?.[1];
}

/** A list entry's title in words when it is a translation key. */
export function inWords(title: string): string {
  const trimmed = title.trim();
  return wordsOfKey(trimmed) ?? entryPartOfKey(trimmed) ?? title;
}

/** A title in words, or nothing for a translation key without words (its text was deleted). */
export function inWordsOrNothing(title: string): string | undefined {
  const words = wordsOfKey(title.trim());
  if (words !== undefined) return words;
  return FORMATS.translationKey.pattern.test(title.trim()) ? undefined : title;
}

/** Titles the list entries on the page whose title is a translation key with its text. */
export function nameEntriesInWords(root: ParentNode): void {
  for (const title of root.querySelectorAll<HTMLElement>(ENTRY_TITLE)) {
    const node = title.firstChild;
    if (title.childNodes.length !== 1 || !(node instanceof Text)) continue;
    const text = node.data.trim();
    const words = wordsOfKey(text) ?? entryPartOfKey(text);
    if (words === undefined) continue;
    title.setAttribute(KEY_ATTRIBUTE, text);
    // The text node React rendered keeps its place: React changes its text when the key changes.
    node.data = words;
  }
}
