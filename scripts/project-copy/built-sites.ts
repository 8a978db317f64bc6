/**
 * Sites built from copies of the project for the tests: the site padded to a
 * thousand venues, the site with each analytics service on. Each is built
 * once for the sources it comes from and kept, so that every step that
 * needs it (the scale budgets and the venue field's end-to-end test, say)
 * shares one build, and a second run on the same sources builds nothing.
 *
 * A recipe names its builds; they are made one after the other in one copy
 * of the project, each keeping the cache of the one before (only what
 * differs is built again), and the pictures come from the project's own
 * build (./build-copy.ts). The sites are kept in TEST_SITES_DIR, by default
 * test-sites/ in the system's temporary folder, under a fingerprint of
 * everything they were built from; older ones are deleted.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCopy } from './build-copy';
import { copyProject, filesOfScope, PROJECT_ROOT } from './project-copy';

export interface SiteRecipe<Name extends string = string> {
  /** Names the recipe's folder: "many-venues". */
  name: string;
  /** Project files, besides what a build reads, that decide the sites: the code preparing them. */
  preparedBy: readonly string[];
  /** The builds, in order: each changes the copy, which is then built. */
  builds: ReadonlyArray<{ name: Name; prepare: (root: string) => void }>;
}

const sitesRoot = () => process.env.TEST_SITES_DIR ?? path.join(os.tmpdir(), 'test-sites');

/**
 * A fingerprint of everything the recipe's sites are built from: the same
 * sources give the same sites. package.json counts through the lock file,
 * which holds its dependencies: a new script in it changes no site.
 */
function fingerprintOf(recipe: SiteRecipe): string {
  const hash = createHash('sha256');
  const sources = filesOfScope('build').filter((file) => file !== 'package.json');
  const files = [...sources, ...recipe.preparedBy, 'package-lock.json'];
  for (const file of [...new Set(files)].sort()) {
    hash.update(file).update(fs.readFileSync(path.join(PROJECT_ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A site built from a copy of the project. */
export interface BuiltSite {
  /** Its public/ folder. */
  publicDir: string;
  /** The site.yaml it was built from. */
  siteYaml: string;
}

function builtSiteIn(target: string, name: string): BuiltSite {
  return {
    publicDir: path.join(target, name, 'public'),
    siteYaml: path.join(target, name, 'site.yaml'),
  };
}

async function buildAll(recipe: SiteRecipe, target: string): Promise<void> {
  const copy = copyProject({ scope: 'build', prefix: `${recipe.name}-project` });
  try {
    let first = true;
    for (const build of recipe.builds) {
      build.prepare(copy.root);
      await buildCopy(copy.root, {
        logFile: path.join(target, `${build.name}-build.log`),
        keepCache: !first,
      });
      first = false;
      const site = builtSiteIn(target, build.name);
      fs.cpSync(path.join(copy.root, 'public'), site.publicDir, { recursive: true });
      fs.copyFileSync(path.join(copy.root, 'site.yaml'), site.siteYaml);
    }
  } finally {
    copy.remove();
  }
}

/** Each build of the recipe, built now unless built earlier from the same sources. */
export async function builtSites<Name extends string>(
  recipe: SiteRecipe<Name>,
): Promise<Record<Name, BuiltSite>> {
  const folder = path.join(sitesRoot(), recipe.name);
  const target = path.join(folder, fingerprintOf(recipe));
  const complete = path.join(target, 'complete');
  if (!fs.existsSync(complete)) {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    await buildAll(recipe, target);
    fs.writeFileSync(complete, new Date().toISOString());
  }
  return Object.fromEntries(
    recipe.builds.map(({ name }) => [name, builtSiteIn(target, name)]),
  ) as Record<Name, BuiltSite>;
}
