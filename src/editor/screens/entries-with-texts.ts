/**
 * A screen for a list of data/ whose entries each have texts in every
 * language (the gallery's photos with their caption and description, the
 * reviews with their translated quote): each entry shows its texts beside
 * its settings, and one save writes the list's file and each language's
 * translation file.
 *
 * The entries are known to the translation files by an id the owner never
 * types: an entry keeps the id it has; a new one is given one made from what
 * the owner wrote (a photo's file name, a reviewer's name and date), unique
 * in the list and among the texts already in the files.
 */
import type { YamlPath } from '../../config/problems';
import type { TextSource } from '../../config/content/expected-texts';
import { FORMATS } from '../../config/schema';
import { isRecord } from '../../lib/json';
import { readTextsOfEntry, withTextsOfEntries, type EntryTextsChange } from './entry-texts';
import {
  idOf,
  listIn,
  picked,
  READ_AS,
  readAs,
  siteLanguages,
  SITE_FILE,
  textsData,
  textsPath,
  yamlData,
  type FileTexts,
  type JoinedScreen,
} from './joined';

/** Where on an entry of the screen its texts are, by language: texts → es → caption. */
export const ENTRY_TEXTS_FIELD = 'texts';

export interface EntriesWithTexts {
  /** The file of data/ holding the list: data/gallery.yaml */
  file: string;
  /** The list's key in it: pictures */
  list: string;
  /** The settings of an entry, in the order a new one is written. */
  keys: readonly string[];
  /** Whose texts the entries have (src/config/content/expected-texts.ts). */
  source: () => TextSource;
  /** The start of an id for a new entry, from what it holds (its picture's name…). */
  idFrom: (entry: Record<string, unknown>) => string | undefined;
  /** Where on the screen the build's problems with an entry's id belong. */
  idShownAt: string;
  /** Used when `idFrom` gives nothing: "photo". */
  fallbackId: string;
}

const ID_KEY = 'id';

/** Words of a text made into an id: "Maria S. 2024-06-15" → maria-s-2024-06-15. */
export function idWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, else `base-2`, `base-3`…: the first not taken. */
function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
  }
}

/**
 * Each entry's id: its own when it has a valid one, else a new one. The same
 * data always gives the same ids (the checks and the preview run this on
 * every change of the form).
 */
export function entryIds(
  entries: readonly unknown[],
  settings: EntriesWithTexts,
  textIds: Iterable<string>,
): string[] {
  const own = entries.map((entry) => {
    const id = idOf(entry, ID_KEY);
    return id && FORMATS.slug.pattern.test(id) ? id : undefined;
  });
  const taken = new Set([...own.flatMap((id) => id ?? []), ...textIds]);
  return entries.map((entry, index) => {
    const id = own[index];
    if (id) return id;
    const start = isRecord(entry) ? idWords(settings.idFrom(entry) ?? '') : '';
    const fresh = freeId(start || settings.fallbackId, taken);
    taken.add(fresh);
    return fresh;
  });
}

/** The ids under which a translation file holds entries' texts. */
function idsWithTexts(tree: Record<string, unknown>, source: TextSource): string[] {
  let node: unknown = tree;
  for (const key of source.under) node = isRecord(node) ? node[key] : undefined;
  return isRecord(node) ? Object.keys(node) : [];
}

export function entriesWithTextsScreen(settings: EntriesWithTexts): JoinedScreen {
  const { file, list } = settings;
  const pathsOf = (siteYaml: string | null | undefined) =>
    siteLanguages(siteYaml).map((language) => ({
      language,
      path: textsPath(language, settings.source().namespace),
    }));

  function compose(texts: FileTexts): Record<string, unknown> {
    const data = yamlData(texts.get(file));
    const trees = pathsOf(texts.get(SITE_FILE)).map(({ language, path }) => ({
      language,
      tree: textsData(texts.get(path)),
    }));
    const entries = listIn(data, list).map((entry) => {
      const id = idOf(entry, ID_KEY);
      if (!isRecord(entry) || !id) return entry;
      return {
        ...entry,
        [ENTRY_TEXTS_FIELD]: Object.fromEntries(
          trees.map(({ language, tree }) => [
            language,
            readTextsOfEntry(settings.source(), id, tree),
          ]),
        ),
        [READ_AS]: id,
      };
    });
    return { ...data, [list]: entries };
  }

  function decompose(data: Record<string, unknown>, bases: FileTexts): Map<string, unknown> {
    const source = settings.source();
    const before = yamlData(bases.get(file));
    const languages = pathsOf(bases.get(SITE_FILE));
    const trees = languages.map(({ language, path }) => ({
      language,
      path,
      tree: textsData(bases.get(path)),
    }));
    const entries = listIn(data, list);
    const ids = entryIds(
      entries,
      settings,
      trees.flatMap(({ tree }) => idsWithTexts(tree, source)),
    );
    const shownBefore = new Set(listIn(before, list).flatMap((entry) => idOf(entry, ID_KEY) ?? []));
    const stillShown = new Set(entries.flatMap((entry) => readAs(entry) ?? []));
    const deleted = [...shownBefore].filter((id) => !stillShown.has(id));
    const files = new Map<string, unknown>([
      [
        file,
        {
          ...before,
          ...Object.fromEntries(Object.entries(data).filter(([key]) => key !== list)),
          [list]: entries.map((entry, index) =>
            isRecord(entry) ? picked({ ...entry, [ID_KEY]: ids[index] }, settings.keys) : entry,
          ),
        },
      ],
    ]);
    for (const { language, path, tree } of trees) {
      const changes: EntryTextsChange[] = entries.flatMap((entry, index) => {
        if (!isRecord(entry)) return [];
        const texts = isRecord(entry[ENTRY_TEXTS_FIELD])
          ? entry[ENTRY_TEXTS_FIELD][language]
          : undefined;
        return [
          { id: ids[index]!, readAs: readAs(entry), texts: isRecord(texts) ? texts : undefined },
        ];
      });
      files.set(path, withTextsOfEntries(tree, source, deleted, changes));
    }
    return files;
  }

  function place(problemFile: string, path: YamlPath): YamlPath | undefined {
    if (problemFile !== file) return undefined;
    // The file as a whole (an empty gallery…): the screen as a whole.
    if (path.length === 0) return path;
    if (path[0] !== list) return undefined;
    const [, index, key, ...rest] = path;
    if (typeof index !== 'number' || key !== ID_KEY) return path;
    return [list, index, settings.idShownAt, ...rest];
  }

  return {
    files: (siteYaml) => [file, ...pathsOf(siteYaml).map(({ path }) => path)],
    compose,
    decompose,
    place,
  };
}
