/**
 * Screens that join several files: one thing the owner thinks of as one (a
 * venue, a photo of the gallery, a page's texts) is spread over several
 * files of the project (its facts in site.yaml, its page in data/, its texts
 * in each language's translation file). Its screen shows it whole, and one
 * publish writes every file it changed, in one commit.
 *
 * A joined screen says which files it reads, how their data makes the
 * screen's data (compose), how the screen's data goes back into each file
 * (decompose, starting from each file as it was read, so that whatever the
 * screen does not show stays as it is), and where a problem the build finds
 * in one of its files is on the screen (place). The backend wrapper reads
 * and writes through these (backend/checked-backend.ts), the fields check
 * with them (checks/entry-problems.ts), the previews show the files they
 * make (preview/DecapPreview.tsx). All pure.
 */
import { parse } from 'yaml';
import { LOCALES_DIR, SITE_CONFIG_FILE } from '../../config/check-project';
import type { YamlPath } from '../../config/problems';
import { parseTranslationText } from '../../config/translation-files';
import { isRecord } from '../../lib/json';
import type { FileTexts } from '../files/formats';

export type { FileTexts };

/** Each file's data as a save would leave it (undefined for a file not there). */
export type DataOf = (file: string) => unknown;

export interface JoinedScreen {
  /** The files it reads and writes, given site.yaml's text (which names the languages). */
  files(siteYaml: string | undefined): string[];
  /** The screen's data, from the files' texts (null: a file not there yet). */
  compose(texts: FileTexts): Record<string, unknown>;
  /** Each file's data as the screen's data leaves it; `bases`: the files as they were read. */
  decompose(data: Record<string, unknown>, bases: FileTexts): Map<string, unknown>;
  /**
   * Where a problem the build finds at `path` of `file` is on this screen
   * (a path from the screen's data), given every file's data after the
   * save; undefined when the screen does not show that value.
   */
  place(file: string, path: YamlPath, after: DataOf): YamlPath | undefined;
}

/**
 * What the screen's data carries for each entry of a list, beside its fields:
 * the id it was read with, so that decompose finds its entry in the other
 * files even after the owner renamed it, and knows which entries were
 * deleted. Never written to a file.
 */
export const READ_AS = '__editorReadAs';

/** A YAML file's data; an empty mapping for a file that is not there or not readable. */
export function yamlData(text: string | null | undefined): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const data: unknown = parse(text);
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

/** A translation file's texts; none for a file that is not there or not readable. */
export function textsData(text: string | null | undefined): Record<string, unknown> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  const parsed = parseTranslationText(text);
  return parsed.ok && isRecord(parsed.tree) ? (parsed.tree as Record<string, unknown>) : {};
}

/** The languages of the site, the default one first (en only while site.yaml says none). */
export function siteLanguages(siteYaml: string | null | undefined): string[] {
  const languages = yamlData(siteYaml).languages;
  if (!isRecord(languages)) return ['en'];
  const first = typeof languages.default === 'string' ? languages.default : 'en';
  const codes = Array.isArray(languages.supported)
    ? languages.supported.flatMap((language: unknown) =>
        isRecord(language) && typeof language.code === 'string' ? [language.code] : [],
      )
    : [];
  return [first, ...codes.filter((code) => code !== first)];
}

/** A list of the data (an empty one when it is not a list). */
export function listIn(data: Record<string, unknown>, key: string): unknown[] {
  const value = data[key];
  return Array.isArray(value) ? value : [];
}

/** The string `key` of an item of a list, if it has one. */
export function idOf(item: unknown, key: string): string | undefined {
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The id an item of the screen was read with (none for one added on the screen). */
export function readAs(item: unknown): string | undefined {
  return idOf(item, READ_AS);
}

/** A copy of `item` with only `keys`, in that order (the order a new entry is written in). */
export function picked(
  item: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in item).map((key) => [key, item[key]]));
}

/** An empty value, as Decap gives a field the person never filled or emptied. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.every(isEmptyValue)) ||
    (isRecord(value) && Object.values(value).every(isEmptyValue))
  );
}

/** The translation file of a namespace in a language. */
export function textsPath(language: string, namespace: string): string {
  return `${LOCALES_DIR}/${language}/${namespace}.json`;
}

/** site.yaml, read by every joined screen for its languages. */
export const SITE_FILE = SITE_CONFIG_FILE;
