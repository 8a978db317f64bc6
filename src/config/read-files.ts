/**
 * Reads the project's files from disk for the build's validation (Node only;
 * the checks themselves are pure and also run in the browser editor).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProjectFiles } from './check-project';
import { LOCALES_DIR, SITE_CONFIG_FILE } from './check-project';
import { CONTENT_FILE_NAMES, DATA_DIR, type ContentTexts } from './content/validate';
import type { LocaleFiles, TranslationTree } from './locales';

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** The translation files of every language folder in `localesDir`. */
export function readLocaleFiles(localesDir: string): LocaleFiles {
  if (!fs.existsSync(localesDir)) return {};
  const files: LocaleFiles = {};
  for (const language of fs.readdirSync(localesDir)) {
    const languageDir = path.join(localesDir, language);
    if (!fs.statSync(languageDir).isDirectory()) continue;
    files[language] = {};
    for (const file of fs.readdirSync(languageDir).filter((name) => name.endsWith('.json'))) {
      const text = fs.readFileSync(path.join(languageDir, file), 'utf8');
      files[language][file.replace(/\.json$/, '')] = JSON.parse(text) as TranslationTree;
    }
  }
  return files;
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
