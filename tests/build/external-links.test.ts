/**
 * Every link that opens a new tab, in every HTML file of public/, carries
 * rel="noopener noreferrer": the opened site gets no handle on our page
 * (window.opener) and no referrer.
 */
import type { HTMLElement } from 'node-html-parser';
import { loadSite } from '../support/site';
import { assertBuilt, listHtmlFiles, readHtml } from './public';

function relTokens(link: HTMLElement): string[] {
  return (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

function newTabLinks(file: string): HTMLElement[] {
  return readHtml(file)
    .querySelectorAll('a[target], area[target], form[target]')
    .filter((element) => (element.getAttribute('target') ?? '').toLowerCase() !== '_self');
}

describe('links that open a new tab', () => {
  beforeAll(assertBuilt);

  it('exist on the pages (the check is not empty)', () => {
    const site = loadSite();
    const files = listHtmlFiles();
    expect(files.length).toBeGreaterThanOrEqual(site.localizedPages.length);
    // The footer links to the outside sites of site.yaml on every page.
    expect(files.flatMap(newTabLinks).length).toBeGreaterThanOrEqual(site.localizedPages.length);
  });

  it('all carry rel="noopener noreferrer"', () => {
    const unsafe = listHtmlFiles().flatMap((file) =>
      newTabLinks(file)
        .filter((link) => {
          const rel = relTokens(link);
          return !rel.includes('noopener') || !rel.includes('noreferrer');
        })
        .map((link) => `${file}: ${link.outerHTML.slice(0, 160)}`),
    );
    expect(unsafe).toEqual([]);
  });

  it('go to secure addresses only', () => {
    const insecure = listHtmlFiles().flatMap((file) =>
      newTabLinks(file)
        .map((link) => link.getAttribute('href') ?? link.getAttribute('action') ?? '')
        .filter((href) => /^http:/i.test(href))
        .map((href) => `${file}: ${href}`),
    );
    expect(insecure).toEqual([]);
  });
});
