/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The browser editor's texts widget (src/editor/widgets/texts): every text of a
// translation file as a labelled field; in another language, the English text
// beside each field, the missing ones flagged and counted, and a change that
// touches exactly the key typed into. Rendered with the project's real files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { treeOf } from '../../../src/editor/widgets/texts/values';
import { TextsEditor } from '../../../src/editor/widgets/texts/TextsEditor';
import { keyWords, pathLabel, withoutText } from '../../../src/editor/widgets/texts/tree';
import type { JsonObject, JsonValue } from '../../../src/lib/json';

type Segment = string | number;

const localesDir = path.join(__dirname, '../../../src/locales');

function file(language: string, namespace: string): JsonObject {
  return JSON.parse(
    readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
  ) as JsonObject;
}

/** Every text of a tree with its path, in the file's order. */
function leaves(node: unknown, at: Segment[] = []): Array<{ path: Segment[]; text: string }> {
  if (Array.isArray(node)) return node.flatMap((child, index) => leaves(child, [...at, index]));
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, child]) => leaves(child, [...at, key]));
  }
  return [{ path: at, text: String(node) }];
}

/** The label a person reads: keys in words joined by arrows, list positions counted from 1. */
function label(at: Segment[]): string {
  return pathLabel(at);
}

/** A label written with the file's keys ("faq → items → 2"), as the person reads it. */
function words(keys: string): string {
  return keys
    .split(' → ')
    .map((part) => (/^\d+$/.test(part) ? part : keyWords(part)))
    .join(' → ');
}

/** A deep copy without the key at `at` (the way a translator's file may lack a text). */
function without(tree: JsonObject, at: Segment[]): JsonObject {
  const copy = JSON.parse(JSON.stringify(tree)) as JsonObject;
  let node: unknown = copy;
  for (const segment of at.slice(0, -1)) node = (node as Record<string, unknown>)[String(segment)];
  delete (node as Record<string, unknown>)[String(at[at.length - 1])];
  return copy;
}

function field(
  name: string,
  container: HTMLElement = document.body,
): HTMLInputElement | HTMLTextAreaElement {
  return within(container).getByLabelText(name, { exact: true, selector: 'input, textarea' }) as
    HTMLInputElement | HTMLTextAreaElement;
}

/** The texts an input's aria-describedby points to. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function renderPane(
  locale: string,
  value: JsonObject,
  reference: JsonObject,
  onChange = jest.fn<void, [JsonObject]>(),
) {
  const view = render(
    <TextsEditor
      locale={locale}
      defaultLocale="en"
      value={value}
      reference={reference}
      onChange={onChange}
      idPrefix={`test-${locale}`}
    />,
  );
  return { ...view, onChange };
}

function lastTree(onChange: jest.Mock<void, [JsonObject]>): JsonObject {
  const call = onChange.mock.calls[onChange.mock.calls.length - 1];
  if (!call) throw new Error('onChange was not called');
  return call[0];
}

function hasEmptyText(node: JsonValue): boolean {
  if (node === '') return true;
  if (typeof node !== 'object' || node === null) return false;
  return (Array.isArray(node) ? node : Object.values(node)).some(hasEmptyText);
}

describe('texts widget, keys in words', () => {
  it('labels a key in words, and an entry of the data by its id', () => {
    expect(keyWords('heroImageAlt')).toBe('Hero image description (read aloud)');
    expect(keyWords('meta')).toBe('Tab and search results');
    expect(keyWords('count_other')).toBe('Count (more than one)');
    expect(keyWords('bear-brook-valley')).toBe('bear-brook-valley');
    expect(keyWords('NJ')).toBe('NJ');
    expect(pathLabel(['faq', 'items', 1, 'question'])).toBe(
      'Questions and answers → Items → 2 → Question',
    );
  });
});

describe('texts widget, English pane', () => {
  it.each(['home', 'music', 'catalog-items', 'venue-list'])(
    'shows every text of en/%s.json in a field labelled with its keys',
    (namespace) => {
      const english = file('en', namespace);
      renderPane('en', english, english);
      const texts = leaves(english);
      expect(texts.length).toBeGreaterThan(5);
      for (const { path: at, text } of texts) {
        expect(field(label(at)).value).toBe(text);
      }
      expect(document.querySelectorAll('input[type="text"], textarea')).toHaveLength(texts.length);
      expect(screen.getByText(`${texts.length} texts in English`)).toBeInTheDocument();
    },
  );

  it('opens an empty file (reviews.json as shipped) in each language without a field', () => {
    for (const locale of ['en', 'es']) {
      const { unmount } = renderPane(locale, file(locale, 'reviews'), file('en', 'reviews'));
      expect(document.querySelectorAll('input[type="text"], textarea')).toHaveLength(0);
      unmount();
    }
  });

  it('groups the texts under headings named by their keys', () => {
    const english = file('en', 'music');
    renderPane('en', english, english);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['faq', 'faq → items', 'faq → items → 2'].map(words)),
    );
  });

  it('edits an English text: the tree changes at that key only', () => {
    const english = file('en', 'home');
    const { onChange } = renderPane('en', english, english);
    fireEvent.change(field(words('meta → title')), { target: { value: 'A new title' } });
    expect(lastTree(onChange)).toEqual({
      ...english,
      meta: { ...(english.meta as JsonObject), title: 'A new title' },
    });
    expect(field(words('meta → title')).value).toBe('A new title');
  });

  it('adds an item to a list, shaped like its siblings with empty texts', () => {
    const english = file('en', 'music');
    const items = (english.faq as JsonObject).items as JsonObject[];
    const { onChange } = renderPane('en', english, english);
    fireEvent.click(screen.getByRole('button', { name: `Add an item to ${words('faq → items')}` }));
    const tree = lastTree(onChange);
    expect(tree).toEqual({
      ...english,
      faq: { ...(english.faq as JsonObject), items: [...items, { question: '', answer: '' }] },
    });
    const newQuestion = field(words(`faq → items → ${items.length + 1} → question`));
    expect(newQuestion.value).toBe('');
    expect(newQuestion).toHaveFocus();
  });

  it('removes an item from a list, the items after it moving up', () => {
    const english = file('en', 'music');
    const items = (english.faq as JsonObject).items as JsonObject[];
    const { onChange } = renderPane('en', english, english);
    fireEvent.click(
      screen.getByRole('button', { name: `Remove item 2 (${words('faq → items → 2')})` }),
    );
    expect(lastTree(onChange)).toEqual({
      ...english,
      faq: { ...(english.faq as JsonObject), items: [items[0], ...items.slice(2)] },
    });
    expect(field(words('faq → items → 2 → question')).value).toBe(items[2]?.question);
    expect(
      screen.queryByLabelText(`faq → items → ${items.length} → question`, { exact: true }),
    ).toBeNull();
  });

  it('removes a text from a list of texts', () => {
    const english = file('en', 'music');
    const events = (english.events as JsonObject).items as string[];
    const { onChange } = renderPane('en', english, english);
    fireEvent.click(
      screen.getByRole('button', { name: `Remove this item (${words('events → items → 1')})` }),
    );
    expect(lastTree(onChange)).toEqual({
      ...english,
      events: { ...(english.events as JsonObject), items: events.slice(1) },
    });
  });
});

describe('texts widget, Spanish pane', () => {
  const english = file('en', 'home');
  const spanish = file('es', 'home');
  const total = leaves(english).length;

  it('shows the English text beside each Spanish field', () => {
    renderPane('es', spanish, english);
    for (const { path: at, text } of leaves(english)) {
      const input = field(label(at));
      expect(description(input)).toContain(`English: ${text}`);
      expect(input.value).toBe(
        String(leaves(spanish).find((leaf) => label(leaf.path) === label(at))?.text),
      );
    }
    expect(screen.getByText(`All ${total} texts are written in Spanish.`)).toBeInTheDocument();
  });

  it('flags a text the Spanish file lacks, in words, and counts it', () => {
    renderPane('es', without(spanish, ['intro']), english);
    const intro = field(words('intro'));
    expect(intro.value).toBe('');
    expect(description(intro)).toContain(`English: ${english.intro as string}`);
    expect(description(intro)).toContain('Missing: visitors see the English text.');
    expect(screen.getByText(`1 of ${total} texts missing in Spanish`)).toBeInTheDocument();
    // The other texts are not flagged.
    expect(description(field(words('heading')))).not.toContain('Missing');
  });

  it('typing into a missing text adds exactly that key', () => {
    const lacking = without(spanish, ['intro']);
    const { onChange } = renderPane('es', lacking, english);
    fireEvent.change(field(words('intro')), { target: { value: 'Bodas y galas' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastTree(onChange)).toEqual({ ...lacking, intro: 'Bodas y galas' });
    expect(lastTree(onChange)).toEqual({ ...spanish, intro: 'Bodas y galas' });
    expect(screen.getByText(`All ${total} texts are written in Spanish.`)).toBeInTheDocument();
  });

  it('leaves the missing texts nobody typed into out of the file', () => {
    const lacking = without(without(spanish, ['intro']), ['services', 'intro']);
    const { onChange } = renderPane('es', lacking, english);
    expect(screen.getByText(`2 of ${total} texts missing in Spanish`)).toBeInTheDocument();
    fireEvent.change(field(words('services → intro')), {
      target: { value: 'Un servicio o todos' },
    });
    const tree = lastTree(onChange);
    expect(tree).not.toHaveProperty('intro');
    expect(tree).toHaveProperty(['services', 'intro'], 'Un servicio o todos');
    expect(hasEmptyText(tree)).toBe(false);
    expect(screen.getByText(`1 of ${total} texts missing in Spanish`)).toBeInTheDocument();
  });

  it('creates the groups a missing text needs, and only them', () => {
    const lacking = without(spanish, ['meta']);
    const { onChange } = renderPane('es', lacking, english);
    expect(screen.getByText(`3 of ${total} texts missing in Spanish`)).toBeInTheDocument();
    fireEvent.change(field(words('meta → title')), { target: { value: 'Título' } });
    expect(lastTree(onChange)).toEqual({ ...lacking, meta: { title: 'Título' } });
  });

  it('emptying a Spanish text takes its key out, and the field is flagged missing', () => {
    const { onChange } = renderPane('es', spanish, english);
    fireEvent.change(field(words('heading')), { target: { value: '' } });
    expect(lastTree(onChange)).toEqual(without(spanish, ['heading']));
    expect(description(field(words('heading')))).toContain(
      'Missing: visitors see the English text.',
    );
    expect(screen.getByText(`1 of ${total} texts missing in Spanish`)).toBeInTheDocument();
  });

  it('shows only the missing texts when asked, and keeps one while it is being written', () => {
    renderPane('es', without(without(spanish, ['intro']), ['services', 'intro']), english);
    fireEvent.click(screen.getByLabelText('Show only the missing texts'));
    const shown = Array.from(document.querySelectorAll('input[type="text"], textarea'));
    expect(shown).toEqual([field(words('intro')), field(words('services → intro'))]);
    fireEvent.change(field(words('intro')), { target: { value: 'B' } });
    expect(field(words('intro')).value).toBe('B');
    fireEvent.click(screen.getByLabelText('Show only the missing texts'));
    expect(document.querySelectorAll('input[type="text"], textarea')).toHaveLength(total);
  });
});

describe('texts widget, a list shorter in Spanish', () => {
  const english = file('en', 'music');
  const spanish = file('es', 'music');
  const englishItems = (english.faq as JsonObject).items as JsonObject[];
  const spanishItems = (spanish.faq as JsonObject).items as JsonObject[];
  const shorter = {
    ...spanish,
    faq: { ...(spanish.faq as JsonObject), items: spanishItems.slice(0, englishItems.length - 2) },
  };
  const kept = englishItems.length - 2;

  it('says the Spanish list leaves the items out, and keeps the items in order', () => {
    renderPane('es', shorter, english);
    const next = field(words(`faq → items → ${kept + 1} → question`));
    expect(description(next)).toContain(
      'Missing: the Spanish page uses its own list, which leaves this out until it is written.',
    );
    expect(next).not.toHaveAttribute('readonly');
    const after = field(words(`faq → items → ${kept + 2} → question`));
    expect(after).toHaveAttribute('readonly');
    expect(description(after)).toContain(`Write ${words(`faq → items → ${kept + 1}`)} first`);
  });

  it('typing into the next item adds it with that text only', () => {
    const { onChange } = renderPane('es', shorter, english);
    fireEvent.change(field(words(`faq → items → ${kept + 1} → answer`)), {
      target: { value: 'Sí.' },
    });
    expect(lastTree(onChange)).toEqual({
      ...shorter,
      faq: {
        ...(shorter.faq as JsonObject),
        items: [...spanishItems.slice(0, kept), { answer: 'Sí.' }],
      },
    });
  });

  it('emptying a text in the middle of a list keeps the items after it in place', () => {
    const events = (spanish.events as JsonObject).items as string[];
    expect(withoutText(spanish, ['events', 'items', 1])).toEqual({
      ...spanish,
      events: { ...(spanish.events as JsonObject), items: [events[0], '', ...events.slice(2)] },
    });
    expect(withoutText(spanish, ['events', 'items', events.length - 1])).toEqual({
      ...spanish,
      events: { ...(spanish.events as JsonObject), items: events.slice(0, -1) },
    });
  });
});

describe('texts widget, a text only Spanish has', () => {
  it('is shown as such and can be taken out', () => {
    const english = file('en', 'home');
    const spanish = { ...file('es', 'home'), heading_many: 'Solo en español' };
    const { onChange } = renderPane('es', spanish, english);
    expect(description(field(words('heading_many')))).toContain('Only in Spanish');
    fireEvent.click(screen.getByRole('button', { name: `Remove (${words('heading_many')})` }));
    expect(lastTree(onChange)).toEqual(file('es', 'home'));
  });
});

describe('texts widget, reading Decap’s values', () => {
  it('shows the texts in the order of the file, which Decap’s maps forget', () => {
    const text = readFileSync(path.join(localesDir, 'en', 'music.json'), 'utf8');
    const english = JSON.parse(text) as JsonObject;
    const reversed = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(reversed)
        : typeof node === 'object' && node !== null
          ? Object.fromEntries(
              Object.entries(node)
                .reverse()
                .map(([key, child]) => [key, reversed(child)]),
            )
          : node;
    // An Immutable map as Decap hands it: toJS() gives the keys in another order.
    const immutable = {
      toJS: () => reversed(english),
      get: () => undefined,
      getIn: () => undefined,
    };
    const tree = treeOf(immutable, text);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(english));
    expect(treeOf(immutable, text)).toBe(tree);
  });
});

describe('texts widget, the texts the data asks for', () => {
  const dataFiles = {
    siteYaml: 'venues:\n  - slug: lake-house\n    name: Lake House\n',
    content: {
      'gallery.yaml':
        'pictures:\n  - id: first-dance\n    image: images/gallery/a.jpg\n    services: [music]\n',
    },
  };
  const caption = `${words('first-dance → caption')} (Photo first-dance: caption, shown under the photo)`;
  const alt = `${words('first-dance → alt')} (Photo first-dance: what the photo shows, read aloud to visitors who cannot see it)`;

  function renderData(namespace: string, value: JsonObject) {
    const onChange = jest.fn<void, [JsonObject]>();
    render(
      <TextsEditor
        locale="en"
        defaultLocale="en"
        value={value}
        reference={value}
        onChange={onChange}
        idPrefix="test-data"
        namespace={namespace}
        dataFiles={dataFiles}
      />,
    );
    return onChange;
  }

  it('shows a photo’s missing caption and alt as empty fields, flagged as needed and counted', () => {
    const onChange = renderData('gallery', {});
    expect(field(caption).value).toBe('');
    expect(description(field(alt))).toMatch(/^Needed: /);
    expect(screen.getByText('0 texts in English; 2 needed texts are missing')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('typing into one adds exactly that key, in the order the data gives', () => {
    const onChange = renderData('gallery', { 'older-photo': { caption: 'Old', alt: 'Old' } });
    fireEvent.change(field(alt), { target: { value: 'Dancers' } });
    expect(lastTree(onChange)).toEqual({
      'older-photo': { caption: 'Old', alt: 'Old' },
      'first-dance': { alt: 'Dancers' },
    });
    fireEvent.change(field(caption), { target: { value: 'The first dance' } });
    expect(Object.keys(lastTree(onChange)['first-dance'] as JsonObject)).toEqual([
      'caption',
      'alt',
    ]);
    expect(screen.getByText('4 texts in English')).toBeInTheDocument();
  });

  it('emptying it again writes nothing: the key goes and the field is needed again', () => {
    const onChange = renderData('gallery', {});
    fireEvent.change(field(caption), { target: { value: 'A' } });
    fireEvent.change(field(caption), { target: { value: '' } });
    expect(lastTree(onChange)).toEqual({});
    expect(description(field(caption))).toMatch(/^Needed: /);
  });

  it('points out the texts of a photo no longer in the gallery, and keeps them editable', () => {
    renderData('gallery', { 'gone-photo': { caption: 'Gone', alt: 'Gone' } });
    expect(
      screen.getByText(/No longer used: no photo of data\/gallery.yaml has the id "gone-photo"/),
    ).toBeInTheDocument();
    expect(field(words('gone-photo → caption')).value).toBe('Gone');
  });

  it('offers a venue’s optional texts; its description is written paragraph by paragraph', () => {
    const onChange = renderData('venue-list', { heading: 'Venues', details: {} });
    const summary = field(
      `${words('details → lake-house → summary')} (Venue lake-house: summary, shown only on its card in the list of venues)`,
    );
    expect(description(summary)).toMatch(/optional/);
    expect(screen.getByText('1 texts in English')).toBeInTheDocument();
    fireEvent.change(
      field(
        `${words('details → lake-house → description → 1')} (Venue lake-house: description on its page, one field per paragraph)`,
      ),
      { target: { value: 'First paragraph' } },
    );
    expect(lastTree(onChange)).toEqual({
      heading: 'Venues',
      details: { 'lake-house': { description: ['First paragraph'] } },
    });
  });

  it('offers a review’s translated quote in the Spanish pane, though English has no text to follow', () => {
    const onChange = jest.fn<void, [JsonObject]>();
    render(
      <TextsEditor
        locale="es"
        defaultLocale="en"
        value={{}}
        reference={{}}
        onChange={onChange}
        idPrefix="test-review"
        namespace="reviews"
        dataFiles={{
          siteYaml: '',
          content: { 'reviews.yaml': 'reviews:\n  - id: maria-2024\n    quote: Great night\n' },
        }}
      />,
    );
    const quote = screen.getByRole('textbox', { name: /^maria-2024 → Quote/ });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(quote, { target: { value: 'Una noche estupenda' } });
    expect(lastTree(onChange)).toEqual({ 'maria-2024': { quote: 'Una noche estupenda' } });
  });

  it('adds the texts of a photo not saved yet by its id, and refuses an id that cannot be one', () => {
    renderData('gallery', {});
    const id = field('Id of a photo not saved yet');
    fireEvent.change(id, { target: { value: 'New Photo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add its texts' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/lowercase letters, digits and dashes/);
    fireEvent.change(id, { target: { value: 'new-photo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add its texts' }));
    expect(
      field('new-photo → Caption (Photo new-photo: caption, shown under the photo)'),
    ).toHaveFocus();
    expect(screen.getByText('0 texts in English; 4 needed texts are missing')).toBeInTheDocument();
  });
});
