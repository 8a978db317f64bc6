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
import {
  keyWords,
  pathLabel,
  valueAt,
  withMissingFilledIn,
  withoutText,
} from '../../../src/editor/widgets/texts/tree';
import { DecapTexts } from '../../../src/editor/widgets/texts/DecapTexts';
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

describe('texts widget, parts of the file shown on another screen', () => {
  it('leaves each venue’s texts out, says where they are, and keeps them in the file', () => {
    const english = file('en', 'venue-list');
    const onChange = jest.fn<void, [JsonObject]>();
    render(
      <TextsEditor
        locale="en"
        defaultLocale="en"
        value={english}
        reference={english}
        onChange={onChange}
        idPrefix="test-elsewhere"
        shownElsewhere={[{ under: ['details'], note: 'Each venue’s texts are on its screen.' }]}
      />,
    );
    expect(screen.getByText('Each venue’s texts are on its screen.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: words('details') })).not.toBeInTheDocument();
    fireEvent.change(field(words('heading')), { target: { value: 'Our venues' } });
    expect(lastTree(onChange)).toEqual({ ...english, heading: 'Our venues' });
  });
});

describe('fill in from another language', () => {
  it('writes every text this language lacks and never one it has', () => {
    const english = file('en', 'home');
    const spanish = file('es', 'home');
    const [kept, ...rest] = leaves(spanish);
    const lacking = rest.slice(0, 2).reduce((tree, leaf) => without(tree, leaf.path), spanish);
    const filled = withMissingFilledIn(lacking, english);
    expect(filled.filled).toBe(2);
    expect(valueAt(filled.tree, kept!.path)).toBe(kept!.text);
    for (const leaf of rest.slice(0, 2)) {
      expect(valueAt(filled.tree, leaf.path)).toBe(valueAt(english, leaf.path));
    }
    expect(withMissingFilledIn(spanish, english).tree).toEqual(
      withMissingFilledIn(spanish, english).tree,
    );
    expect(
      leaves(withMissingFilledIn(spanish, english).tree).filter(
        (leaf) =>
          valueAt(spanish, leaf.path) !== undefined && leaf.text !== valueAt(spanish, leaf.path),
      ),
    ).toEqual([]);
  });

  it('adds a list’s items in their order, after the ones this language has', () => {
    const english = { steps: ['One', 'Two', 'Three'] };
    expect(withMissingFilledIn({ steps: ['Uno'] }, english)).toEqual({
      tree: { steps: ['Uno', 'Two', 'Three'] },
      filled: 2,
      kept: 1,
    });
  });
});

describe('texts widget, one screen for every language', () => {
  const languages = ['en', 'es', 'it'];
  const entry = { slug: 'home', data: {} };

  function renderScreen(value: Record<string, JsonObject>) {
    const onChange = jest.fn<void, [unknown]>();
    render(
      <DecapTexts
        control={{ value, onChange, entry, forID: 'texts' }}
        settings={{ baseKey: '__editorBase', languages }}
      />,
    );
    return onChange;
  }

  it('names the languages in words and shows the one chosen, English first', () => {
    renderScreen({ en: file('en', 'home'), es: file('es', 'home'), it: file('it', 'home') });
    const group = screen.getByRole('group', { name: 'Language of the texts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['English (the reference)', 'Spanish', 'Italian']);
    expect(screen.getByRole('button', { name: 'English (the reference)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Italian' }));
    expect(document.querySelector('[data-texts-locale="it"]')).not.toBeNull();
  });

  it('fills in only the missing Spanish texts from English, and says how many', () => {
    const english = file('en', 'home');
    const [first, second] = leaves(file('es', 'home'));
    const spanish = without(file('es', 'home'), first!.path);
    const onChange = renderScreen({ en: english, es: spanish, it: file('it', 'home') });
    fireEvent.click(screen.getByRole('button', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fill in from English' }));
    const value = onChange.mock.calls.at(-1)![0] as Record<string, JsonObject>;
    expect(valueAt(value.es, first!.path)).toBe(valueAt(english, first!.path));
    expect(valueAt(value.es, second!.path)).toBe(second!.text);
    expect(value.en).toBe(english);
    expect(
      screen.getByText(
        /^1 text filled in from English; \d+ texts already written in Spanish kept as they were\.$/,
      ),
    ).toBeInTheDocument();
  });
});
