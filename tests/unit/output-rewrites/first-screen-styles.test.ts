/**
 * @jest-environment node
 *
 * On the page kinds that link their stylesheets (venue pages), the head
 * inlines the rules of what is parsed before the template's marker and the
 * links move into the marker, after it: the first paint waits for no
 * request. The fonts are declared in the head only: the linked files lose
 * their @font-face rules. Pages that inline their styles are left alone.
 * Run on a page shaped as linked-stylesheets.ts and the venue template
 * write it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import {
  FIRST_SCREEN_END_ELEMENT,
  firstScreenOf,
  fontFacesOf,
  headStylesheetsOf,
  inlineFirstScreenStylesOfSite,
  withFirstScreenStyles,
  withoutFontFaces,
} from '../../../gatsby/output-rewrites/first-screen-styles';
import { gatsbyPage } from './samples';

const FILE = 'venues/a-venue/index.html';
const LINKS =
  '<link rel="stylesheet" href="/app.0123456789abcdef0123.css"/>' +
  '<link rel="stylesheet" href="/component---src-templates-venue-page-tsx.0123456789abcdef0123.css"/>';

function linkingPage(title = 'A venue'): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${LINKS}<title>${title}</title></head>` +
    '<body><div id="___gatsby"><header class="bar"><a class="logo" href="/">Logo</a></header>' +
    `<main class="main">${FIRST_SCREEN_END_ELEMENT}<h1 class="heading">${title}</h1></main>` +
    '</div></body></html>'
  );
}

it('reads the stylesheets a page’s head links, and none on a page that inlines them', () => {
  expect(headStylesheetsOf(linkingPage())).toEqual([
    '/app.0123456789abcdef0123.css',
    '/component---src-templates-venue-page-tsx.0123456789abcdef0123.css',
  ]);
  expect(headStylesheetsOf(gatsbyPage())).toEqual([]);
});

it('takes the document as parsed up to the marker: nothing after it', () => {
  const screen = firstScreenOf(linkingPage());
  expect(screen.querySelector('.logo')).not.toBeNull();
  expect(screen.querySelector('main')).not.toBeNull();
  expect(screen.querySelector('.heading')).toBeNull();
});

it('inlines the rules in the head and links the stylesheets after the marker, at low priority', () => {
  const page = withFirstScreenStyles(linkingPage(), FILE, '.bar{color:red}');
  const [head = '', body = ''] = page.split('</head>');
  expect(head).toContain('<style>.bar{color:red}</style>');
  expect(head).not.toContain('<link rel="stylesheet"');
  const document = parse(page);
  const links = document.querySelectorAll('main [data-stylesheets-after-first-screen] link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(headStylesheetsOf(linkingPage()));
  expect(links.map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
  expect(body).toContain('<div hidden data-stylesheets-after-first-screen=""><link');
  // Before the heading: what follows the links is parsed once they have arrived.
  expect(body.indexOf('fetchpriority')).toBeLessThan(body.indexOf('<h1'));
});

it('leaves a page that inlines its styles as it is', () => {
  const page = gatsbyPage();
  expect(withFirstScreenStyles(page, 'es/music/index.html', '.x{}')).toBe(page);
});

it('fails, naming the rewrite and the file, on linked stylesheets without the marker', () => {
  const page = linkingPage().replace(FIRST_SCREEN_END_ELEMENT, '');
  expect(() => withFirstScreenStyles(page, FILE, '.x{}')).toThrow(
    new RegExp(`Output rewrite "first-screen-styles" no longer matches .* ${FILE}`),
  );
});

const FONT_FACE =
  '@font-face{font-display:optional;font-family:Brand;src:url(/static/brand.woff2)}';

it('takes a stylesheet’s @font-face rules out, and nothing else', () => {
  const css = `${FONT_FACE}.bar{color:red}@media (min-width:40rem){.bar{color:blue}}`;
  expect(fontFacesOf(css)).toEqual([FONT_FACE]);
  expect(withoutFontFaces(css)).toBe('.bar{color:red}@media (min-width:40rem){.bar{color:blue}}');
  expect(withoutFontFaces('.bar{color:red}')).toBe('.bar{color:red}');
});

it('rewrites every linking page of a built site with the same rules, taken from the files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    const app = 'app.0123456789abcdef0123.css';
    write(app, `${FONT_FACE}.bar{color:red}.footer{color:blue}`);
    write(
      'component---src-templates-venue-page-tsx.0123456789abcdef0123.css',
      '.main{padding:1rem}.heading{font-size:2rem}',
    );
    write(FILE, linkingPage());
    write('es/venues/a-venue/index.html', linkingPage('Un salón'));
    write('es/music/index.html', gatsbyPage());
    const result = inlineFirstScreenStylesOfSite(dir);
    expect(result.pages).toBe(2);
    for (const file of [FILE, 'es/venues/a-venue/index.html']) {
      const head = fs.readFileSync(path.join(dir, file), 'utf8').split('</head>')[0];
      expect(head).toContain(`<style>${FONT_FACE}.bar{color:red}\n.main{padding:1rem}</style>`);
    }
    // Declared in the heads, the font is not declared again when the file arrives.
    expect(fs.readFileSync(path.join(dir, app), 'utf8')).toBe('.bar{color:red}.footer{color:blue}');
    expect(fs.readFileSync(path.join(dir, 'es/music/index.html'), 'utf8')).toBe(gatsbyPage());

    // A later build in the same folder writes the file whole again, and may
    // leave the pages it did not render as rewritten: found where the links went.
    write(app, `${FONT_FACE}.bar{color:red}.footer{color:blue}`);
    expect(inlineFirstScreenStylesOfSite(dir).pages).toBe(0);
    expect(fs.readFileSync(path.join(dir, app), 'utf8')).toBe('.bar{color:red}.footer{color:blue}');

    // A page linking the file without the faces in its head keeps them in the file, and says so.
    write(app, `${FONT_FACE}.bar{color:red}.footer{color:blue}`);
    const rewritten = fs.readFileSync(path.join(dir, FILE), 'utf8');
    write(FILE, rewritten.replace(FONT_FACE, ''));
    expect(() => inlineFirstScreenStylesOfSite(dir)).toThrow(
      new RegExp(`Output rewrite "first-screen-styles" no longer matches .* ${FILE}`),
    );
    expect(fs.readFileSync(path.join(dir, app), 'utf8')).toContain(FONT_FACE);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
