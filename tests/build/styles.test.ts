/**
 * Each built page gets the global stylesheet, the shared one (when some
 * component CSS is shared by several page kinds) and its own page kind's,
 * in that order (the cascade a client-side move gives),
 * and nothing of other page kinds: the home page carries no contact-form
 * or gobo-designer rules. They are inlined, except on the page kinds that
 * link the same files (KINDS_WITH_LINKED_STYLESHEETS).
 */
import fs from 'node:fs';
import {
  KINDS_WITH_LINKED_STYLESHEETS,
  templateChunkName as chunkOf,
} from '../../gatsby/output-rewrites/linked-stylesheets';
import { TEMPLATE_BY_KIND } from '../../src/config/templates';
import { pagesIn } from '../support/site';
import { assertBuilt, fileForPath, PUBLIC_DIR, readPublic, stylesheetChunksOf } from './public';

const INLINE_STYLE = /<style data-href="\/([^"]+)"/g;
const LINKED_STYLE = /<link rel="stylesheet" href="\/([^"]+)"/g;

function inlineStylesheets(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
}

function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(LINKED_STYLE)].map((match) => match[1] ?? '');
}

/** A page's stylesheets, inlined or linked. */
function stylesheetsOf(html: string): string[] {
  return [...inlineStylesheets(html), ...linkedStylesheets(html)];
}

describe('stylesheets', () => {
  beforeAll(assertBuilt);

  it.each(pagesIn('en').map((page) => [page.path, page.page.kind] as const))(
    '%s (%s): global, shared, then its own page kind only',
    (pagePath, kind) => {
      const html = readPublic(fileForPath(pagePath));
      const linked = KINDS_WITH_LINKED_STYLESHEETS.includes(kind);
      const sheets = linked ? linkedStylesheets(html) : inlineStylesheets(html);
      const chunks = sheets.map((sheet) => sheet.split('.')[0]);
      expect(chunks).toEqual(stylesheetChunksOf(kind));
      // One way or the other, never both, and every linked file is there.
      expect(linked ? inlineStylesheets(html) : linkedStylesheets(html)).toEqual([]);
      for (const sheet of sheets) expect(fs.existsSync(`${PUBLIC_DIR}/${sheet}`)).toBe(true);
    },
  );

  it("names CSS module classes with a short hash, not Gatsby's long readable names", () => {
    const home = readPublic(fileForPath(pagesIn('en')[0]?.path ?? '/'));
    const names = classAttributesIn(home).filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /-module--/.test(name))).toEqual([]);
  });

  it('keeps the contact form and the gobo designer out of the home page', () => {
    const home = readPublic(
      fileForPath(pagesIn('en').find((page) => page.page.kind === 'home')?.path ?? '/'),
    );
    const homeSheets = stylesheetsOf(home).map(readPublic);
    const definedForHome = new Set(homeSheets.flatMap(classesDefinedIn));
    const usedByHome = new Set([
      ...classesDefinedIn(inlineStyleText(home)),
      ...classAttributesIn(home),
    ]);
    for (const kind of ['contact', 'gobo-designer'] as const) {
      const ownClasses = classesDefinedIn(readPublic(stylesheetOf(chunkOf(TEMPLATE_BY_KIND[kind]))))
        // Rules a page kind shares with the home page (a button, a heading) may appear.
        .filter((name) => !definedForHome.has(name));
      expect(ownClasses.length).toBeGreaterThan(0);
      expect(ownClasses.filter((name) => usedByHome.has(name))).toEqual([]);
    }
  });
});

/** The class names a stylesheet (or a page's inline styles) defines rules for. */
function classesDefinedIn(css: string): string[] {
  return [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

function inlineStyleText(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/** The class names a page's elements carry. */
function classAttributesIn(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
}

/** The built stylesheet of a chunk: component---src-templates-contact-page-tsx.<hash>.css. */
function stylesheetOf(chunk: string): string {
  const file = fs
    .readdirSync(PUBLIC_DIR)
    .find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.css'));
  if (!file) throw new Error(`No stylesheet for ${chunk} in public/`);
  return file;
}
