/**
 * Validates the content files of data/ the way site.yaml is validated: every
 * problem, with its line, what is wrong and how to fix it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { validateYamlText, type ValidationResult } from '../load';
import type { LocaleFiles } from '../locales';
import type { ConfigProblem } from '../problems';
import type { SiteConfig } from '../schema';
import {
  checkCatalogFile,
  checkHomeFile,
  checkServicesFile,
  checkVenuesFile,
  type ContentContext,
} from './cross-checks';
import {
  catalogFileSchema,
  homeFileSchema,
  servicesFileSchema,
  venuesFileSchema,
  type ServicesFile,
} from './schema';

export const DATA_DIR = 'data';

interface ContentFile<Content> {
  schema: z.ZodType<Content>;
  check: (content: Content, context: ContentContext) => ConfigProblem[];
}

function contentFile<Content>(file: ContentFile<Content>): ContentFile<Content> {
  return file;
}

/** The content files, in the order they are checked: the others refer to services' ids. */
export const CONTENT_FILES = {
  'services.yaml': contentFile({ schema: servicesFileSchema, check: checkServicesFile }),
  'home.yaml': contentFile({ schema: homeFileSchema, check: checkHomeFile }),
  'venues.yaml': contentFile({ schema: venuesFileSchema, check: checkVenuesFile }),
  'catalog.yaml': contentFile({ schema: catalogFileSchema, check: checkCatalogFile }),
};

export type ContentFileName = keyof typeof CONTENT_FILES;

/** The problems of one content file, labelled as the owner sees it: data/home.yaml. */
export interface ContentFileProblems {
  file: string;
  problems: ConfigProblem[];
}

/** Validates the text of one content file. */
export function validateContentText(
  name: ContentFileName,
  text: string,
  context: ContentContext,
): ValidationResult<unknown> {
  const { schema, check } = CONTENT_FILES[name] as ContentFile<unknown>;
  return validateYamlText(text, schema, (content) => check(content, context));
}

function readContentFile(dataDir: string, name: ContentFileName, context: ContentContext) {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    const problem: ConfigProblem = {
      path: [],
      problem: `The content file ${DATA_DIR}/${name} does not exist.`,
      fix: `Restore ${DATA_DIR}/${name} (e.g. from git).`,
    };
    return { ok: false as const, problems: [problem] };
  }
  return validateContentText(name, fs.readFileSync(file, 'utf8'), context);
}

/**
 * Validates every content file against its schema, site.yaml and the
 * translations. services.yaml goes first: once it is valid, its ids are
 * what the other files' references are checked against.
 */
export function validateContent(
  root: string,
  site: SiteConfig,
  locales: LocaleFiles,
): ContentFileProblems[] {
  const dataDir = path.join(root, DATA_DIR);
  const context: ContentContext = { site, locales, dataDir };
  const found: ContentFileProblems[] = [];
  for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    const result = readContentFile(dataDir, name, context);
    if (!result.ok) found.push({ file: `${DATA_DIR}/${name}`, problems: result.problems });
    else if (name === 'services.yaml') {
      context.services = (result.config as ServicesFile).services;
    }
  }
  return found;
}
