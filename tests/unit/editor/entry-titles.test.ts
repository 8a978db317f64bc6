/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * Lists of ids whose words are texts (the rental catalog's categories, the
 * contact form's choices, a rental item's measurements, the home page's
 * kinds of clients) title each entry by
 * those words, in the list, in its order panel and in refusals, never by the
 * id the file keeps; an entry without words yet by its own id, or as new.
 */
import { parse } from 'yaml';
import { setProjectState } from '../../../src/editor/backend/project-store';
import type { DecapField } from '../../../src/editor/config/decap-types';
import { editorConfig } from '../../../src/editor/config/editor-config';
import { fillSummary } from '../../../src/editor/config/fields';
import { entryLabel } from '../../../src/editor/widgets/ordered-list';
import { inWords, nameEntriesInWords } from '../../../src/editor/words';
import { MemoryRepository } from './support/memory-repository';

const repo = new MemoryRepository();
const config = editorConfig(parse(repo.texts.get('site.yaml')!));

function listField(screen: string, ...labels: string[]): DecapField {
  const entry = config.collections
    .flatMap((collection) => ('files' in collection ? collection.files : []))
    .find((candidate) => candidate.label === screen);
  let fields = entry?.fields ?? [];
  let found: DecapField | undefined;
  for (const label of labels) {
    found = fields.find((field) => field.label === label);
    fields = found?.fields ?? [];
  }
  if (!found?.summary) throw new Error(`${screen} → ${labels.join(' → ')} has no entry title`);
  return found;
}

function json(path: string): Record<string, unknown> {
  return JSON.parse(repo.texts.get(path)!) as Record<string, unknown>;
}

const catalogTexts = json('src/locales/en/catalog.json') as {
  categories: Record<string, string>;
  specs: Record<string, string>;
};
const contactTexts = json('src/locales/en/contact.json') as {
  eventTypes: Record<string, string>;
  heardAbout: Record<string, string>;
};
const site = parse(repo.texts.get('site.yaml')!) as {
  forms: { eventTypes: string[]; referralSources: string[] };
};
const catalog = parse(repo.texts.get('data/catalog.yaml')!) as {
  categories: string[];
  items: Array<{ measurements?: Array<{ spec: string }> }>;
};

beforeAll(() => {
  setProjectState({ texts: repo.texts, pictures: new Set() });
});

const LISTS: Array<[what: string, field: () => DecapField, values: () => Array<[string, string]>]> =
  [
    [
      'the rental catalog’s categories',
      () => listField('Rental catalog', 'Categories'),
      () => catalog.categories.map((id) => [id, catalogTexts.categories[id]!]),
    ],
    [
      'the contact form’s types of event',
      () => listField('Contact forms', 'Contact forms', 'Types of event'),
      () => site.forms.eventTypes.map((id) => [id, contactTexts.eventTypes[id]!]),
    ],
    [
      'the contact form’s ways people heard of the company',
      () => listField('Contact forms', 'Contact forms', 'How people heard about us'),
      () => site.forms.referralSources.map((id) => [id, contactTexts.heardAbout[id]!]),
    ],
  ];

describe('a list of ids whose words are texts', () => {
  it.each(LISTS)('%s: each entry by its words', (_what, field, values) => {
    const list = field();
    const named = values();
    expect(named.length).toBeGreaterThan(0);
    for (const [id, words] of named) {
      expect(inWords(fillSummary(list.summary!, { item: id }))).toBe(words);
      expect(entryLabel(list, id, 0)).toBe(words);
    }
  });

  it.each(LISTS)('%s: an entry not named yet by its own id, a new one as new', (_what, field) => {
    const list = field();
    expect(inWords(fillSummary(list.summary!, { item: 'not-named-yet' }))).toBe('not-named-yet');
    expect(inWords(fillSummary(list.summary!, { item: '' }))).toMatch(/^New \w+$/);
  });

  it('the home page’s kinds of clients: each card by its title', () => {
    const list = listField('Home page', 'Kinds of clients');
    const home = parse(repo.texts.get('data/home.yaml')!) as { audiences: Array<{ id: string }> };
    const words = json('src/locales/en/home.json') as {
      audiences: Record<string, { title: string }>;
    };
    expect(home.audiences.length).toBeGreaterThan(0);
    for (const { id } of home.audiences) {
      expect(entryLabel(list, { id }, 0)).toBe(words.audiences[id]!.title);
    }
    expect(inWords(fillSummary(list.summary!, { id: 'not-named-yet' }))).toBe('not-named-yet');
    expect(inWords(fillSummary(list.summary!, {}))).toBe('New audience card');
  });

  it('a rental item’s measurements: each by its spec’s words', () => {
    const list = listField('Rental catalog', 'Items', 'Measurements');
    const specs = catalog.items.flatMap((item) => item.measurements ?? []).map((m) => m.spec);
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      expect(inWords(fillSummary(list.summary!, { spec }))).toBe(catalogTexts.specs[spec]);
    }
  });

  it('the list on screen: Decap’s titles of the entries become their words', () => {
    const list = listField('Rental catalog', 'Categories');
    const [id] = catalog.categories;
    document.body.innerHTML = `<div><div class="NestedObjectLabel-abc">${fillSummary(list.summary!, { item: id! })}</div></div>`;
    nameEntriesInWords(document.body);
    expect(document.querySelector('[class*="NestedObjectLabel"]')?.textContent).toBe(
      catalogTexts.categories[id!],
    );
  });
});
