/**
 * The whole project's validation, from the files' texts: site.yaml, the
 * content files of data/ and the translations. The build runs it on what it
 * reads from disk (src/config/project.ts); the browser editor on the files as
 * they will be once a save is written, so that nothing the build would refuse
 * is ever saved.
 */
import { CONTENT_FILE_NAMES, DATA_DIR } from './content/file-names';
import {
  validateContentFiles,
  validateContentShapes,
  type ContentFileProblems,
} from './content/validate';
import { LOCALES_DIR, SITE_CONFIG_FILE, type ProjectFiles } from './project-files';
import type { ConfigProblem } from './problems';
import type { SiteConfig } from './schema';
import { validateSiteConfigText } from './validate';

export { LOCALES_DIR, SITE_CONFIG_FILE, type ProjectFiles };

/** The problems of one file, labelled as the owner sees it: site.yaml, data/home.yaml. */
export type FileProblems = ContentFileProblems;

export type ProjectCheck =
  | { ok: true; site: SiteConfig }
  | { ok: false; site: SiteConfig | undefined; files: FileProblems[] };

/** The project's files by the path the owner knows them by: site.yaml, data/venues.yaml. */
export const PROJECT_YAML_FILES = [
  SITE_CONFIG_FILE,
  ...CONTENT_FILE_NAMES.map((name) => `${DATA_DIR}/${name}`),
];

function missingSiteConfig(): ConfigProblem {
  return {
    path: [],
    problem: `The settings file ${SITE_CONFIG_FILE} does not exist.`,
    fix: `Restore ${SITE_CONFIG_FILE} at the top of the project (e.g. from git).`,
  };
}

/**
 * site.yaml alone, against the translations. When only its checks across
 * values fail (an old address to a venue just deleted), `config` is its
 * content all the same: sound enough to check the other files against.
 */
export function checkSiteConfig(
  files: Pick<ProjectFiles, 'siteYaml' | 'locales'>,
): { ok: true; site: SiteConfig } | { ok: false; problems: ConfigProblem[]; config?: SiteConfig } {
  if (files.siteYaml === undefined) return { ok: false, problems: [missingSiteConfig()] };
  const result = validateSiteConfigText(files.siteYaml, { locales: files.locales });
  return result.ok ? { ok: true, site: result.config } : result;
}

/**
 * Every file, every problem, at once. The content files are checked against
 * site.yaml once its shape is sound (a venue deleted there while an old
 * address, a photo and a review still name it: all three are told); until
 * then, only their own syntax and shape.
 */
export function checkProject(files: ProjectFiles): ProjectCheck {
  const site = checkSiteConfig(files);
  if (!site.ok) {
    const content = site.config
      ? validateContentFiles(files.content, site.config, files.locales, files.pictureExists)
      : validateContentShapes(files.content);
    return {
      ok: false,
      site: undefined,
      files: [{ file: SITE_CONFIG_FILE, problems: site.problems }, ...content],
    };
  }
  const content = validateContentFiles(
    files.content,
    site.site,
    files.locales,
    files.pictureExists,
  );
  return content.length === 0
    ? { ok: true, site: site.site }
    : { ok: false, site: site.site, files: content };
}
