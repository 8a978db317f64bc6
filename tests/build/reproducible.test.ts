/**
 * The built site comes out the same from the same sources, wherever and
 * whenever it is built (docs/architecture.md, "Reproducible builds"):
 *   - lists whose order means nothing are in one order: each page's
 *     translation files (namespace, then language), its static queries;
 *   - nothing visitors download holds the folder it was built in: the page
 *     contexts' translation-file ids come from each file's place in
 *     src/locales, not from its absolute path, and no file of public/ names
 *     the checkout's path.
 */
import fs from 'node:fs';
import path from 'node:path';
// Gatsby's own id maker (what a plugin's createNodeId calls), to say which
// file each id of a page context stands for.
import { createNodeId } from 'gatsby/dist/utils/create-node-id';
import { LOCALES_DIR } from '../../src/config/project-files';
import { ROOT_DIR } from '../support/site';
import { assertBuilt, PUBLIC_DIR } from './public';

interface LocaleFile {
  ns: string;
  language: string;
}

interface PageData {
  result: {
    data: { locales?: { edges: Array<{ node: LocaleFile }> } };
    pageContext: { localeIds?: string[] };
  };
  staticQueryHashes: string[];
}

/** Every file under `dir`, relative. */
function filesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesIn(dir, relative) : [relative];
  });
}

const TEXT_FILE = /\.(?:html|json|js|css|txt|xml|svg|webmanifest|map)$|^_(?:headers|redirects)$/;

beforeAll(assertBuilt);

const pageDataFiles = () =>
  filesIn(path.join(PUBLIC_DIR, 'page-data')).filter((file) => file.endsWith('page-data.json'));
const pageData = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', file), 'utf8')) as PageData;

/** The id the build gives the Locale node of src/locales/<language>/<namespace>.json. */
const localeId = (language: string, ns: string) =>
  createNodeId(`${LOCALES_DIR}/${language}/${ns}.json >>> Locale`, 'default-site-plugin');

describe('the page data', () => {
  it('is there to check', () => {
    expect(pageDataFiles().length).toBeGreaterThan(10);
  });

  it('lists each page’s translation files by namespace, then language', () => {
    const order = (a: LocaleFile, b: LocaleFile) =>
      a.ns < b.ns
        ? -1
        : a.ns > b.ns
          ? 1
          : a.language < b.language
            ? -1
            : a.language > b.language
              ? 1
              : 0;
    const unsorted = pageDataFiles().flatMap((file) => {
      const files = (pageData(file).result.data.locales?.edges ?? []).map(({ node }) => node);
      const sorted = [...files].sort(order);
      const named = (list: LocaleFile[]) =>
        list.map((node) => `${node.ns}/${node.language}`).join(', ');
      return named(files) === named(sorted) ? [] : [`${file}: ${named(files)}`];
    });
    expect(unsorted).toEqual([]);
  });

  it('names its static queries in one order', () => {
    const unsorted = pageDataFiles().filter((file) => {
      const hashes = pageData(file).staticQueryHashes;
      return hashes.join() !== [...hashes].sort().join();
    });
    expect(unsorted).toEqual([]);
  });

  it('names each translation file by its place in src/locales, not by the folder built in', () => {
    const known = new Map<string, string>();
    for (const language of fs.readdirSync(path.join(ROOT_DIR, LOCALES_DIR))) {
      const folder = path.join(ROOT_DIR, LOCALES_DIR, language);
      if (!fs.statSync(folder).isDirectory()) continue;
      for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const ns = file.replace(/\.json$/, '');
        known.set(localeId(language, ns), `${language}/${ns}`);
      }
    }
    const strangers = pageDataFiles().flatMap((file) =>
      (pageData(file).result.pageContext.localeIds ?? [])
        .filter((id) => !known.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(strangers).toEqual([]);
    // And each page's ids are its translation files', in the same order.
    for (const file of pageDataFiles()) {
      const { result } = pageData(file);
      const ids = (result.pageContext.localeIds ?? []).map((id) => known.get(id));
      const files = (result.data.locales?.edges ?? []).map(
        ({ node }) => `${node.language}/${node.ns}`,
      );
      expect({ file, ids: [...ids].sort() }).toEqual({ file, ids: [...files].sort() });
    }
  });
});

describe('public/', () => {
  it('names nowhere the folder the site was built in', () => {
    const naming = filesIn(PUBLIC_DIR)
      .filter((file) => TEXT_FILE.test(path.basename(file)))
      .filter((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').includes(ROOT_DIR));
    expect(naming).toEqual([]);
  });
});
