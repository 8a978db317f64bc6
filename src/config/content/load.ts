/**
 * Validates the content files of data/ the way site.yaml is validated: every
 * problem, with its line, what is wrong and how to fix it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { validateYamlText } from '../load';
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
import { catalogFileSchema, homeFileSchema, servicesFileSchema, venuesFileSchema } from './schema';

export const DATA_DIR = 'data';

/** The problems of one content file, labelled as the owner sees it: data/home.yaml. */
export interface ContentFileProblems {
  file: string;
  problems: ConfigProblem[];
}

function validateFile<Content>(
  dataDir: string,
  name: string,
  schema: z.ZodType<Content>,
  check: (content: Content) => ConfigProblem[],
): { content?: Content; problems: ConfigProblem[] } {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    return {
      problems: [
        {
          path: [],
          problem: `The content file ${DATA_DIR}/${name} does not exist.`,
          fix: `Restore ${DATA_DIR}/${name} (e.g. from git).`,
        },
      ],
    };
  }
  const result = validateYamlText(fs.readFileSync(file, 'utf8'), schema, check);
  return result.ok ? { content: result.config, problems: [] } : { problems: result.problems };
}

/**
 * Validates every content file against its schema, site.yaml and the
 * translations. services.yaml goes first: the others refer to its ids.
 */
export function validateContent(
  root: string,
  site: SiteConfig,
  locales: LocaleFiles,
): ContentFileProblems[] {
  const dataDir = path.join(root, DATA_DIR);
  const base: ContentContext = { site, locales, dataDir };
  const services = validateFile(dataDir, 'services.yaml', servicesFileSchema, (file) =>
    checkServicesFile(file, base),
  );
  const context: ContentContext = {
    ...base,
    ...(services.content ? { services: services.content.services } : {}),
  };
  const results: Array<[string, ConfigProblem[]]> = [
    ['services.yaml', services.problems],
    [
      'home.yaml',
      validateFile(dataDir, 'home.yaml', homeFileSchema, (file) => checkHomeFile(file, context))
        .problems,
    ],
    [
      'venues.yaml',
      validateFile(dataDir, 'venues.yaml', venuesFileSchema, (file) =>
        checkVenuesFile(file, context),
      ).problems,
    ],
    [
      'catalog.yaml',
      validateFile(dataDir, 'catalog.yaml', catalogFileSchema, (file) =>
        checkCatalogFile(file, context),
      ).problems,
    ],
  ];
  return results
    .filter(([, problems]) => problems.length > 0)
    .map(([name, problems]) => ({ file: `${DATA_DIR}/${name}`, problems }));
}
