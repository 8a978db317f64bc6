/**
 * Reads the project's files from disk for the build's validation (Node only;
 * the checks themselves are pure and also run in the browser editor).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILE_NAMES, DATA_DIR, type ContentTexts } from './content/file-names';
import type { TranslationTree } from '../i18n/translate';
import type { LocaleFiles } from './locales';
import { LOCALES_DIR, SITE_CONFIG_FILE, type ProjectFiles } from './project-files';
import type { ConfigProblem } from './problems';
import { parseTranslationText } from './translation-files';

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

export interface BrokenTranslationFile {
  /** The file as the owner finds it in the project: src/locales/es/music.json */
  file: string;
  problems: ConfigProblem[];
}

export interface TranslationFiles {
  /** The files that parse, by language then name. */
  locales: LocaleFiles;
  /** The files that do not, each with every problem found in it. */
  broken: BrokenTranslationFile[];
}

function sortedEntries(dir: string): string[] {
  return fs.readdirSync(dir).sort();
}

/**
 * The translation files of every language folder in `localesDir`, each read
 * on its own so that a broken file neither stops the reading nor hides the
 * problems of the others. `labelDir` names the folder in the problems.
 */
export function readTranslationFiles(localesDir: string, labelDir = LOCALES_DIR): TranslationFiles {
  const result: TranslationFiles = { locales: {}, broken: [] };
  if (!fs.existsSync(localesDir)) return result;
  for (const language of sortedEntries(localesDir)) {
    const languageDir = path.join(localesDir, language);
    if (!fs.statSync(languageDir).isDirectory()) continue;
    const files: Record<string, TranslationTree> = (result.locales[language] = {});
    for (const file of sortedEntries(languageDir).filter((name) => name.endsWith('.json'))) {
      const parsed = parseTranslationText(fs.readFileSync(path.join(languageDir, file), 'utf8'));
      if (parsed.ok) {
        // The checks' type has no lists; they walk a list like a group keyed 0, 1, 2…
        files[file.replace(/\.json$/, '')] = parsed.tree as TranslationTree;
      } else {
        result.broken.push({ file: `${labelDir}/${language}/${file}`, problems: parsed.problems });
      }
    }
  }
  return result;
}

/**
 * The translation files that can be read; a broken one is left out (the
 * build stops on it first: see checkTranslationFilesOrExit in project.ts).
 */
export function readLocaleFiles(localesDir: string): LocaleFiles {
  return readTranslationFiles(localesDir).locales;
}

export function readContentTexts(root: string): ContentTexts {
  const texts: ContentTexts = {};
  for (const name of CONTENT_FILE_NAMES) {
    const text = readIfExists(path.join(root, DATA_DIR, name));
    if (text !== undefined) texts[name] = text;
  }
  return texts;
}

export function readProjectFiles(root: string): ProjectFiles {
  const dataDir = path.join(root, DATA_DIR);
  return {
    siteYaml: readIfExists(path.join(root, SITE_CONFIG_FILE)),
    content: readContentTexts(root),
    locales: readLocaleFiles(path.join(root, LOCALES_DIR)),
    pictureExists: (image) => fs.existsSync(path.join(dataDir, ...image.split('/'))),
  };
}
