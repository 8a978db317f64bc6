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
import { withoutEmptySettings } from '../checks/empty-settings';
import {
  filesOfJoinedBase,
  joinedEntryText,
  labelledText,
  readSaveEnvelope,
  type FileTexts,
} from '../files/formats';
import { joinedScreenOf } from '../screens/registry';
import { SITE_FILE } from '../screens/joined';
import { TEXTS_OF_ENTRY_SCREENS } from '../screens/texts';
import { writeJsonKeepingOrder } from '../files/keep-json';
import { writeYamlKeepingLayout } from '../files/keep-yaml';
import { placeProblems, ruleForUpload, uploadProblems, type MeasurePicture } from './pictures';
import { setPictureReader } from '../preview/pictures';
import { forgetRefusal, rememberRefusal } from '../refusals';
import { projectState, setProjectState } from './project-store';
import { readProjectState } from './read-project';
import { textsPages } from './texts-pages';
import { isRecord } from '../../lib/json';
import type { FileProblems } from '../../config/check-project';
import type { ConfigProblem } from '../../config/problems';
import { languageName } from '../language-name';

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
  /** The file's text the save was based on. */
  base: string | null;
  /** The screen and file, for a later save from the same screen (writeKey). */
  key?: string;
}

/** What a file written by this screen is, in the owner's words. */
function fileInWords(path: string): string {
  const locale = localeFileOf(path);
  if (locale) return `the ${languageName(locale.language)} texts`;
  return path === SITE_CONFIG_FILE ? 'the site settings' : 'the page content';
}

function conflictMessage(path: string): string {
  return (
    `Someone else published a change to ${fileInWords(path)} after you opened this screen, and publishing now would undo it. ` +
    'Reload this page to see their change, then make yours again.'
  );
}

/** A save this editor made from a screen: the file's text it was based on, and the text it wrote. */
interface SessionWrite {
  base: string | null;
  text: string;
}

/** A file as saved from one screen (another screen of the same file was opened apart). */
function writeKey(screen: string, path: string): string {
  return `${screen}\n${path}`;
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

/** A file's data in a state (undefined for a file not there or not readable). */
function dataIn(state: ProjectState, file: string): unknown {
  const text = state.texts.get(file);
  if (text === undefined) return undefined;
  try {
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : (parse(text) as unknown);
  } catch {
    return undefined;
  }
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
  /** This editor's saves, by file: a later save from the same screen builds on them. */
  private readonly sessionWrites = new Map<string, SessionWrite>();

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

  /**
   * The files a screen's save writes, each in its current text with the
   * screen's data written in: one for a screen of one file, each changed
   * file for a screen that joins several (src/editor/screens).
   */
  private prepare(state: ProjectState, screenFile: DataFile): PreparedFile[] {
    const envelope = readSaveEnvelope(screenFile.raw);
    // Not from our formats (no collection of this editor writes one): pass on.
    if (!envelope) {
      const dataFile = { ...screenFile, path: repositoryPath(screenFile.path) };
      return [{ dataFile, text: dataFile.raw, base: null }];
    }
    const bases = filesOfJoinedBase(envelope.base);
    if (!bases) {
      const path = repositoryPath(screenFile.path);
      return this.prepareFile(
        state,
        screenFile.path,
        { ...screenFile, path },
        envelope.data,
        envelope.base,
      );
    }
    const screen = joinedScreenOf(screenFile.path);
    if (!screen) throw new Error(`The editor has no screen ${screenFile.path}.`);
    const data = isRecord(envelope.data) ? envelope.data : {};
    return [...screen.decompose(data, bases)].flatMap(([path, fileData]) =>
      this.prepareFile(
        state,
        screenFile.path,
        { ...screenFile, path },
        fileData,
        bases.get(path) ?? null,
      ),
    );
  }

  /** One file's data written into its current text; none when nothing changes. */
  private prepareFile(
    state: ProjectState,
    screen: string,
    dataFile: DataFile,
    fileData: unknown,
    base: string | null,
  ): PreparedFile[] {
    const current = state.texts.get(dataFile.path) ?? null;
    const isJson = dataFile.path.endsWith('.json');
    const data = isJson
      ? fileData
      : withoutEmptySettings(fileData, base === null ? undefined : parse(base));
    // Changed since it was read, by this screen's own earlier save: compared with what that wrote.
    const mine =
      base !== current && this.wroteSince(writeKey(screen, dataFile.path), base, current);
    // An unchanged file (the other languages of a text file) is not written.
    if (sameData(mine ? current : base, data, isJson)) return [];
    if (base !== current && !mine) throw new SaveRefused([conflictMessage(dataFile.path)]);
    if (current === null && isEmpty(data)) return [];
    const text = isJson
      ? writeJsonKeepingOrder(current ?? undefined, data, this.referenceTexts(state, dataFile.path))
      : writeYamlKeepingLayout(current ?? '', data);
    if (text === current) return [];
    return [
      { dataFile: { ...dataFile, raw: text }, text, base, key: writeKey(screen, dataFile.path) },
    ];
  }

  /**
   * Decap keeps a screen's data as it was read until the screen is opened
   * again: a second save from the same screen is based on the file as it was
   * before that screen's own first save, which is no one else's change (and
   * its data holds that change). Another screen of the same file, opened
   * before, would undo it: refused as any other change made since.
   */
  private wroteSince(key: string, base: string | null, current: string | null): boolean {
    const write = this.sessionWrites.get(key);
    return write !== undefined && write.base === base && write.text === current;
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
  ): Promise<FileProblems[]> {
    const found: FileProblems[] = [];
    for (const path of paths) {
      const old = new Set(picturesOf(before, path).map((p) => `${p.entry}|${p.image}`));
      const problems: ConfigProblem[] = [];
      for (const picture of picturesOf(after, path)) {
        if (old.has(`${picture.entry}|${picture.image}`) || !after.pictures.has(picture.image))
          continue;
        const size = await this.measureStored(picture.image, assets).catch(() => undefined);
        if (!size) continue;
        for (const { problem, fix } of placeProblems(picture.rule, size)) {
          problems.push({ path: picture.path, problem, fix });
        }
      }
      if (problems.length) found.push({ file: path, problems });
    }
    return found;
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
    const prepared = entry.dataFiles.flatMap((dataFile) => this.prepare(before, dataFile));
    if (prepared.length === 0 && entry.assets.length === 0) return undefined;
    const after = withChanges(
      before,
      new Map(prepared.map(({ dataFile, text }) => [dataFile.path, text])),
      uploaded,
    );
    const savedPaths = new Set(prepared.map(({ dataFile }) => dataFile.path));
    const problems = [
      ...problemsOfSave(before, after, savedPaths),
      ...(await this.misplacedPictures(before, after, [...savedPaths], entry.assets)),
    ];
    const reasons = describeFileProblems(this.options.config, problems, (file) =>
      dataIn(after, file),
    );
    if (reasons.length) throw new SaveRefused(reasons);
    const result = await this.inner.persistEntry(
      { ...entry, dataFiles: prepared.map(({ dataFile }) => dataFile) },
      options,
    );
    for (const { key, text, base } of prepared) {
      if (key) this.sessionWrites.set(key, { base, text });
    }
    setProjectState(after);
    return result;
  }

  /** Each file's text, null for a file not there (the local server says null, git hosts fail). */
  private async readTexts(paths: readonly string[]): Promise<Map<string, string | null>> {
    const texts = await Promise.all(
      paths.map(async (path) => {
        try {
          return (await this.inner.getEntry(path)).data ?? null;
        } catch {
          return null;
        }
      }),
    );
    return new Map(paths.map((path, index) => [path, texts[index] ?? null]));
  }

  /** A joined screen's entry: its files read afresh, composed into its data. */
  private async joinedEntry(path: string): Promise<ImplementationEntry | undefined> {
    const screen = joinedScreenOf(path);
    if (!screen) return undefined;
    const site = await this.readTexts([SITE_FILE]);
    const files = screen
      .files(site.get(SITE_FILE) ?? undefined)
      .filter((file) => file !== SITE_FILE);
    const texts: FileTexts = new Map([...site, ...(await this.readTexts(files))]);
    return { file: { path }, data: joinedEntryText(screen.compose(texts), texts) };
  }

  /**
   * A screen's data: a joined screen's files (a page's texts named by the
   * page), or the file a screen edits, named as the screen (site.yaml#venues).
   */
  async getEntry(path: string): Promise<ImplementationEntry> {
    const joined = await this.joinedEntry(path);
    if (joined) {
      if (!localeFileOf(path)) return joined;
      const [labelled] = await this.withPageNames([joined]);
      return labelled ?? joined;
    }
    const entry = await this.inner.getEntry(repositoryPath(path));
    return { ...entry, file: { ...entry.file, path } };
  }

  /**
   * The Texts list: each page's texts, in every language, named by the
   * page, in the order of the site's menus; the files whose texts all
   * belong to entries of another screen (the photos' captions) left out.
   */
  async entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<ImplementationEntry[]> {
    const entries = await this.inner.entriesByFolder(folder, extension, depth);
    if (!folder.startsWith(`${LOCALES_DIR}/`)) return entries;
    const pages = entries.filter(
      (entry) => !TEXTS_OF_ENTRY_SCREENS.has(localeFileOf(entry.file.path)?.namespace ?? ''),
    );
    const joined = await Promise.all(
      pages.map(async (entry) => (await this.joinedEntry(entry.file.path)) ?? entry),
    );
    return this.withPageNames(joined);
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

  /** The screens of a collection of files: the joined ones composed, the others read at once. */
  async entriesByFiles(
    files: Array<{ path: string; label?: string }>,
  ): Promise<ImplementationEntry[]> {
    const single = files.filter((file) => !joinedScreenOf(file.path));
    const read = await this.inner.entriesByFiles(
      single.map((file) => ({ ...file, path: repositoryPath(file.path) })),
    );
    return Promise.all(
      files.map(async (file) => {
        const index = single.indexOf(file);
        const entry = index === -1 ? undefined : read[index];
        if (entry) return { ...entry, file: { ...entry.file, path: file.path } };
        return this.getEntry(file.path);
      }),
    );
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
    const inUse: FileProblems[] = CONTENT_FILE_NAMES.flatMap((name) => {
      const file = `${DATA_DIR}/${name}`;
      const problems = picturesOf(state, file)
        .filter((picture) =>
          paths.some((path) => pictureFromRepositoryPath(path) === picture.image),
        )
        .map((picture) => ({
          path: picture.path,
          problem: 'The picture chosen for deleting is still shown here.',
          fix: 'Choose another picture here first, then delete that one.',
        }));
      return problems.length ? [{ file, problems }] : [];
    });
    if (inUse.length) {
      throw new SaveRefused(
        describeFileProblems(this.options.config, inUse, (file) => dataIn(state, file)),
      );
    }
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
