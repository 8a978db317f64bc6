/**
 * The texts editor as Decap's `texts` widget sees it: reads the pane's value
 * and the default language's texts from Decap's entry (Immutable values, or
 * the plain trees this editor hands back), and passes changes on.
 *
 * Decap re-renders a widget only when its own value changes, so the English
 * texts beside another language could go stale while the person edits
 * English in the other pane: they are read again whenever focus or the
 * pointer comes into this pane.
 *
 * Decap keeps a file's data in Immutable maps, which forget the order of the
 * keys: the texts are shown in the order of the file as it was read (the
 * base text the entry carries, formats.ts; see values.ts).
 */
import { useEffect, useReducer, useRef, useSyncExternalStore, type ReactElement } from 'react';
import { onProjectState, projectState } from '../../backend/project-store';
import { dataFilesOf, type ProjectState } from '../../checks/project-state';
import { isImmutable } from '../../decap';
import { TextsEditor, type DataFiles } from './TextsEditor';
import type { JsonObject } from '../../../lib/json';
import { entryPart, treeOf } from './values';

export interface DecapTextsProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  forID?: string;
  locale?: string;
  getEntry?: () => unknown;
  entry?: unknown;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

export interface DecapTextsSettings {
  /** The entry field holding the whole file (formats.ts's TEXTS_KEY). */
  fieldName: string;
  /** Where the entry keeps the file's text as it was read (formats.ts's BASE_KEY). */
  baseKey: string;
  defaultLocale: string;
  locales: readonly string[];
}

function dataPath(locale: string, settings: DecapTextsSettings): string[] {
  return locale === settings.defaultLocale ? ['data'] : ['i18n', locale, 'data'];
}

function localeTexts(entry: unknown, locale: string, settings: DecapTextsSettings): JsonObject {
  const data = dataPath(locale, settings);
  return treeOf(
    entryPart(entry, [...data, settings.fieldName]),
    entryPart(entry, [...data, settings.baseKey]),
  );
}

const dataFilesByState = new WeakMap<ProjectState, DataFiles>();

/**
 * The data files the texts the data asks for come from: the repository as
 * the checked backend last read it (for its save checks), not read again.
 */
function useDataFiles(): DataFiles | undefined {
  const state = useSyncExternalStore((listener) => onProjectState(() => listener()), projectState);
  if (!state) return undefined;
  let files = dataFilesByState.get(state);
  if (!files) {
    files = dataFilesOf(state);
    dataFilesByState.set(state, files);
  }
  return files;
}

export function DecapTexts({
  control,
  settings,
}: {
  control: DecapTextsProps;
  settings: DecapTextsSettings;
}): ReactElement {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const dataFiles = useDataFiles();
  const container = useRef<HTMLDivElement>(null);
  const styles = useRef(control);
  useEffect(() => {
    styles.current = control;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onFocusIn = () => {
      refresh();
      styles.current.setActiveStyle?.();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        styles.current.setInactiveStyle?.();
      }
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('pointerenter', refresh);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('pointerenter', refresh);
    };
  }, []);

  const locale = control.locale ?? settings.defaultLocale;
  const entry = () => (control.getEntry ? control.getEntry() : control.entry);
  const value = treeOf(
    control.value,
    isImmutable(control.value)
      ? entryPart(entry(), [...dataPath(locale, settings), settings.baseKey])
      : undefined,
  );
  const reference =
    locale === settings.defaultLocale
      ? value
      : localeTexts(entry(), settings.defaultLocale, settings);
  const slug = entryPart(entry(), ['slug']);
  const otherTrees = () => {
    const current = entry();
    return settings.locales
      .filter((code) => code !== locale)
      .map((code) => localeTexts(current, code, settings));
  };
  return (
    <div ref={container} data-texts-locale={locale}>
      <TextsEditor
        locale={locale}
        defaultLocale={settings.defaultLocale}
        value={value}
        reference={reference}
        onChange={control.onChange}
        idPrefix={`texts-${locale}-${control.forID ?? 'field'}`}
        otherTrees={otherTrees}
        namespace={typeof slug === 'string' ? slug : undefined}
        dataFiles={dataFiles}
      />
    </div>
  );
}
