/**
 * The texts the data asks for: some translation keys are named by ids that
 * come from the data files (a photo's caption under its id in gallery.json,
 * a venue's texts under details.<slug> in venue-list.json). Described once here,
 * one small table entry per source, so that the build's checks and the
 * browser editor's Texts screen (which offers these keys even while the file
 * lacks them) agree on which they are.
 *
 * Pure: it reads the project's files as texts and never throws. A file
 * broken or of the wrong shape simply asks for nothing; its own check says
 * what is wrong with it.
 */
import { parse } from 'yaml';
import type { ProjectFiles } from '../project-files';
import { isRecord } from '../../lib/json';
import { GALLERY_NAMESPACE } from './gallery';

/** One text an entry of the data can have. */
export interface TextOfEntry {
  /** Its key under the entry: caption */
  key: string;
  /** The build refuses the entry until it is written in the default language. */
  required: boolean;
  /** A list of paragraphs rather than one text. */
  paragraphs: boolean;
  /** What it is for, in plain words: "caption, shown under the photo" */
  what: string;
  /** Its field's name on the entry's screen in the editor: "Caption". */
  label: string;
  /** Its field's help there: "Shown under the photo." */
  hint: string;
  /**
   * Texts by name rather than one text: a rental item's words for each spec
   * that is not a number, { control: "Wireless DMX" }. The editor lists them,
   * each name picked from the list `pick` names (src/editor/widgets/pick-options.ts).
   */
  byName?: { label: string; pick: string };
}

/** A data file whose entries ask for texts of one translation file. */
export interface TextSource {
  /** The translation file: gallery for src/locales/<language>/gallery.json */
  namespace: string;
  /** Where in that file the entries' texts are: [] at the top, ['details'] under details. */
  under: readonly string[];
  /** An entry in the owner's words: "photo", "venue". */
  noun: string;
  /** Where the entries are listed, for a developer: data/gallery.yaml */
  listedIn: string;
  /** The editor's screen where an entry and its texts are edited, as its menus name it. */
  screen: string;
  /** The ids of the entries, in the data's order. */
  idsOf: (files: Pick<ProjectFiles, 'siteYaml' | 'content'>) => string[];
  texts: readonly TextOfEntry[];
}

/** A key the data asks for, in one translation file. */
export interface ExpectedText {
  namespace: string;
  /** Its path in the file: ['smith-wedding-first-dance', 'caption'] */
  path: readonly string[];
  /** The id of the entry asking for it. */
  id: string;
  required: boolean;
  paragraphs: boolean;
  /** "Photo smith-wedding-first-dance: caption, shown under the photo" */
  label: string;
}

function parsedYaml(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The string `field` of each item of the list `listKey` of a YAML text (others skipped). */
export function idsInList(text: string | undefined, listKey: string, field: string): string[] {
  const data = parsedYaml(text);
  const list = isRecord(data) ? data[listKey] : undefined;
  if (!Array.isArray(list)) return [];
  const ids = list.flatMap((item: unknown) => {
    const id = isRecord(item) ? item[field] : undefined;
    return typeof id === 'string' && id !== '' ? [id] : [];
  });
  return [...new Set(ids)];
}

/** A photo's words (data/gallery.yaml → pictures[].id): both required in the default language. */
export const GALLERY_PHOTO_TEXTS: readonly TextOfEntry[] = [
  {
    key: 'caption',
    required: true,
    paragraphs: false,
    what: 'caption, shown under the photo',
    label: 'Caption',
    hint: 'Shown under the photo.',
  },
  {
    key: 'alt',
    required: true,
    paragraphs: false,
    what: 'what the photo shows, read aloud to visitors who cannot see it',
    label: 'What the photo shows',
    hint: 'Read aloud to visitors who cannot see it, e.g. “A couple dancing under amber lights”.',
  },
];

/** The table: one entry per data file whose entries ask for texts. */
export const TEXT_SOURCES: readonly TextSource[] = [
  {
    namespace: GALLERY_NAMESPACE,
    under: [],
    noun: 'photo',
    listedIn: 'data/gallery.yaml',
    screen: 'Page content → Event gallery',
    idsOf: (files) => idsInList(files.content['gallery.yaml'], 'pictures', 'id'),
    texts: GALLERY_PHOTO_TEXTS,
  },
  {
    namespace: 'venue-list',
    under: ['details'],
    noun: 'venue',
    listedIn: 'site.yaml → venues',
    screen: 'Page content → Venues',
    idsOf: (files) => idsInList(files.siteYaml, 'venues', 'slug'),
    texts: [
      {
        key: 'summary',
        required: false,
        paragraphs: false,
        what: 'summary, shown only on its card in the list of venues',
        label: 'Summary',
        hint: 'One or two sentences, shown on its card in the list of venues.',
      },
      {
        key: 'description',
        required: false,
        paragraphs: true,
        what: 'description on its page, one field per paragraph',
        label: 'Description',
        hint: 'The text of its page, one paragraph each.',
      },
      {
        key: 'imageAlt',
        required: false,
        paragraphs: false,
        what: 'what its picture shows, read aloud to visitors who cannot see it',
        label: 'What its picture shows',
        hint: 'Read aloud to visitors who cannot see the picture.',
      },
      {
        key: 'ourWork',
        required: false,
        paragraphs: false,
        what: 'what we did there, shown in its facts for planners',
        label: 'What we did there',
        hint: 'Shown with its facts for planners, e.g. “Forty weddings since 2015”.',
      },
    ],
  },
  {
    namespace: 'catalog-items',
    under: [],
    noun: 'rental item',
    listedIn: 'data/catalog.yaml',
    screen: 'Page content → Rental catalog',
    idsOf: (files) => idsInList(files.content['catalog.yaml'], 'items', 'id'),
    texts: [
      {
        key: 'name',
        required: true,
        paragraphs: false,
        what: 'name, shown on its card and in inquiries',
        label: 'Name',
        hint: 'Shown on its card and in the inquiries that ask about it, e.g. “LED uplight”.',
      },
      {
        key: 'description',
        required: true,
        paragraphs: false,
        what: 'description, shown on its card',
        label: 'Description',
        hint: 'One or two sentences, shown on its card.',
      },
      {
        key: 'imageAlt',
        required: true,
        paragraphs: false,
        what: 'what its picture shows, read aloud to visitors who cannot see it',
        label: 'What its picture shows',
        hint: 'Read aloud to visitors who cannot see the picture.',
      },
      {
        key: 'specs',
        required: false,
        paragraphs: false,
        what: 'the words of each spec shown that is not a number',
        label: 'Specs in words',
        hint: 'The value of each spec shown that is not a number, e.g. Control: Wireless DMX. Numbers go under Measurements, once, for every language.',
        byName: { label: 'Spec', pick: 'catalogSpecs' },
      },
    ],
  },
  {
    namespace: 'reviews',
    under: [],
    noun: 'review',
    listedIn: 'data/reviews.yaml',
    screen: 'Page content → Reviews',
    idsOf: (files) => idsInList(files.content['reviews.yaml'], 'reviews', 'id'),
    texts: [
      {
        key: 'quote',
        required: false,
        paragraphs: false,
        what: 'the quote translated into this language (leave it empty in the language the reviewer wrote in)',
        label: 'Quote, translated',
        hint: 'The reviewer’s words in this language; the page says it is a translation. Leave it empty in the language the reviewer wrote in.',
      },
    ],
  },
];

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The texts one entry of a source asks for. */
export function textsOfEntry(source: TextSource, id: string): ExpectedText[] {
  return source.texts.map((text) => ({
    namespace: source.namespace,
    path: [...source.under, id, text.key],
    id,
    required: text.required,
    paragraphs: text.paragraphs,
    label: `${capitalized(source.noun)} ${id}: ${text.what}`,
  }));
}

/** The source of the texts of a kind of entry ("venue", "photo", "review"). */
export function sourceOfTexts(noun: string): TextSource {
  const source = TEXT_SOURCES.find((candidate) => candidate.noun === noun);
  if (!source) throw new Error(`No texts are asked for a ${noun}`);
  return source;
}

export function sourcesOf(namespace: string): TextSource[] {
  return TEXT_SOURCES.filter((source) => source.namespace === namespace);
}

/** Every key the data asks for in one translation file, entry by entry in the data's order. */
export function expectedTexts(
  namespace: string,
  files: Pick<ProjectFiles, 'siteYaml' | 'content'>,
): ExpectedText[] {
  return sourcesOf(namespace).flatMap((source) =>
    source.idsOf(files).flatMap((id) => textsOfEntry(source, id)),
  );
}

/** An entry's texts in a translation file that no entry of the data asks for any more. */
export interface UnusedEntry {
  /** Its path in the file: ['old-photo'] */
  path: readonly string[];
  /** "No photo of data/gallery.yaml has the id old-photo any more: …" */
  note: string;
}

function objectAt(tree: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = tree;
  for (const key of path) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
}

/**
 * The entries of a translation file (objects holding one of a source's
 * texts) whose id the data no longer has, such as a deleted photo's words.
 * They are kept (they are the owner's texts), only pointed out.
 */
export function unusedEntries(
  namespace: string,
  files: Pick<ProjectFiles, 'siteYaml' | 'content'>,
  tree: unknown,
): UnusedEntry[] {
  return sourcesOf(namespace).flatMap((source) => {
    const container = objectAt(tree, source.under);
    if (!container) return [];
    const ids = new Set(source.idsOf(files));
    const keys = new Set(source.texts.map((text) => text.key));
    return Object.entries(container).flatMap(([id, value]) => {
      const entry = objectAt(value, []);
      if (ids.has(id) || !entry || !Object.keys(entry).some((key) => keys.has(key))) return [];
      return [
        {
          path: [...source.under, id],
          note: `No longer used: no ${source.noun} of ${source.listedIn} has the id "${id}", so no page shows these texts. Remove them if you no longer need them.`,
        },
      ];
    });
  });
}
