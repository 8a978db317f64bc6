/**
 * Every backend the editor saves through (GitHub, GitLab, Netlify's git
 * gateway, the local server) is wrapped by this one. Decap's own backend does
 * the signing in, the commits and the media library; the wrapper makes sure
 * that what it writes is what the build accepts, written as people wrote it:
 *
 * - a save whose file changed in the repository since the editor read it is
 *   refused, so nobody's change is silently overwritten;
 * - the data is written into the file's current text keeping its comments,
 *   order and quoting (YAML), or its key order (JSON);
 * - the build's validation runs on the project as it would be after the
 *   save, and a save with problems is refused: nothing is written;
 * - uploads are checked (kind, size, shape) before they are written, and a
 *   picture still in use cannot be deleted.
 */
import { parse } from 'yaml';
import { picturesInContent, type PictureField } from '../../config/content/picture-fields';
import { CONTENT_FILE_NAMES, DATA_DIR, type ContentFileName } from '../../config/content/validate';
import { LOCALES_DIR, SITE_CONFIG_FILE } from '../../config/check-project';
import { parseTranslationText } from '../../config/translation-files';
import type { DecapConfig } from '../config/decap-types';
import {
  decap,
  type AssetProxy,
  type DataFile,
  type Implementation,
  type ImplementationEntry,
  type ImplementationMediaFile,
} from '../decap';
import {
  localeFileOf,
  localePath,
  pictureFromRepositoryPath,
  repositoryPath,
  withChanges,
  type ProjectState,
} from '../checks/project-state';
import { describeFileProblems } from '../checks/describe';
import { problemsOfSave } from '../checks/save-check';
import { labelledText, readSaveEnvelope } from '../files/formats';
import { writeJsonKeepingOrder } from '../files/keep-json';
import { writeYamlKeepingLayout } from '../files/keep-yaml';
import { placeProblems, ruleForUpload, uploadProblems, type MeasurePicture } from './pictures';
import { setPictureReader } from '../preview/pictures';
import { forgetRefusal, rememberRefusal } from '../refusals';
import { projectState, setProjectState } from './project-store';
import { readProjectState } from './read-project';
import { textsPages } from './texts-pages';
import { isRecord } from '../../lib/json';

/** A save or upload the editor will not write, with the reason in the owner's words. */
export class SaveRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join(' '));
    // Decap shows the error as "<name>: <message>".
    this.name = 'Nothing was saved';
  }
}

export interface CheckedBackendOptions {
  /** The editor's configuration, to name problems by its screens and labels. */
  config: DecapConfig;
  measure: MeasurePicture;
}

interface PreparedFile {
  dataFile: DataFile;
  text: string;
}

function conflictMessage(path: string): string {
  return (
    `Someone else saved ${path} after you opened it, and saving now would undo their change. ` +
    'Reload this page to see the file as it is now, then make your change again ' +
    '(if the editor offers to restore your unsaved changes, choose not to: they are based on the old file).'
  );
}

/** A translation file's texts; one broken outside the editor counts as having none. */
function parsedTexts(text: string): unknown {
  const parsed = parseTranslationText(text);
  return parsed.ok ? parsed.tree : {};
}

function sameData(text: string | null, data: unknown, isJson: boolean): boolean {
  if (text === null) return false;
  const before: unknown = isJson ? parsedTexts(text) : parse(text);
  return JSON.stringify(sortedKeys(before)) === JSON.stringify(sortedKeys(data));
}

/** Key order does not make data different (Decap's maps do not keep it). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, child]) => [key, sortedKeys(child)]),
  );
}

function contentNameOf(path: string): ContentFileName | undefined {
  return CONTENT_FILE_NAMES.find((name) => `${DATA_DIR}/${name}` === path);
}

function defaultLanguageOf(state: ProjectState): string {
  const site = state.texts.get(SITE_CONFIG_FILE);
  const parsed =
    site === undefined ? undefined : (parse(site) as { languages?: { default?: string } });
  return parsed?.languages?.default ?? 'en';
}

/** The pictures of content files in a state, by where they are used. */
function picturesOf(state: ProjectState, path: string): PictureField[] {
  const name = contentNameOf(path);
  const text = state.texts.get(path);
  if (!name || text === undefined) return [];
  try {
    return picturesInContent(name, parse(text));
  } catch {
    return [];
  }
}

export class CheckedBackend {
  constructor(
    private readonly inner: Implementation,
    private readonly options: CheckedBackendOptions,
  ) {}

  /** Reads the repository afresh and shares it with the fields' checks. */
  async refresh(): Promise<ProjectState> {
    setPictureReader(async (path) => (await this.inner.getMediaFile(path)).file);
    const state = await readProjectState(this.inner);
    setProjectState(state);
    return state;
  }

  private prepare(state: ProjectState, screenFile: DataFile): PreparedFile | undefined {
    const dataFile = { ...screenFile, path: repositoryPath(screenFile.path) };
    const envelope = readSaveEnvelope(dataFile.raw);
    // Not from our formats (no collection of this editor writes one): pass on.
    if (!envelope) return { dataFile, text: dataFile.raw };
    const current = state.texts.get(dataFile.path) ?? null;
    const isJson = dataFile.path.endsWith('.json');
    const data = isJson
      ? envelope.data
      : withoutEmptySettings(
          envelope.data,
          envelope.base === null ? undefined : parse(envelope.base),
        );
    // An unchanged file (the other languages of a text file) is not written.
    if (sameData(envelope.base, data, isJson)) return undefined;
    if (envelope.base !== current) throw new SaveRefused([conflictMessage(dataFile.path)]);
    if (current === null && isEmpty(data)) return undefined;
    const text = isJson
      ? writeJsonKeepingOrder(current ?? undefined, data, this.referenceTexts(state, dataFile.path))
      : writeYamlKeepingLayout(current ?? '', data);
    if (text === current) return undefined;
    return { dataFile: { ...dataFile, raw: text }, text };
  }

  /** The default language's file of a translation file: where its new keys go. */
  private referenceTexts(state: ProjectState, path: string): unknown {
    const file = localeFileOf(path);
    if (!file) return undefined;
    const reference = state.texts.get(localePath(defaultLanguageOf(state), file.namespace));
    return reference === undefined ? undefined : parsedTexts(reference);
  }

  private async uploadedPictures(assets: readonly AssetProxy[]): Promise<string[]> {
    const reasons: string[] = [];
    for (const asset of assets) {
      if (!asset.fileObj) continue;
      reasons.push(
        ...(await uploadProblems(
          asset.fileObj,
          asset.fileObj.name,
          ruleForUpload(asset.path),
          this.options.measure,
        )),
      );
    }
    if (reasons.length) throw new SaveRefused(reasons);
    return assets.flatMap((asset) => pictureFromRepositoryPath(asset.path) ?? []);
  }

  private async measureStored(image: string, assets: readonly AssetProxy[]) {
    const path = `${DATA_DIR}/${image}`;
    const asset = assets.find((candidate) => candidate.path === path);
    const file = asset?.fileObj ?? (await this.inner.getMediaFile(path)).file;
    return file ? this.options.measure(file) : undefined;
  }

  /** Pictures newly used in a place they do not fit (picked from the library, for instance). */
  private async misplacedPictures(
    before: ProjectState,
    after: ProjectState,
    paths: readonly string[],
    assets: readonly AssetProxy[],
  ): Promise<string[]> {
    const reasons: string[] = [];
    for (const path of paths) {
      const old = new Set(picturesOf(before, path).map((p) => `${p.entry}|${p.image}`));
      for (const picture of picturesOf(after, path)) {
        if (old.has(`${picture.entry}|${picture.image}`) || !after.pictures.has(picture.image))
          continue;
        const size = await this.measureStored(picture.image, assets).catch(() => undefined);
        if (size)
          reasons.push(
            ...placeProblems(picture.image, `${path}, ${picture.entry}`, picture.rule, size),
          );
      }
    }
    return reasons;
  }

  async persistEntry(
    entry: { dataFiles: DataFile[]; assets: AssetProxy[] },
    options: Record<string, unknown>,
  ): Promise<unknown> {
    try {
      const result = await this.checkAndPersist(entry, options);
      forgetRefusal();
      return result;
    } catch (error) {
      if (error instanceof SaveRefused) rememberRefusal(error.reasons);
      throw error;
    }
  }

  private async checkAndPersist(
    entry: { dataFiles: DataFile[]; assets: AssetProxy[] },
    options: Record<string, unknown>,
  ): Promise<unknown> {
    const before = await this.refresh();
    const uploaded = await this.uploadedPictures(entry.assets);
    const prepared = entry.dataFiles.flatMap((dataFile) => this.prepare(before, dataFile) ?? []);
    if (prepared.length === 0 && entry.assets.length === 0) return undefined;
    const after = withChanges(
      before,
      new Map(prepared.map(({ dataFile, text }) => [dataFile.path, text])),
      uploaded,
    );
    const savedPaths = new Set(prepared.map(({ dataFile }) => dataFile.path));
    const problems = problemsOfSave(before, after, savedPaths);
    const reasons = [
      ...describeFileProblems(this.options.config, problems, (file) => {
        const text = after.texts.get(file);
        return text === undefined ? undefined : parse(text);
      }),
      ...(await this.misplacedPictures(before, after, [...savedPaths], entry.assets)),
    ];
    if (reasons.length) throw new SaveRefused(reasons);
    const result = await this.inner.persistEntry(
      { ...entry, dataFiles: prepared.map(({ dataFile }) => dataFile) },
      options,
    );
    setProjectState(after);
    return result;
  }

  /** A screen's file, read from the repository but named as the screen (site.yaml#venues). */
  async getEntry(path: string): Promise<ImplementationEntry> {
    const entry = await this.inner.getEntry(repositoryPath(path));
    const named = { ...entry, file: { ...entry.file, path } };
    if (!localeFileOf(path)) return named;
    const [labelled] = await this.withPageNames([named]);
    return labelled ?? named;
  }

  /** The translation files, each with its page's name, in the order of the site's menus. */
  async entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<ImplementationEntry[]> {
    const entries = await this.inner.entriesByFolder(folder, extension, depth);
    return folder === LOCALES_DIR ? this.withPageNames(entries) : entries;
  }

  private async withPageNames(entries: ImplementationEntry[]): Promise<ImplementationEntry[]> {
    const state = projectState() ?? (await this.refresh());
    const siteYaml = state.texts.get(SITE_CONFIG_FILE);
    const language = defaultLanguageOf(state);
    const english = new Map<string, { [key: string]: unknown }>();
    for (const [path, text] of state.texts) {
      const file = localeFileOf(path);
      const tree = file?.language === language ? parsedTexts(text) : undefined;
      if (file && typeof tree === 'object' && tree !== null) {
        english.set(file.namespace, tree as { [key: string]: unknown });
      }
    }
    const pages = textsPages(siteYaml, english);
    const orderOf = (entry: ImplementationEntry) =>
      pages.get(localeFileOf(entry.file.path)?.namespace ?? '')?.order ?? pages.size;
    return [...entries]
      .sort((a, b) => orderOf(a) - orderOf(b))
      .map((entry) => {
        const page = pages.get(localeFileOf(entry.file.path)?.namespace ?? '');
        return page && typeof entry.data === 'string'
          ? { ...entry, data: labelledText(page.label, entry.data) }
          : entry;
      });
  }

  async entriesByFiles(
    files: Array<{ path: string; label?: string }>,
  ): Promise<ImplementationEntry[]> {
    const entries = await this.inner.entriesByFiles(
      files.map((file) => ({ ...file, path: repositoryPath(file.path) })),
    );
    return entries.map((entry, index) => ({
      ...entry,
      file: { ...entry.file, path: files[index]?.path ?? entry.file.path },
    }));
  }

  async persistMedia(
    file: AssetProxy,
    options: Record<string, unknown>,
  ): Promise<ImplementationMediaFile> {
    await this.uploadedPictures([file]);
    const stored = await this.inner.persistMedia(file, options);
    void this.refresh().catch(() => undefined);
    return stored;
  }

  /** A picture a content file still names cannot be deleted: the build would fail without it. */
  async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
    const state = await this.refresh();
    const inUse = paths.flatMap((path) => {
      const image = pictureFromRepositoryPath(path);
      const uses = CONTENT_FILE_NAMES.flatMap((name) =>
        picturesOf(state, `${DATA_DIR}/${name}`)
          .filter((picture) => picture.image === image)
          .map((picture) => `${DATA_DIR}/${name}, ${picture.entry}`),
      );
      return uses.length
        ? [`${path} is still shown by ${uses.join(' and ')}. Pick another picture there first.`]
        : [];
    });
    if (inUse.length) throw new SaveRefused(inUse);
    const deleteFiles = (
      this.inner as unknown as {
        deleteFiles: (paths: string[], message: string) => Promise<unknown>;
      }
    ).deleteFiles.bind(this.inner);
    const result = await deleteFiles(paths, commitMessage);
    void this.refresh().catch(() => undefined);
    return result;
  }
}

/**
 * Decap gives an optional field the person never filled, or emptied, as
 * null or "" (and an untouched list as []): such a setting is left out of the
 * file rather than written empty, unless the file already had it.
 */
export function withoutEmptySettings(data: unknown, base: unknown): unknown {
  if (Array.isArray(data)) {
    return data.map((item, index) =>
      withoutEmptySettings(item, Array.isArray(base) ? base[index] : undefined),
    );
  }
  if (typeof data !== 'object' || data === null) return data;
  const baseRecord = isRecord(base) ? base : {};
  const entries = Object.entries(data).flatMap(([key, value]): Array<[string, unknown]> => {
    const empty =
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (empty && !(key in baseRecord && Array.isArray(value))) return [];
    return [[key, withoutEmptySettings(value, baseRecord[key])]];
  });
  return Object.fromEntries(entries);
}

function isEmpty(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.keys(data).length === 0;
}

const INTERCEPTED = new Set([
  'getEntry',
  'entriesByFolder',
  'entriesByFiles',
  'persistEntry',
  'persistMedia',
  'deleteFiles',
]);
const AFTER_SIGN_IN = new Set(['authenticate', 'restoreUser']);

/**
 * A Decap backend class (used with `new`) that is the backend `innerName`
 * with our checks in front of its writes. Everything else (signing in,
 * reading, the editorial workflow) is the inner backend's own.
 */
export function checkedBackendClass(innerName: string, options: CheckedBackendOptions) {
  return function CheckedDecapBackend(...args: unknown[]): Implementation {
    const factory = decap().CMS.getBackend(innerName);
    if (!factory) throw new Error(`Decap has no backend named ${innerName}.`);
    const inner = factory.init(...args);
    const checked = new CheckedBackend(inner, options);
    return new Proxy(inner, {
      get(target, property, receiver) {
        if (typeof property === 'string' && INTERCEPTED.has(property)) {
          const method = checked[property as keyof CheckedBackend] as (...a: unknown[]) => unknown;
          return method.bind(checked);
        }
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (typeof property === 'string' && AFTER_SIGN_IN.has(property)) {
          // Once signed in, read the project so the fields can check as people type.
          return async (...callArgs: unknown[]) => {
            const user: unknown = await (value as (...a: unknown[]) => unknown).apply(
              target,
              callArgs,
            );
            // The local server signs in without a user, a git host with one: either way,
            // read what can be read (a git host without a signed-in user refuses, which is fine).
            void checked.refresh().catch(() => undefined);
            return user;
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
  };
}
