/**
 * The project's files as the editor sees them in the repository: what the
 * build's validation needs, by path. Saves are checked against it.
 */
import { LOCALES_DIR, SITE_CONFIG_FILE, type ProjectFiles } from '../../config/check-project';
import { CONTENT_FILE_NAMES, DATA_DIR, type ContentTexts } from '../../config/content/validate';
import type { LocaleFiles, TranslationTree } from '../../config/locales';
import { parseTranslationText } from '../../config/translation-files';

export interface ProjectState {
  /** Each file's text by its path in the repository; site.yaml, data/home.yaml, src/locales/en/home.json */
  texts: ReadonlyMap<string, string>;
  /** The pictures that exist, by their path from data/: images/venues/x.jpg */
  pictures: ReadonlySet<string>;
}

export const CONTENT_PATHS = CONTENT_FILE_NAMES.map((name) => `${DATA_DIR}/${name}`);

/**
 * Each screen of site.yaml edits one part of it, and Decap tells its
 * entries apart by path: so a screen's path names the part after a "#"
 * (site.yaml#venues), which the backend wrapper takes off before it reads
 * or writes the file.
 */
export function screenPath(file: string, part: string): string {
  return `${file}#${part}`;
}

/** The file a screen edits: site.yaml for site.yaml#venues. */
export function repositoryPath(path: string): string {
  return path.split('#')[0] ?? path;
}

/** The YAML files the validation reads: site.yaml and data/*.yaml. */
export const YAML_PATHS = [SITE_CONFIG_FILE, ...CONTENT_PATHS];

const LOCALE_FILE = new RegExp(`^${LOCALES_DIR}/([a-z]{2})/([a-z0-9-]+)\\.json$`);

/** src/locales/es/home.json → { language: 'es', namespace: 'home' } */
export function localeFileOf(path: string): { language: string; namespace: string } | undefined {
  const match = LOCALE_FILE.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : undefined;
}

export function localePath(language: string, namespace: string): string {
  return `${LOCALES_DIR}/${language}/${namespace}.json`;
}

/** A picture's path from data/ (as the content files write it) → its path in the repository. */
export function picturePathInRepository(image: string): string {
  return `${DATA_DIR}/${image}`;
}

/** The repository path of an uploaded file → its path from data/, if it is under data/. */
export function pictureFromRepositoryPath(path: string): string | undefined {
  const prefix = `${DATA_DIR}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

function parseLocales(texts: ReadonlyMap<string, string>): LocaleFiles {
  const locales: LocaleFiles = {};
  for (const [path, text] of texts) {
    const file = localeFileOf(path);
    if (!file) continue;
    const parsed = parseTranslationText(text);
    // A file broken outside the editor offers no texts here; the build, and
    // the editor when the file is opened, say what is wrong with it.
    (locales[file.language] ??= {})[file.namespace] = parsed.ok
      ? (parsed.tree as TranslationTree)
      : {};
  }
  return locales;
}

/** site.yaml and the content files of data/, from the editor's view of the repository. */
export function dataFilesOf(state: ProjectState): Pick<ProjectFiles, 'siteYaml' | 'content'> {
  const content: ContentTexts = {};
  for (const name of CONTENT_FILE_NAMES) {
    const text = state.texts.get(`${DATA_DIR}/${name}`);
    if (text !== undefined) content[name] = text;
  }
  return { siteYaml: state.texts.get(SITE_CONFIG_FILE), content };
}

/** What the build's validation reads, from the editor's view of the repository. */
export function projectFilesOf(state: ProjectState): ProjectFiles {
  return {
    ...dataFilesOf(state),
    locales: parseLocales(state.texts),
    pictureExists: (image) => state.pictures.has(image),
  };
}

/** The state with some files replaced and some pictures added. */
export function withChanges(
  state: ProjectState,
  texts: ReadonlyMap<string, string>,
  pictures: Iterable<string> = [],
): ProjectState {
  return {
    texts: new Map([...state.texts, ...texts]),
    pictures: new Set([...state.pictures, ...pictures]),
  };
}
