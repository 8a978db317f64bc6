/**
 * A page's texts as Decap's `texts` widget sees them: the screen holds every
 * language's file (src/editor/screens/texts.ts), and the widget shows one
 * language at a time, chosen with the buttons at its top, named in words.
 * English (the default language) is the reference: in another language each
 * field shows the English text above it.
 *
 * "Fill in from another language" writes the texts this language lacks with
 * the other language's, and never touches a text that is written.
 *
 * Decap keeps a file's data in Immutable maps, which forget the order of the
 * keys: the texts are shown in the order of each file as it was read (the
 * base texts the entry carries, formats.ts; see values.ts).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { TEXTS_SHOWN_ELSEWHERE } from '../../screens/texts';
import { textsPath } from '../../screens/joined';
import { filesOfJoinedBase } from '../../files/formats';
import { isImmutable } from '../../decap';
import { languageName } from '../../language-name';
import type { JsonObject } from '../../../lib/json';
import { TextsEditor, type ShownElsewhere } from './TextsEditor';
import { withMissingFilledIn } from './tree';
import { entryPart, treeOf } from './values';

export interface DecapTextsProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  forID?: string;
  getEntry?: () => unknown;
  entry?: unknown;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

export interface DecapTextsSettings {
  /** Where the entry keeps the files' texts as they were read (formats.ts's BASE_KEY). */
  baseKey: string;
  /** The site's languages, the default one first. */
  languages: readonly string[];
}

/** One language's texts in the widget's value (an Immutable map, or the plain trees this widget hands back). */
function languageValue(value: unknown, language: string): unknown {
  if (isImmutable(value)) return value.get(language);
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[language]
    : undefined;
}

/** Each language's texts, plain, in the order of its file. */
function treesOf(
  value: unknown,
  languages: readonly string[],
  bases: ReadonlyMap<string, string | null> | undefined,
  namespace: string,
): Record<string, JsonObject> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      treeOf(languageValue(value, language), bases?.get(textsPath(language, namespace))),
    ]),
  );
}

const elsewhereByNamespace = new Map<string, readonly ShownElsewhere[]>();

/** "The texts of each venue … are on its own screen: Page content → Venues." (the same list each time: the editor memoizes on it) */
function shownElsewhere(namespace: string): readonly ShownElsewhere[] {
  let parts = elsewhereByNamespace.get(namespace);
  if (!parts) {
    const part = TEXTS_SHOWN_ELSEWHERE.get(namespace);
    parts = part
      ? [
          {
            under: part.under,
            note: `The texts of each ${part.noun} (its summary, description…) are on its own screen: ${part.screen}.`,
          },
        ]
      : [];
    elsewhereByNamespace.set(namespace, parts);
  }
  return parts;
}

interface LanguageButtonsProps {
  languages: readonly string[];
  chosen: string;
  onChoose: (language: string) => void;
}

function LanguageButtons({ languages, chosen, onChoose }: LanguageButtonsProps): ReactElement {
  return (
    <div className="texts-languages" role="group" aria-label="Language of the texts">
      <span className="texts-languages-label">Language:</span>
      {languages.map((language, index) => (
        <button
          key={language}
          type="button"
          className="texts-language"
          aria-pressed={language === chosen}
          onClick={() => onChoose(language)}
        >
          {languageName(language)}
          {index === 0 && ' (the reference)'}
        </button>
      ))}
    </div>
  );
}

interface FillInProps {
  language: string;
  others: readonly string[];
  onFill: (from: string) => void;
  said: string | undefined;
}

function FillIn({ language, others, onFill, said }: FillInProps): ReactElement {
  return (
    <div className="texts-fill">
      <p>
        Fill in the texts not written in {languageName(language)} yet with those of another language
        (the texts already written stay as they are):
      </p>
      {others.map((other) => (
        <button key={other} type="button" className="texts-button" onClick={() => onFill(other)}>
          Fill in from {languageName(other)}
        </button>
      ))}
      <p className="texts-note" role="status">
        {said}
      </p>
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function DecapTexts({
  control,
  settings,
}: {
  control: DecapTextsProps;
  settings: DecapTextsSettings;
}): ReactElement {
  const { languages } = settings;
  const [defaultLanguage = 'en'] = languages;
  const [language, setLanguage] = useState(defaultLanguage);
  const [said, setSaid] = useState<string | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const styles = useRef(control);
  useEffect(() => {
    styles.current = control;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onFocusIn = () => styles.current.setActiveStyle?.();
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        styles.current.setInactiveStyle?.();
      }
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const entry = control.getEntry ? control.getEntry() : control.entry;
  const slug = entryPart(entry, ['slug']);
  const namespace = typeof slug === 'string' ? slug : '';
  const base = entryPart(entry, ['data', settings.baseKey]);
  const bases = filesOfJoinedBase(typeof base === 'string' ? base : undefined);
  const trees = treesOf(control.value, languages, bases, namespace);
  const change = (changed: string) => (tree: JsonObject) =>
    control.onChange({ ...treesOf(control.value, languages, bases, namespace), [changed]: tree });

  const fillIn = (from: string) => {
    const filled = withMissingFilledIn(
      trees[language] ?? {},
      trees[from] ?? {},
      trees[defaultLanguage],
    );
    if (filled.filled > 0) change(language)(filled.tree);
    setSaid(
      `${plural(filled.filled, 'text', 'texts')} filled in from ${languageName(from)}; ` +
        `${plural(filled.kept, 'text', 'texts')} already written in ${languageName(language)} kept as ${filled.kept === 1 ? 'it was' : 'they were'}.`,
    );
  };

  const choose = (next: string) => {
    setLanguage(next);
    setSaid(undefined);
  };

  return (
    <div ref={container} className="texts-widget">
      <LanguageButtons languages={languages} chosen={language} onChoose={choose} />
      {language !== defaultLanguage && (
        <FillIn
          language={language}
          others={languages.filter((other) => other !== language)}
          onFill={fillIn}
          said={said}
        />
      )}
      <div data-texts-locale={language}>
        <TextsEditor
          key={language}
          locale={language}
          defaultLocale={defaultLanguage}
          value={trees[language] ?? {}}
          reference={trees[defaultLanguage] ?? {}}
          onChange={change(language)}
          idPrefix={`texts-${language}-${control.forID ?? 'field'}`}
          otherTrees={() =>
            languages.filter((code) => code !== language).map((code) => trees[code])
          }
          shownElsewhere={shownElsewhere(namespace)}
        />
      </div>
    </div>
  );
}
