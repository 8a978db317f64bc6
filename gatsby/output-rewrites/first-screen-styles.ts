/**
 * The page kinds that link their stylesheets (linked-stylesheets.ts: venue
 * pages, three per venue; the home, contact and catalog pages) would pay a
 * round trip before their first paint: the head's <link>s hold back all
 * rendering. After the build, this inlines in the head only the rules of what
 * comes before the element the template marks (StylesheetsAfterFirstScreen),
 * the same text on every page of the kind, and moves the <link>s into that
 * element.
 *
 * There Chrome paints what came before and holds the parser (not the
 * rendering) until the stylesheets arrive, so nothing after them shows
 * unstyled and nothing shifts; other browsers do the same or block
 * rendering as before. `fetchpriority="low"` says they are not needed for
 * the first paint: Chrome asks for them at high priority rather than its
 * highest, and Lighthouse (which counts any request of the highest
 * priority that ended before the first paint as render-blocking) sees them
 * as they are.
 *
 * Venue pages mark the start of <main>: their first paint is the skip link
 * and the header bar, and the opening follows with the stylesheets. Their
 * opening's rules too (8.4 KB where the header's are 5.4 KB, in each of
 * three pages per venue) would outgrow the scale budget (150 KB per added
 * venue; docs/performance.md, "What first paint waits for").
 *
 * The home page marks the end of its hero: its first paint is the header
 * and the whole hero (heading, buttons, picture), and the blocks below
 * follow with the stylesheets.
 *
 * The contact page and the catalog mark the end of their introduction: the
 * first paint is the header, the heading and the reply promise (the
 * contact facts) or the catalog's lead; the forms, and the items, follow
 * with the stylesheets, a round trip later. Their rules inlined, these
 * pages' HTML missed the first round trip, and their first frame laid out
 * both forms, or every item, before anything showed.
 *
 * The fonts are declared once, in the head: the linked files lose their
 * @font-face rules, which the inlined rules keep. Declared a second time
 * when a stylesheet arrives, a face finds its file in the cache by then,
 * and Chrome sets in it the text that first painted in the stand-in
 * (font-display: optional, src/styles/global.css): the hero's heading
 * rewrapped under the visitor's eyes, a layout shift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import postcss from 'postcss';
import { FIRST_SCREEN_END } from '../../src/components/FirstScreen/first-screen-end';
import { htmlFilesIn } from '../site-files/html-files';
import { cssSubset } from './css-subset';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

export { FIRST_SCREEN_END };

/** That element as React renders it, empty: where the build writes the links. */
export const FIRST_SCREEN_END_ELEMENT = `<div hidden="" ${FIRST_SCREEN_END}=""></div>`;

/** A stylesheet link as linked-stylesheets.ts has React write it in the head. */
const HEAD_STYLESHEET = /<link rel="stylesheet" href="(\/[^"/]+\.css)"\/>/g;

export const firstScreenStyles: OutputRewrite = {
  name: 'first-screen-styles',
  purpose:
    'On the page kinds that link their stylesheets (venue pages; the home, contact and catalog ' +
    'pages), inlines the rules of what comes before the element their template marks (the ' +
    'header bar; the hero; the introduction) in the head and moves the links into that ' +
    'element, so the first paint waits for no request and nothing after the links ' +
    'shows unstyled; the linked files lose their @font-face rules, declared in the head, so ' +
    'that no face is declared again once a page has painted.',
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/issues/20710 (an option to link the CSS instead of ' +
    'inlining it; closed without one): Gatsby neither links nor splits a page’s stylesheets',
  patterns: [HEAD_STYLESHEET, FIRST_SCREEN_END_ELEMENT],
  mustMatch:
    `a built page whose head links stylesheets (<link rel="stylesheet" href="/….css"/>) holds ` +
    `one ${FIRST_SCREEN_END_ELEMENT} in its body, and the files it links are in public/; a page ` +
    'holding that element links stylesheets in its head.',
};

interface LinkingPage {
  file: string;
  stylesheets: string[];
}

/** The stylesheets a page's head links, in order; empty for a page that inlines its styles. */
export function headStylesheetsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(HEAD_STYLESHEET)].map((match) => match[1] ?? '');
}

/**
 * What the browser has parsed when it first paints: the document up to
 * the end of the first screen, everything after it left out.
 */
export function firstScreenOf(html: string): HTMLElement {
  const document = parse(html);
  const end = document.querySelector(`[${FIRST_SCREEN_END}]`);
  if (!end) throw new Error(`no ${FIRST_SCREEN_END} element`);
  // The end element and what follows it, then what follows each of its ancestors.
  let node: HTMLElement = end;
  let from = 0;
  while (node.parentNode) {
    const siblings = node.parentNode.childNodes;
    siblings.splice(siblings.indexOf(node) + from);
    from = 1;
    node = node.parentNode;
  }
  return document;
}

/**
 * The first screen's markup without what does not change which rules
 * match (texts, addresses, picture sources): pages alike in it need the
 * same rules, so each likeness is matched once.
 */
export function likenessOf(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.indexOf(FIRST_SCREEN_END_ELEMENT));
  return body
    .replace(/>[^<]+</g, '><')
    .replace(/\s(?:href|src|srcset|sizes|alt|title|aria-label|content|datetime)="[^"]*"/gi, '');
}

function checkedPage(file: string, html: string): LinkingPage | null {
  const stylesheets = headStylesheetsOf(html);
  const ends = html.split(FIRST_SCREEN_END_ELEMENT).length - 1;
  if (stylesheets.length === 0 && ends === 0) return null;
  if (stylesheets.length === 0 || ends !== 1) {
    throw new OutputRewriteError(
      firstScreenStyles,
      file,
      `${stylesheets.length} stylesheet links in the head and ${ends} ${FIRST_SCREEN_END_ELEMENT}.`,
    );
  }
  return { file, stylesheets };
}

const linkAfterFirstScreen = (href: string) =>
  `<link rel="stylesheet" href="${href}" fetchpriority="low"/>`;

/** The page with `rules` in its head in place of its stylesheet links, which go after its first screen. */
export function withFirstScreenStyles(html: string, file: string, rules: string): string {
  const page = checkedPage(file, html);
  if (!page) return html;
  let inlined = false;
  const head = html.slice(0, html.indexOf('</head>')).replace(HEAD_STYLESHEET, () => {
    if (inlined) return '';
    inlined = true;
    return `<style>${rules}</style>`;
  });
  const body = html.slice(html.indexOf('</head>')).replace(
    FIRST_SCREEN_END_ELEMENT,
    // `hidden` as HTML writes a boolean attribute (html-validate), not as React does.
    `<div hidden ${FIRST_SCREEN_END}="">${page.stylesheets.map(linkAfterFirstScreen).join('')}</div>`,
  );
  return head + body;
}

/** Every page that links its stylesheets, by the stylesheets it links (one group per page kind). */
function linkingPagesOf(publicDir: string): Map<string, LinkingPage[]> {
  const groups = new Map<string, LinkingPage[]>();
  for (const file of htmlFilesIn(publicDir)) {
    if (file.startsWith('_gatsby/')) continue;
    const page = checkedPage(file, fs.readFileSync(path.join(publicDir, file), 'utf8'));
    if (!page) continue;
    const key = page.stylesheets.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return groups;
}

/** The rules the first screens of `pages` need: one page of each likeness is matched. */
function firstScreenRulesOf(publicDir: string, pages: readonly LinkingPage[]): string {
  const [first] = pages;
  if (!first) return '';
  const css = first.stylesheets
    .map((href) => {
      const file = path.join(publicDir, href);
      if (!fs.existsSync(file)) {
        throw new OutputRewriteError(
          firstScreenStyles,
          first.file,
          `a link to ${href}, not in public/.`,
        );
      }
      return fs.readFileSync(file, 'utf8');
    })
    .join('\n');
  const documents = new Map<string, HTMLElement>();
  for (const page of pages) {
    const html = fs.readFileSync(path.join(publicDir, page.file), 'utf8');
    const likeness = likenessOf(html);
    if (!documents.has(likeness)) documents.set(likeness, firstScreenOf(html));
  }
  return cssSubset(css, [...documents.values()]);
}

/** The stylesheet's @font-face rules, each as written. */
export function fontFacesOf(css: string): string[] {
  const faces: string[] = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    faces.push(rule.toString());
  });
  return faces;
}

/** The stylesheet without its @font-face rules, the rest as written. */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  return root.toString();
}

/** The stylesheets a rewritten page links after its first screen (withFirstScreenStyles). */
function stylesheetsAfterFirstScreenOf(html: string): string[] {
  const opening = `<div hidden ${FIRST_SCREEN_END}="">`;
  const start = html.indexOf(opening);
  if (start < 0) return [];
  const links = html.slice(start + opening.length, html.indexOf('</div>', start));
  return [...links.matchAll(/<link rel="stylesheet" href="(\/[^"/]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * Takes the @font-face rules out of the stylesheets that pages link after
 * their first screen, once each such page declares the same in its head.
 * Pages rewritten by an earlier build of the same folder count too: their
 * links are found where the rewrite put them.
 */
function declareFontsInHeadsOnly(publicDir: string): void {
  const facesOf = new Map<string, string[]>();
  for (const file of htmlFilesIn(publicDir)) {
    if (file.startsWith('_gatsby/')) continue;
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const href of stylesheetsAfterFirstScreenOf(html)) {
      if (!facesOf.has(href)) {
        const stylesheet = path.join(publicDir, href);
        if (!fs.existsSync(stylesheet)) {
          throw new OutputRewriteError(
            firstScreenStyles,
            file,
            `a link to ${href}, not in public/.`,
          );
        }
        facesOf.set(href, fontFacesOf(fs.readFileSync(stylesheet, 'utf8')));
      }
      if (!(facesOf.get(href) ?? []).every((face) => head.includes(face))) {
        throw new OutputRewriteError(
          firstScreenStyles,
          file,
          `a head without every @font-face of ${href}, which the page links after its first screen.`,
        );
      }
    }
  }
  for (const [href, faces] of facesOf) {
    if (faces.length === 0) continue;
    const file = path.join(publicDir, href);
    fs.writeFileSync(file, withoutFontFaces(fs.readFileSync(file, 'utf8')));
  }
}

/**
 * Rewrites every page of `publicDir` that links its stylesheets; returns
 * how many pages and the size of the rules each now inlines.
 */
export function inlineFirstScreenStylesOfSite(publicDir: string): {
  pages: number;
  bytes: number[];
} {
  let pages = 0;
  const bytes: number[] = [];
  for (const group of linkingPagesOf(publicDir).values()) {
    const rules = firstScreenRulesOf(publicDir, group);
    bytes.push(Buffer.byteLength(rules));
    for (const page of group) {
      const fullPath = path.join(publicDir, page.file);
      const html = fs.readFileSync(fullPath, 'utf8');
      fs.writeFileSync(fullPath, withFirstScreenStyles(html, page.file, rules));
      pages += 1;
    }
  }
  declareFontsInHeadsOnly(publicDir);
  return { pages, bytes };
}
