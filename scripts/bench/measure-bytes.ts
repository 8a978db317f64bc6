/**
 * What a first visit to one page of a built Gatsby site downloads, read from
 * the files of its public/ folder (no browser, no timing: the same answer
 * on every machine). Shared by the byte-budget test (tests/build) and the
 * benchmark (npm run bench), for our site and for the bare Gatsby baseline.
 *
 * First-load JavaScript is what Gatsby loads before the page is
 * interactive: the <script src> of the HTML (webpack runtime, React,
 * Gatsby's app) plus the page component's chunk group from
 * webpack.stats.json (the chunks shared by every template and the page's
 * own). Chunks loaded later on demand (dynamic import()) are not in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scriptSourcesOfHtml } from '../../gatsby/output-rewrites/scripts-after-first-paint';
import { SOURCE_MAPS_DIR } from '../../gatsby/site-files/source-maps';

/** A size in bytes as stored, and as sent by a host that compresses at the highest level. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const NO_BYTES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export function sizesOf(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

/** Sizes of the files of one public/ folder, each compressed once (pages share most files). */
export class BuiltSite {
  readonly dir: string;
  private readonly sizes = new Map<string, Sizes>();
  private stats: WebpackStats | undefined;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  exists(relativeFile: string): boolean {
    return fs.statSync(this.file(relativeFile), { throwIfNoEntry: false })?.isFile() === true;
  }

  read(relativeFile: string): string {
    return fs.readFileSync(this.file(relativeFile), 'utf8');
  }

  sizeOf(relativeFile: string): Sizes {
    let known = this.sizes.get(relativeFile);
    if (!known) {
      known = sizesOf(fs.readFileSync(this.file(relativeFile)));
      this.sizes.set(relativeFile, known);
    }
    return known;
  }

  /**
   * A script's source map, as text: next to the script, or where our build
   * keeps them, out of the deploy (.cache/source-maps/ beside public/, see
   * gatsby/site-files/source-maps.ts).
   */
  sourceMapText(scriptFile: string): string | undefined {
    const name = `${scriptFile.replace(/^\/+/, '')}.map`;
    if (this.exists(name)) return this.read(name);
    const kept = path.join(this.dir, '..', SOURCE_MAPS_DIR, name);
    return fs.existsSync(kept) ? fs.readFileSync(kept, 'utf8') : undefined;
  }

  /** The chunk groups webpack wrote for Gatsby (page components and the app entry). */
  webpackStats(): WebpackStats {
    this.stats ??= JSON.parse(this.read('webpack.stats.json')) as WebpackStats;
    return this.stats;
  }

  private file(relativeFile: string): string {
    const absolute = path.resolve(this.dir, relativeFile.replace(/^\/+/, ''));
    if (!absolute.startsWith(this.dir + path.sep)) {
      throw new Error(`${relativeFile} is outside ${this.dir}`);
    }
    return absolute;
  }
}

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>;
}

interface PageData {
  componentChunkName: string;
  staticQueryHashes?: string[];
}

/** public/music/index.html for /music/, public/404.html for /404.html. */
export function htmlFileFor(urlPath: string): string {
  const relative = urlPath.replace(/^\/+/, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/** Where Gatsby writes a page's data: page-data/index/… for /, page-data/music/… for /music/. */
export function pageDataFileFor(urlPath: string): string {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return `page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/**
 * The same-site scripts an HTML page loads by itself, in document order:
 * its <script src> and the ones its after-first-paint loader asks for.
 */
export function scriptsInHtml(html: string): string[] {
  return scriptSourcesOfHtml(html)
    .filter((src) => src.startsWith('/') && !src.startsWith('//'))
    .map((src) => src.replace(/^\/+/, ''));
}

export interface FileBytes {
  file: string;
  sizes: Sizes;
}

export interface PageBytes {
  path: string;
  /** Gatsby's name for the page's template chunk, e.g. component---src-templates-home-page-tsx. */
  componentChunkName: string;
  /** Every script of the first load, in load order. */
  scripts: FileBytes[];
  firstLoadJs: Sizes;
  html: Sizes;
  /** page-data.json: the page's query results (its translations included). */
  pageData: Sizes;
  /** The static-query results the page fetches with it (site settings, build year…). */
  staticQueries: Sizes;
}

function totalOf(files: readonly FileBytes[]): Sizes {
  return files.reduce((sum, file) => addSizes(sum, file.sizes), NO_BYTES);
}

/** The first-load JavaScript files of a page, relative to public/. */
export function firstLoadScripts(site: BuiltSite, urlPath: string): string[] {
  const pageData = JSON.parse(site.read(pageDataFileFor(urlPath))) as PageData;
  const group = site.webpackStats().namedChunkGroups[pageData.componentChunkName];
  if (!group) {
    throw new Error(`webpack.stats.json has no chunk group ${pageData.componentChunkName}`);
  }
  const fromChunkGroup = group.assets
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'));
  return [...new Set([...scriptsInHtml(site.read(htmlFileFor(urlPath))), ...fromChunkGroup])];
}

export function measurePage(site: BuiltSite, urlPath: string): PageBytes {
  const pageDataFile = pageDataFileFor(urlPath);
  const pageData = JSON.parse(site.read(pageDataFile)) as PageData;
  const scripts = firstLoadScripts(site, urlPath).map((file) => ({
    file,
    sizes: site.sizeOf(file),
  }));
  const staticQueries = (pageData.staticQueryHashes ?? []).map((hash) => ({
    file: `page-data/sq/d/${hash}.json`,
    sizes: site.sizeOf(`page-data/sq/d/${hash}.json`),
  }));
  return {
    path: urlPath,
    componentChunkName: pageData.componentChunkName,
    scripts,
    firstLoadJs: totalOf(scripts),
    html: site.sizeOf(htmlFileFor(urlPath)),
    pageData: site.sizeOf(pageDataFile),
    staticQueries: totalOf(staticQueries),
  };
}

/**
 * The modules a script was built from, as written in its source map:
 * node_modules/i18next/dist/cjs/i18next.js, src/components/Header/Header.tsx…
 */
export function sourcesOf(site: BuiltSite, scriptFile: string): string[] {
  const text = site.sourceMapText(scriptFile);
  if (text === undefined) return [];
  const map = JSON.parse(text) as { sources?: string[] };
  return (map.sources ?? []).map((source) =>
    source
      .replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '')
      // A checkout whose node_modules links to another one's (a git worktree)
      // names packages by the path they really have: ../main/node_modules/…
      .replace(/^(?:\.\.\/)+(?:[^/]+\/)*?(?=node_modules\/)/, ''),
  );
}
