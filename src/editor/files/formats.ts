/**
 * How the editor reads and writes the project's files through Decap.
 *
 * Decap gives a format only the data when it saves, so a format cannot keep
 * the file's comments by itself. Ours hand the data, together with the file
 * as it was when the editor read it (the "base"), to the backend wrapper
 * (src/editor/backend/checked-backend.ts), which knows the file's path and
 * its current text: it writes the data into that text keeping comments and
 * order, and refuses the save if the file changed since it was read.
 *
 * The base travels inside the entry's data under BASE_KEY, a key no schema
 * has, which Decap keeps with the rest of the data (also in the unsaved-
 * changes backup it restores after a reload, so a restored draft still
 * knows what it was based on).
 */
import { parse } from 'yaml';
import type { ConfigProblem } from '../../config/problems';
import { parseTranslationText } from '../../config/translation-files';
import { yamlSyntaxProblems } from '../../config/validate';
import type { CustomFormat } from '../decap';

export const BASE_KEY = '__editorBase';

/**
 * The name of a translation file's page in words ("Music"), which the Texts
 * list shows (editor-config.ts): the backend wrapper hands a translation file
 * to the format with it (labelledText), and the format keeps it in the
 * entry's data under PAGE_KEY. It is never written back.
 */
export const PAGE_KEY = '__editorPage';

const LABELLED_START = '{"editorTexts":1,';

interface LabelledText {
  editorTexts: 1;
  page: string;
  text: string;
}

/** A translation file's text with its page's name, for the format to unwrap. */
export function labelledText(page: string, text: string): string {
  const labelled: LabelledText = { editorTexts: 1, page, text };
  return JSON.stringify(labelled);
}

function unlabelled(raw: string): { page?: string; text: string } {
  if (!raw.startsWith(LABELLED_START)) return { text: raw };
  const labelled = JSON.parse(raw) as LabelledText;
  return { page: labelled.page, text: labelled.text };
}

/** What a format's toFile() hands the backend wrapper instead of the file's text. */
export interface SaveEnvelope {
  editorSave: 1;
  /** The file's text when the editor read it; null for a file that did not exist. */
  base: string | null;
  data: unknown;
}

export function isSaveEnvelope(value: unknown): value is SaveEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<SaveEnvelope>).editorSave === 1 &&
    'data' in value
  );
}

/** The envelope in a raw text from toFile(), or undefined for an ordinary file's text. */
export function readSaveEnvelope(raw: string): SaveEnvelope | undefined {
  if (!raw.startsWith('{"editorSave":1')) return undefined;
  const value: unknown = JSON.parse(raw);
  return isSaveEnvelope(value) ? value : undefined;
}

/**
 * The base of a screen that joins several files (src/editor/screens): each
 * file's text as the editor read it, by path (null for a file not there
 * yet), in one string, so that it travels in the entry like a file's text.
 */
const JOINED_BASE_START = '{"editorFiles":';

export type FileTexts = ReadonlyMap<string, string | null>;

export function joinedBase(files: FileTexts): string {
  return JSON.stringify({ editorFiles: Object.fromEntries(files) });
}

/** The files of a joined screen's base, or undefined for the base of a single file. */
export function filesOfJoinedBase(base: string | null | undefined): FileTexts | undefined {
  if (typeof base !== 'string' || !base.startsWith(JOINED_BASE_START)) return undefined;
  const { editorFiles } = JSON.parse(base) as { editorFiles: Record<string, string | null> };
  return new Map(Object.entries(editorFiles));
}

/** What the backend hands Decap for a joined screen: its data, composed, and the files' texts. */
export function joinedEntryText(data: unknown, files: FileTexts): string {
  const envelope: SaveEnvelope = { editorSave: 1, base: joinedBase(files), data };
  return JSON.stringify(envelope);
}

function withoutBase(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { [BASE_KEY]: _base, ...rest } = data as Record<string, unknown>;
  return rest;
}

export function baseOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const base = (data as Record<string, unknown>)[BASE_KEY];
  return typeof base === 'string' ? base : null;
}

function envelopeText(data: unknown): string {
  const envelope: SaveEnvelope = { editorSave: 1, base: baseOf(data), data: withoutBase(data) };
  return JSON.stringify(envelope);
}

function fromText(
  text: string,
  parseText: (text: string) => unknown,
  wrap: (data: unknown) => object,
): object {
  const envelope = readSaveEnvelope(text);
  if (envelope) return { ...wrap(envelope.data), [BASE_KEY]: envelope.base };
  return { ...wrap(parseText(text)), [BASE_KEY]: text };
}

/**
 * A file broken by a hand edit cannot be opened; the person is told where
 * and how to fix it, in the build's own words, instead of a parser's.
 */
function parseOrExplain(yamlText: string): unknown {
  try {
    return (parse(yamlText) as unknown) ?? {};
  } catch {
    throw new Error(brokenFileMessage(yamlSyntaxProblems(yamlText)));
  }
}

/** The same for a translation file (an empty one opens with no texts). */
function parseTextsOrExplain(jsonText: string): unknown {
  if (!jsonText.trim()) return {};
  const parsed = parseTranslationText(jsonText);
  if (parsed.ok) return parsed.tree;
  throw new Error(brokenFileMessage(parsed.problems));
}

function brokenFileMessage(problems: readonly ConfigProblem[]): string {
  const lines = problems.map(
    (problem) => `Line ${problem.line ?? 1}: ${problem.problem} Fix: ${problem.fix}`,
  );
  return `This file was changed outside the editor and has a mistake, so it cannot be opened here. ${lines.join(' ')} Once the file is corrected (in the repository), reload this page.`;
}

/** site.yaml and data/*.yaml: the file's mapping is the entry's data. */
export const keptYaml: CustomFormat = {
  fromFile: (text) =>
    fromText(
      text,
      (yamlText) => parseOrExplain(yamlText),
      (data) => (typeof data === 'object' && data !== null ? data : { value: data }),
    ),
  toFile: envelopeText,
};

/**
 * A translation file, whose keys differ from file to file: the whole file is
 * the value of one field, edited by the texts widget.
 */
export const TEXTS_KEY = 'texts';

export const keptJson: CustomFormat = {
  fromFile: (raw) => {
    const { page, text } = unlabelled(raw);
    const envelope = readSaveEnvelope(text);
    // A Texts screen holds every language's file (src/editor/screens/texts.ts): its data as it is.
    const data =
      envelope && filesOfJoinedBase(envelope.base) && typeof envelope.data === 'object'
        ? { ...(envelope.data as object), [BASE_KEY]: envelope.base }
        : fromText(
            text,
            (jsonText) => parseTextsOrExplain(jsonText),
            (texts) => ({ [TEXTS_KEY]: texts }),
          );
    return page === undefined ? data : { ...data, [PAGE_KEY]: page };
  },
  toFile: (data) => {
    const record =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    if (filesOfJoinedBase(baseOf(data))) {
      const { [PAGE_KEY]: _page, ...rest } = record;
      return envelopeText(rest);
    }
    return envelopeText({ [BASE_KEY]: baseOf(data), ...((record[TEXTS_KEY] ?? {}) as object) });
  },
};
