/**
 * The Venues screen: each venue whole, on one screen. A venue is spread over
 * three places of the project:
 *
 * - its facts, in site.yaml's venues list (name, address, what it offers),
 *   whose order is the order of the screen;
 * - its page (picture, services, facts for planners), in data/venues.yaml,
 *   an entry a venue may not have (its page then shows the default picture
 *   and services, also edited here);
 * - its texts (summary, description, what we did there), in each language's
 *   venue-list.json under details → its name in the address.
 *
 * Adding a venue, deleting one or renaming its address changes all three in
 * one save. Entries of data/venues.yaml and texts that belong to no venue of
 * site.yaml (left by a hand edit) are kept as they are: the screen never
 * showed them.
 */
import type { YamlPath } from '../../config/problems';
import { venuesFileSchema } from '../../config/content/schema';
import { sourceOfTexts, type TextSource } from '../../config/content/expected-texts';
import { siteConfigSchema } from '../../config/schema';
import { isRecord } from '../../lib/json';
import { readTextsOfEntry, withTextsOfEntries, type EntryTextsChange } from './entry-texts';
import {
  idOf,
  isEmptyValue,
  listIn,
  picked,
  READ_AS,
  readAs,
  siteLanguages,
  SITE_FILE,
  textsData,
  textsPath,
  yamlData,
  type DataOf,
  type FileTexts,
  type JoinedScreen,
} from './joined';
import { entryKeys } from './schema-keys';

/** The file of the venues' pages. */
export const VENUE_PAGES_FILE = 'data/venues.yaml';

/** Where on a venue of the screen its texts are, by language: texts → es → summary. */
export const TEXTS_FIELD = 'texts';

const SITE_KEYS = entryKeys(siteConfigSchema, 'venues');
/** A page's settings other than the venue's name in the address, which is the venue's own. */
const PAGE_KEYS = entryKeys(venuesFileSchema, 'venues').filter((key) => key !== 'slug');

function venueTexts(): TextSource {
  return sourceOfTexts('venue');
}

function slugOf(item: unknown): string | undefined {
  return idOf(item, 'slug');
}

function pageOf(item: Record<string, unknown>): Record<string, unknown> | undefined {
  const page = picked(item, PAGE_KEYS);
  return Object.values(page).every(isEmptyValue) ? undefined : page;
}

function compose(texts: FileTexts): Record<string, unknown> {
  const siteYaml = texts.get(SITE_FILE);
  const site = yamlData(siteYaml);
  const pages = yamlData(texts.get(VENUE_PAGES_FILE));
  const source = venueTexts();
  const languages = siteLanguages(siteYaml);
  const trees = new Map(
    languages.map((language) => [
      language,
      textsData(texts.get(textsPath(language, source.namespace))),
    ]),
  );
  const venues = listIn(site, 'venues').map((venue) => {
    if (!isRecord(venue)) return venue;
    const slug = slugOf(venue);
    const page = listIn(pages, 'venues').find((candidate) => slug && slugOf(candidate) === slug);
    return {
      ...venue,
      ...(isRecord(page) ? picked(page, PAGE_KEYS) : {}),
      [TEXTS_FIELD]: Object.fromEntries(
        languages.map((language) => [
          language,
          slug ? readTextsOfEntry(source, slug, trees.get(language)) : {},
        ]),
      ),
      ...(slug ? { [READ_AS]: slug } : {}),
    };
  });
  return { venues, ...(pages.default === undefined ? {} : { default: pages.default }) };
}

/** The venues of the screen that are objects (what Decap holds for each entry). */
function venuesOf(data: Record<string, unknown>): Array<Record<string, unknown>> {
  return listIn(data, 'venues').filter(isRecord);
}

/** The venues.yaml entries: each kept in its place, changed, or gone; new ones at the end. */
function pagesAfter(
  before: readonly unknown[],
  shownBefore: ReadonlySet<string>,
  venues: ReadonlyArray<Record<string, unknown>>,
): unknown[] {
  const matched = new Set<Record<string, unknown>>();
  const kept = before.flatMap((entry): unknown[] => {
    const slug = slugOf(entry);
    // An entry of no venue the screen showed: left as it is.
    if (!slug || !shownBefore.has(slug)) return [entry];
    const venue = venues.find((candidate) => readAs(candidate) === slug);
    if (!venue) return [];
    matched.add(venue);
    const page = pageOf(venue);
    if (!page) return [];
    // Settings the screen does not show stay as they were.
    const others = isRecord(entry)
      ? Object.fromEntries(Object.entries(entry).filter(([key]) => !PAGE_KEYS.includes(key)))
      : {};
    return [{ ...others, slug: venue.slug, ...page }];
  });
  const added = venues.flatMap((venue) => {
    if (matched.has(venue)) return [];
    const page = pageOf(venue);
    return page ? [{ slug: venue.slug, ...page }] : [];
  });
  return [...kept, ...added];
}

function decompose(data: Record<string, unknown>, bases: FileTexts): Map<string, unknown> {
  const siteYaml = bases.get(SITE_FILE);
  const site = yamlData(siteYaml);
  const pages = yamlData(bases.get(VENUE_PAGES_FILE));
  const venues = venuesOf(data);
  const shownBefore = new Set(listIn(site, 'venues').flatMap((venue) => slugOf(venue) ?? []));
  const stillShown = new Set(venues.flatMap((venue) => readAs(venue) ?? []));

  const siteAfter = {
    ...site,
    venues: listIn(data, 'venues').map((venue) =>
      isRecord(venue) ? picked(venue, SITE_KEYS) : venue,
    ),
  };
  const pagesData = {
    ...pages,
    ...(data.default === undefined ? {} : { default: data.default }),
    venues: pagesAfter(listIn(pages, 'venues'), shownBefore, venues),
  };

  const files = new Map<string, unknown>([
    [SITE_FILE, siteAfter],
    [VENUE_PAGES_FILE, pagesData],
  ]);
  const source = venueTexts();
  // A deleted venue's texts go with it; a renamed one's move under its new name.
  const deleted = [...shownBefore].filter((slug) => !stillShown.has(slug));
  for (const language of siteLanguages(siteYaml)) {
    const path = textsPath(language, source.namespace);
    const changes: EntryTextsChange[] = venues.flatMap((venue) => {
      const slug = slugOf(venue);
      if (!slug) return [];
      const texts = isRecord(venue[TEXTS_FIELD]) ? venue[TEXTS_FIELD][language] : undefined;
      return [{ id: slug, readAs: readAs(venue), texts: isRecord(texts) ? texts : undefined }];
    });
    files.set(path, withTextsOfEntries(textsData(bases.get(path)), source, deleted, changes));
  }
  return files;
}

/** The place on the screen of a value of one of its files. */
function place(file: string, path: YamlPath, after: DataOf): YamlPath | undefined {
  const [section, index, ...rest] = path;
  if (file === SITE_FILE) return section === 'venues' ? path : undefined;
  if (file !== VENUE_PAGES_FILE) return undefined;
  // The file as a whole (its pictures that are still drawings…): the screen as a whole.
  if (section === undefined || section === 'default') return path;
  if (section !== 'venues') return undefined;
  if (typeof index !== 'number') return ['venues'];
  const pages = after(VENUE_PAGES_FILE);
  const slug = slugOf(isRecord(pages) ? listIn(pages, 'venues')[index] : undefined);
  const site = after(SITE_FILE);
  const venues = isRecord(site) ? listIn(site, 'venues') : [];
  const at = venues.findIndex((venue) => slug !== undefined && slugOf(venue) === slug);
  return at === -1 ? undefined : ['venues', at, ...rest];
}

export const VENUES_SCREEN: JoinedScreen = {
  files: (siteYaml) => [
    SITE_FILE,
    VENUE_PAGES_FILE,
    ...siteLanguages(siteYaml).map((language) => textsPath(language, venueTexts().namespace)),
  ],
  compose,
  decompose,
  place,
};
