/**
 * The project's own site.yaml, content files and translations, validated
 * together. Used by gatsby-config (which needs a few values before anything
 * else runs) and by gatsby-node.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { deployHostProblem } from './build-environment';
import { checkSiteConfig, LOCALES_DIR, SITE_CONFIG_FILE } from './check-project';
import { validateContentFiles, validateContentShapes } from './content/validate';
import { formatCoverage, translationCoverage, type LocaleFiles } from './locales';
import { formatProblems } from './problems';
import { readLocaleFiles, readProjectFiles, readTranslationFiles } from './read-files';
import type { ProjectFiles } from './check-project';
import type { SiteConfig } from './schema';
import type { ValidationResult } from './validate';

export { LOCALES_DIR, SITE_CONFIG_FILE };

/**
 * Validation results kept for the life of the process. gatsby-config and
 * gatsby-node are bundled separately, each with its own copy of this module,
 * so the results live on globalThis: the build reads and checks the project
 * once, however many of its hooks ask.
 */
const VALIDATED = Symbol.for('event-site/validated-project');

type ValidatedResults = Map<string, unknown>;

function validatedResults(): ValidatedResults {
  const holder = globalThis as { [VALIDATED]?: ValidatedResults };
  holder[VALIDATED] ??= new Map();
  return holder[VALIDATED];
}

/** What a check read: the same texts give the same answer, edited ones a new check. */
function fingerprintOf(files: Pick<ProjectFiles, 'siteYaml' | 'content' | 'locales'>): string {
  return createHash('sha256')
    .update(JSON.stringify([files.siteYaml ?? null, files.content, files.locales]))
    .digest('hex');
}

/** A check's result, computed the first time these files are asked about in this process. */
function validatedOnce<Result>(
  check: string,
  root: string,
  files: Pick<ProjectFiles, 'siteYaml' | 'content' | 'locales'>,
  run: () => Result,
): Result {
  const key = `${check}|${path.resolve(root)}|${fingerprintOf(files)}`;
  const results = validatedResults();
  if (!results.has(key)) results.set(key, run());
  return results.get(key) as Result;
}

export function readProjectLocales(root = process.cwd()): LocaleFiles {
  return readLocaleFiles(path.join(root, LOCALES_DIR));
}

export function validateProjectConfig(root = process.cwd()): ValidationResult {
  const result = checkSiteConfig(readProjectFiles(root));
  return result.ok ? { ok: true, config: result.site } : result;
}

/**
 * Prints every problem of every translation file that cannot be read and
 * stops the process. Runs before anything else is checked: with a file left
 * out, each of its keys would also be reported missing.
 */
export function checkTranslationFilesOrExit(root = process.cwd()): void {
  const { broken } = readTranslationFiles(path.join(root, LOCALES_DIR), LOCALES_DIR);
  if (broken.length === 0) return;
  for (const { file, problems } of broken) {
    process.stderr.write(`\n${formatProblems(file, problems)}\n`);
  }
  process.exit(1);
}

/**
 * Validates and returns the config, or prints every problem and stops the
 * process: a site owner needs the list of fixes, not a stack trace.
 */
export function loadSiteConfigOrExit(root = process.cwd()): SiteConfig {
  checkTranslationFilesOrExit(root);
  const files = readProjectFiles(root);
  const site = validatedOnce('site.yaml', root, files, () => checkSiteConfig(files));
  if (site.ok) return site.site;
  // The content files' own slips come in the same report (their checks
  // against site.yaml wait until it is valid).
  const report = [
    { file: SITE_CONFIG_FILE, problems: site.problems },
    ...validateContentShapes(files.content),
  ];
  for (const { file, problems } of report) {
    process.stderr.write(`\n${formatProblems(file, problems)}\n`);
  }
  process.exit(1);
}

/**
 * Checks the content files of data/ against site.yaml and the translations,
 * or prints every problem and stops the process.
 */
export function checkContentOrExit(site: SiteConfig, root = process.cwd()): void {
  const project = readProjectFiles(root);
  const files = validatedOnce('data', root, project, () =>
    validateContentFiles(project.content, site, project.locales, project.pictureExists),
  );
  if (files.length === 0) return;
  for (const { file, problems } of files) {
    process.stderr.write(`\n${formatProblems(file, problems)}\n`);
  }
  process.exit(1);
}

/**
 * Stops a build that runs on one host's build servers while site.yaml names
 * another (build-environment.ts says why).
 */
export function checkBuildHostOrExit(site: SiteConfig, environment = process.env): void {
  const problem = deployHostProblem(site.deploy.host, environment);
  if (problem === null) return;
  process.stderr.write(`\n${formatProblems(SITE_CONFIG_FILE, [problem])}\n`);
  process.exit(1);
}

/**
 * Everything that stops a build before it makes anything, in the build's
 * order: the translation files, site.yaml, the content files of data/ and the
 * host the build runs on. Prints every problem and stops the process, or
 * returns the valid config. `npm run check` runs just this.
 */
export function checkProjectOrExit(root = process.cwd(), environment = process.env): SiteConfig {
  const site = loadSiteConfigOrExit(root);
  checkContentOrExit(site, root);
  checkBuildHostOrExit(site, environment);
  return site;
}

/** One line per language on how complete its translations are, naming the missing keys. */
export function translationCoverageLines(site: SiteConfig, root = process.cwd()): string[] {
  return formatCoverage(
    translationCoverage(
      readProjectLocales(root),
      site.languages.default,
      site.languages.supported.map((language) => language.code),
    ),
  );
}
