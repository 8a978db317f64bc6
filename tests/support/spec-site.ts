/**
 * The site as the product specification describes it: frozen copies of
 * site.yaml (tests/fixtures/spec-site.yaml) and of the content files of data/
 * (tests/fixtures/spec-data/), read with the project's real translations.
 *
 * Tests that compare the site with the specification (its 19 routes, the old
 * addresses it names, the menu's items), and tests that need a file's exact
 * text, use these copies: the owner's edits to site.yaml and data/ change the
 * real files, never the fixtures. Every other test reads what it expects
 * from site.yaml and data/ (tests/support/site.ts, content.ts) or builds its
 * own fixture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ProjectFiles } from '../../src/config/check-project';
import { picturesInContent } from '../../src/config/content/picture-fields';
import {
  CONTENT_FILE_NAMES,
  type ContentFileName,
  type ContentTexts,
} from '../../src/config/content/validate';
import { formatProblems } from '../../src/config/problems';
import { readProjectLocales } from '../../src/config/project';
import { readProjectFiles } from '../../src/config/read-files';
import type { SiteConfig } from '../../src/config/schema';
import { validateSiteConfigText } from '../../src/config/validate';
import { ROOT_DIR } from './site';

export const SPEC_FIXTURES_DIR = path.join(ROOT_DIR, 'tests', 'fixtures');
/** The frozen copy of site.yaml. */
export const SPEC_SITE_YAML = path.join(SPEC_FIXTURES_DIR, 'spec-site.yaml');
/** The frozen copies of data/*.yaml. */
export const SPEC_DATA_DIR = path.join(SPEC_FIXTURES_DIR, 'spec-data');
/** The frozen English words of the menus (a copy of src/locales/en/common.json). */
const SPEC_MENU_WORDS = path.join(SPEC_FIXTURES_DIR, 'spec-texts', 'en', 'common.json');

/** The text of the frozen site.yaml. */
export function specSiteText(): string {
  return fs.readFileSync(SPEC_SITE_YAML, 'utf8');
}

/** The text of a frozen content file ("venues.yaml"). */
export function specContentText(name: ContentFileName): string {
  return fs.readFileSync(path.join(SPEC_DATA_DIR, name), 'utf8');
}

/** The frozen site.yaml's data, unvalidated (as a component's fixture reads it). */
export function specSiteData(): SiteConfig {
  return parse(specSiteText()) as SiteConfig;
}

let validated: SiteConfig | undefined;

/** The frozen site.yaml, validated with the real translations as the build validates site.yaml. */
export function specSiteConfig(): SiteConfig {
  if (validated) return validated;
  const result = validateSiteConfigText(specSiteText(), { locales: readProjectLocales(ROOT_DIR) });
  if (!result.ok) {
    throw new Error(
      `The frozen ${path.relative(ROOT_DIR, SPEC_SITE_YAML)} is rejected (update it for the schema change, not for content):\n` +
        formatProblems('spec-site.yaml', result.problems),
    );
  }
  validated = result.config;
  return validated;
}

/** "common:nav.music" → its English words as the specification's site shipped them. */
export function specEnglishText(key: string): string {
  const [namespace = '', entry = ''] = key.split(':');
  if (namespace !== 'common') throw new Error(`${key}: only the menus' words (common) are frozen`);
  let node: unknown = JSON.parse(fs.readFileSync(SPEC_MENU_WORDS, 'utf8'));
  for (const part of entry.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`${key} has no English text in ${SPEC_MENU_WORDS}`);
  return node;
}

/** site.yaml and the data/*.yaml files, by their paths in the project, as frozen. */
export function specYamlFiles(): Map<string, string> {
  return new Map([
    ['site.yaml', specSiteText()],
    ...CONTENT_FILE_NAMES.map((name): [string, string] => [`data/${name}`, specContentText(name)]),
  ]);
}

function specContentTexts(): ContentTexts {
  return Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, specContentText(name)]));
}

/** The pictures the frozen content files name: they exist in the fixture's world. */
function specPictures(content: ContentTexts): Set<string> {
  return new Set(
    CONTENT_FILE_NAMES.flatMap((name) => {
      const text = content[name];
      return text === undefined ? [] : picturesInContent(name, parse(text)).map((p) => p.image);
    }),
  );
}

/**
 * The project as the build's validation reads it, with the frozen site.yaml
 * and content files in place of the real ones: the real translations, and
 * the real pictures besides those the frozen files name (which the owner may
 * have replaced or removed since).
 */
export function specProjectFiles(): ProjectFiles {
  const real = readProjectFiles(ROOT_DIR);
  const content = specContentTexts();
  const pictures = specPictures(content);
  return {
    siteYaml: specSiteText(),
    content,
    locales: real.locales,
    pictureExists: (image) => pictures.has(image) || real.pictureExists(image),
  };
}
