/**
 * The project's own site.yaml and translations, validated together. Used by
 * gatsby-config (which needs a few values before anything else runs) and by
 * gatsby-node.
 */
import path from 'node:path';
import { validateContent } from './content/load';
import { validateSiteConfigFile, type ValidationResult } from './load';
import { readLocaleFiles, type LocaleFiles } from './locales';
import { formatProblems } from './problems';
import type { SiteConfig } from './schema';

export const SITE_CONFIG_FILE = 'site.yaml';
export const LOCALES_DIR = path.join('src', 'locales');

export function readProjectLocales(root = process.cwd()): LocaleFiles {
  return readLocaleFiles(path.join(root, LOCALES_DIR));
}

export function validateProjectConfig(root = process.cwd()): ValidationResult {
  return validateSiteConfigFile(path.join(root, SITE_CONFIG_FILE), {
    locales: readProjectLocales(root),
  });
}

/**
 * Validates and returns the config, or prints every problem and stops the
 * process: a site owner needs the list of fixes, not a stack trace.
 */
export function loadSiteConfigOrExit(root = process.cwd()): SiteConfig {
  const result = validateProjectConfig(root);
  if (result.ok) return result.config;
  process.stderr.write(`\n${formatProblems(SITE_CONFIG_FILE, result.problems)}\n`);
  process.exit(1);
}

/**
 * Checks the content files of data/ against site.yaml and the translations,
 * or prints every problem and stops the process.
 */
export function checkContentOrExit(site: SiteConfig, root = process.cwd()): void {
  const files = validateContent(root, site, readProjectLocales(root));
  if (files.length === 0) return;
  for (const { file, problems } of files) {
    process.stderr.write(`\n${formatProblems(file, problems)}\n`);
  }
  process.exit(1);
}
