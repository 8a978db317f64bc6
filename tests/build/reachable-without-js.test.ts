/**
 * Without JavaScript, closed menus render nothing, so every page must still
 * be reachable through the plain links of the static HTML (footer, logo,
 * venue lists). Starting from each language's home page, follow the links of
 * the built files and check that every page of that language is reached.
 */
import { loadSite, pathIn } from '../support/site';
import { assertBuilt, fileForPath, publicFileExists, readHtml } from './public';

/** Pages a visitor only reaches as the result of an action, never by a link. */
const REACHED_BY_ACTION_ONLY = new Set(['thank-you', 'not-found']);

function internalLinks(file: string): string[] {
  return readHtml(file)
    .querySelectorAll('a[href]')
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/[?#].*$/, ''));
}

function crawl(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const file = fileForPath(current);
    if (!file.endsWith('.html') || !publicFileExists(file)) continue;
    for (const link of internalLinks(file)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return seen;
}

describe('every page is reachable through plain links (no JavaScript)', () => {
  beforeAll(assertBuilt);
  const site = loadSite();

  it.each(site.languages)('in %s, from its home page', (language) => {
    const reached = crawl(pathIn('/', language));
    const unreachable = site.localizedPages
      .filter((page) => page.language === language && !REACHED_BY_ACTION_ONLY.has(page.page.kind))
      .map((page) => page.path)
      .filter((path) => !reached.has(path));
    expect(unreachable).toEqual([]);
  });
});
