/**
 * The project's files as the checks read them (check-project.ts), apart from
 * the checks: the content files' own checks refer to them too.
 */
import type { ContentTexts } from './content/file-names';
import type { LocaleFiles } from './locales';

export const SITE_CONFIG_FILE = 'site.yaml';
export const LOCALES_DIR = 'src/locales';

export interface ProjectFiles {
  /** The text of site.yaml, or undefined when it does not exist. */
  siteYaml: string | undefined;
  /** The texts of data/*.yaml by file name. */
  content: ContentTexts;
  /** The translation files, parsed. */
  locales: LocaleFiles;
  /** Whether a picture exists, by its path from data/ (images/venues/x.jpg). */
  pictureExists: (image: string) => boolean;
}
