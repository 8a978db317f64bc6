/**
 * Drawing one screen asks for the data of the same few files again and again:
 * every pick list and every entry titled in words reads site.yaml and a
 * translation file, hundreds of times on the rental catalog, whose parsing
 * alone took most of a second. Each text is parsed once while it is one of
 * the last read; the data is shared between callers, so none changes it.
 */
import { parseTranslationText } from '../config/translation-files';

const TEXTS_KEPT = 16;

export function parsedOnce<T>(parse: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const data = parse(text);
    kept.set(text, data);
    if (kept.size > TEXTS_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return data;
  };
}

/** A translation file's texts, or undefined when the file cannot be read as one. */
export const translationTree = parsedOnce((text: string): unknown => {
  const parsed = parseTranslationText(text);
  return parsed.ok ? parsed.tree : undefined;
});
