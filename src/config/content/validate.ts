/**
 * Validates the content files of data/ the way site.yaml is validated: every
 * problem, with its line, what is wrong and how to fix it. Pure: the build
 * reads the files from disk, the browser editor passes the ones it saves.
 */
import type { z } from 'zod';
import type { LocaleFiles } from '../locales';
import type { ConfigProblem } from '../problems';
import type { SiteConfig } from '../schema';
import {
  validateData,
  validateYamlText,
  type CheckContent,
  type ValidationResult,
} from '../validate';
import {
  checkCatalogFile,
  checkHomeFile,
  checkServicesFile,
  checkVenuesFile,
  type ContentContext,
} from './cross-checks';
import {
  CONTENT_FILE_NAMES,
  DATA_DIR,
  type ContentFileName,
  type ContentTexts,
} from './file-names';
import { checkGalleryFile } from './gallery-checks';
import { checkReviewsFile } from './review-checks';
import {
  catalogFileSchema,
  galleryFileSchema,
  homeFileSchema,
  servicesFileSchema,
  reviewsFileSchema,
  venuesFileSchema,
  type ServicesFile,
} from './schema';

export { CONTENT_FILE_NAMES, DATA_DIR, type ContentFileName, type ContentTexts };

interface ContentFile<Content> {
  schema: z.ZodType<Content>;
  check: (content: Content, context: ContentContext) => ConfigProblem[];
}

function contentFile<Content>(file: ContentFile<Content>): ContentFile<Content> {
  return file;
}

/** The content files' schemas and checks (file-names.ts lists them, in the order they are checked). */
export const CONTENT_FILES = {
  'services.yaml': contentFile({ schema: servicesFileSchema, check: checkServicesFile }),
  'home.yaml': contentFile({ schema: homeFileSchema, check: checkHomeFile }),
  'venues.yaml': contentFile({ schema: venuesFileSchema, check: checkVenuesFile }),
  'catalog.yaml': contentFile({ schema: catalogFileSchema, check: checkCatalogFile }),
  'gallery.yaml': contentFile({ schema: galleryFileSchema, check: checkGalleryFile }),
  'reviews.yaml': contentFile({ schema: reviewsFileSchema, check: checkReviewsFile }),
} satisfies Record<ContentFileName, unknown>;

/** The problems of one content file, labelled as the owner sees it: data/home.yaml. */
export interface ContentFileProblems {
  file: string;
  problems: ConfigProblem[];
}

/**
 * A content file's checks, entry by entry: while some entries of its lists
 * are broken, the others are still checked against site.yaml, the other
 * files and the translations (the broken ones get their own messages), as
 * long as every section is there. Checks that read a list as a whole are
 * told that some of its entries are left out.
 */
function entryChecks<Content>(
  name: ContentFileName,
  context: ContentContext,
): CheckContent<Content> {
  const { schema, check } = CONTENT_FILES[name] as unknown as ContentFile<Content>;
  const sections = Object.keys((schema as unknown as z.ZodObject).shape);
  return (content, wellFormed) => {
    if (wellFormed === 'all') return check(content, context);
    if (!sections.every((section) => wellFormed.has(section))) return [];
    return check(content, { ...context, someEntriesLeftOut: true });
  };
}

/** Validates the text of one content file. */
export function validateContentText(
  name: ContentFileName,
  text: string,
  context: ContentContext,
): ValidationResult<unknown> {
  return validateYamlText(
    text,
    CONTENT_FILES[name].schema as z.ZodType<unknown>,
    entryChecks(name, context),
    {
      wellFormedEntries: true,
    },
  );
}

/** Validates the parsed data of one content file (no line positions). */
export function validateContentData(
  name: ContentFileName,
  data: unknown,
  context: ContentContext,
): ValidationResult<unknown> {
  return validateData(
    data,
    CONTENT_FILES[name].schema as z.ZodType<unknown>,
    entryChecks(name, context),
    {
      wellFormedEntries: true,
    },
  );
}

/**
 * Validates every content file against its schema, site.yaml and the
 * translations. services.yaml goes first: once it is valid, its ids are
 * what the other files' references are checked against.
 */
export function validateContentFiles(
  texts: ContentTexts,
  site: SiteConfig,
  locales: LocaleFiles,
  pictureExists: ContentContext['pictureExists'],
): ContentFileProblems[] {
  const context: ContentContext = { site, locales, pictureExists };
  const found: ContentFileProblems[] = [];
  for (const name of CONTENT_FILE_NAMES) {
    const file = `${DATA_DIR}/${name}`;
    const text = texts[name];
    const result =
      text === undefined
        ? { ok: false as const, problems: [missingFileProblem(file)] }
        : validateContentText(name, text, context);
    if (!result.ok) found.push({ file, problems: result.problems });
    else if (name === 'services.yaml') {
      context.services = (result.config as ServicesFile).services;
    }
  }
  return found;
}

/**
 * The content files' syntax and shape alone, for when site.yaml is broken:
 * their cross-checks need it, but everything else is still worth reporting
 * in the same run.
 */
export function validateContentShapes(texts: ContentTexts): ContentFileProblems[] {
  return CONTENT_FILE_NAMES.flatMap((name) => {
    const file = `${DATA_DIR}/${name}`;
    const text = texts[name];
    if (text === undefined) return [{ file, problems: [missingFileProblem(file)] }];
    const { schema } = CONTENT_FILES[name] as ContentFile<unknown>;
    const result = validateYamlText(text, schema, () => []);
    return result.ok ? [] : [{ file, problems: result.problems }];
  });
}

function missingFileProblem(file: string): ConfigProblem {
  return {
    path: [],
    problem: `The content file ${file} does not exist.`,
    fix: `Restore ${file} (e.g. from git).`,
  };
}
