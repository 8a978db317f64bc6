/**
 * What the build wrote, against what the host takes. Cloudflare Pages takes
 * at most 20,000 files per site on its free plan and 100,000 on paid plans,
 * and no file over 25 MiB (developers.cloudflare.com/pages/platform/limits);
 * Netlify has no limit on the number of files, but takes at most 54,000 in
 * one folder (docs.netlify.com/site-deploys/overview). Past a limit the
 * upload fails after the build, so the build stops first, saying how many
 * files it wrote and how many venues fit: each venue with its own photo is
 * what makes a site grow.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeployHost, DeployPlan } from '../../src/config/constants';
import { isVenueRoute, venuePagePath } from '../../src/config/pages';
import type { SiteConfig } from '../../src/config/schema';
import { localizedPath } from '../../src/i18n/paths';

export const CLOUDFLARE_MOST_FILES: Record<DeployPlan, number> = { free: 20_000, paid: 100_000 };
export const CLOUDFLARE_MOST_FILE_BYTES = 25 * 1024 * 1024;
export const NETLIFY_MOST_FILES_PER_FOLDER = 54_000;

export interface WrittenFile {
  /** From the published folder, with forward slashes: venues/x/index.html */
  path: string;
  bytes: number;
}

/** Every file under `dir`, as the host would upload it. */
export function writtenFiles(dir: string): WrittenFile[] {
  const files: WrittenFile[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, relative);
      else if (entry.isFile()) files.push({ path: relative, bytes: fs.statSync(full).size });
    }
  };
  walk(dir, '');
  return files;
}

/** A venue's own files: its pages and their page data in every language, and its photo's sizes. */
export interface VenueFiles {
  slug: string;
  files: number;
}

/** Where the venues' pages are: each venue's in every language, and the venue list's. */
export interface VenuePages {
  venues: Array<{ slug: string; pagePaths: string[] }>;
  /** The venue list's address in every language (/venues/, /es/venues/): its pages and the venues' are under it. */
  listPaths: string[];
}

/** Only what the pages' addresses need, so that a build's GraphQL answer will do. */
interface VenuePagesInput {
  routes: ReadonlyArray<Pick<SiteConfig['routes'][number], 'path' | 'kind'>>;
  venues: ReadonlyArray<Pick<SiteConfig['venues'][number], 'slug'>>;
  languages: { default: string; supported: ReadonlyArray<{ code: string }> };
}

export function venuePages(site: VenuePagesInput): VenuePages {
  const inEachLanguage = (page: string) =>
    site.languages.supported.map(({ code }) => localizedPath(page, code, site.languages.default));
  const route = site.routes.find(isVenueRoute);
  const list = site.routes.find((candidate) => candidate.kind === 'venues');
  return {
    venues: route
      ? site.venues.map(({ slug }) => ({
          slug,
          pagePaths: inEachLanguage(venuePagePath(route.path, slug)),
        }))
      : [],
    listPaths: list ? inEachLanguage(list.path) : [],
  };
}

const STATIC_FOLDER = /\/static\/([0-9a-f]{32})\//g;

function foldersNamedIn(dir: string, htmlFiles: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of htmlFiles) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of html.matchAll(STATIC_FOLDER)) folders.add(match[1]!);
  }
  return folders;
}

/**
 * How many files each venue adds: its pages and their page data in every
 * language, and its own photo's sizes: the folders of static/ its pages name
 * that no other venue's page and no page outside the venue list names (a
 * service's picture on its cards, the default picture of venues without
 * their own, grow nothing per venue).
 */
export function filesPerVenue(
  dir: string,
  files: readonly WrittenFile[],
  { venues, listPaths }: VenuePages,
): VenueFiles[] {
  const byPath = new Set(files.map((file) => file.path));
  const pagesOf = (pagePaths: readonly string[]) =>
    pagePaths.flatMap((page) =>
      [`${page.slice(1)}index.html`, `page-data${page}page-data.json`].filter((file) =>
        byPath.has(file),
      ),
    );
  const htmlOf = (pagePaths: readonly string[]) =>
    pagesOf(pagePaths).filter((file) => file.endsWith('.html'));
  const listFolders = listPaths.map((list) => list.slice(1));
  const outsideVenues = files
    .map((file) => file.path)
    .filter((file) => file.endsWith('.html') && !listFolders.some((list) => file.startsWith(list)));
  const shared = foldersNamedIn(dir, outsideVenues);
  const foldersOf = new Map(
    venues.map((venue) => [venue.slug, foldersNamedIn(dir, htmlOf(venue.pagePaths))]),
  );
  const venuesNaming = new Map<string, number>();
  for (const folders of foldersOf.values()) {
    for (const folder of folders) venuesNaming.set(folder, (venuesNaming.get(folder) ?? 0) + 1);
  }
  const filesIn = (folder: string) =>
    files.filter((file) => file.path.startsWith(`static/${folder}/`)).length;
  return venues.map((venue) => {
    const own = [...(foldersOf.get(venue.slug) ?? [])].filter(
      (folder) => venuesNaming.get(folder) === 1 && !shared.has(folder),
    );
    return {
      slug: venue.slug,
      files:
        pagesOf(venue.pagePaths).length + own.reduce((sum, folder) => sum + filesIn(folder), 0),
    };
  });
}

function thousands(count: number): string {
  return count.toLocaleString('en-US');
}

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** How many venues fit under a limit, with the files the rest of the site needs. */
function venuesThatFit(limit: number, total: number, venues: readonly VenueFiles[]): string {
  if (venues.length === 0) return '';
  const perVenue = Math.max(...venues.map((venue) => venue.files));
  if (perVenue === 0) return '';
  const rest = total - venues.reduce((sum, venue) => sum + venue.files, 0);
  const fit = Math.max(0, Math.floor((limit - rest) / perVenue));
  return (
    ` The site has ${thousands(venues.length)} venues; each adds up to ${perVenue} files ` +
    `(its page and page data in each language, and the sizes of its photo), ` +
    `so about ${thousands(fit)} venues fit.`
  );
}

/**
 * What the host will refuse of these files, in words, or null. The plan
 * is Cloudflare's (site.yaml deploy.plan; left out, the free plan's limit).
 * The venues' files are counted only when a limit is passed.
 */
export function hostFileLimitProblem(
  host: DeployHost,
  plan: DeployPlan | undefined,
  files: readonly WrittenFile[],
  venues: () => readonly VenueFiles[],
): string | null {
  if (host === 'cloudflare') {
    const chosen = plan ?? 'free';
    const limit = CLOUDFLARE_MOST_FILES[chosen];
    if (files.length > limit) {
      const upgrade =
        chosen === 'free'
          ? ` move to a paid plan (deploy.plan: paid, and the variable PAGES_WRANGLER_MAJOR_VERSION=4 in the Pages project: ${thousands(CLOUDFLARE_MOST_FILES.paid)} files),`
          : '';
      return (
        `The build wrote ${thousands(files.length)} files, and Cloudflare Pages takes at most ${thousands(limit)} per site on the ${chosen} plan (deploy.plan: ${chosen}).` +
        `${venuesThatFit(limit, files.length, venues())} ` +
        `Remove venues or pictures from site.yaml and data/,${upgrade} or publish on Netlify (deploy.host: netlify), which has no limit on the number of files.`
      );
    }
    const large = files.filter((file) => file.bytes > CLOUDFLARE_MOST_FILE_BYTES);
    if (large.length > 0) {
      const list = large
        .map((file) => `public/${file.path} (${(file.bytes / 1024 / 1024).toFixed(1)} MiB)`)
        .join(', ');
      return `Cloudflare Pages takes no file larger than 25 MiB, and the build wrote ${large.length === 1 ? 'one' : large.length}: ${list}. Make the file it comes from smaller.`;
    }
  }
  if (host === 'netlify') {
    const perFolder = new Map<string, number>();
    for (const file of files) {
      const folder = folderOf(file.path);
      perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    }
    const crowded = [...perFolder].filter(([, count]) => count > NETLIFY_MOST_FILES_PER_FOLDER);
    if (crowded.length > 0) {
      const list = crowded
        .map(([folder, count]) => `public/${folder} (${thousands(count)})`)
        .join(', ');
      return `Netlify takes at most ${thousands(NETLIFY_MOST_FILES_PER_FOLDER)} files in one folder, and the build wrote more in ${list}. Remove venues or pictures from site.yaml and data/.`;
    }
  }
  return null;
}
