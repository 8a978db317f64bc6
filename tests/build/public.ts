/**
 * Reading the built site (public/) in the build tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { templateChunkName } from '../../gatsby/output-rewrites/linked-stylesheets';
import type { PageKind } from '../../src/config/constants';
import { TEMPLATE_BY_KIND } from '../../src/config/templates';
import { ROOT_DIR } from '../support/site';

export const PUBLIC_DIR = path.join(ROOT_DIR, 'public');

/** Fails with a message that says what to do when the site has not been built. */
export function assertBuilt(): void {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error(
      `The built site is missing (${path.relative(process.cwd(), PUBLIC_DIR) || PUBLIC_DIR}/index.html not found): run npm run build first.`,
    );
  }
}

/** public/dj/index.html for /dj/, public/404.html for /404.html. */
export function fileForPath(urlPath: string): string {
  const relative = urlPath.replace(/^\/+/, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

export function publicFileExists(relativeFile: string): boolean {
  const absolute = path.join(PUBLIC_DIR, relativeFile);
  return (
    absolute.startsWith(PUBLIC_DIR + path.sep) &&
    fs.statSync(absolute, { throwIfNoEntry: false })?.isFile() === true
  );
}

export function readPublic(relativeFile: string): string {
  assertBuilt();
  const absolute = path.join(PUBLIC_DIR, relativeFile);
  if (!fs.existsSync(absolute)) {
    throw new Error(`public/${relativeFile} does not exist.`);
  }
  return fs.readFileSync(absolute, 'utf8');
}

const documents = new Map<string, HTMLElement>();

/** A page of public/, parsed (cached: the site is immutable during a run). */
export function readHtml(relativeFile: string): HTMLElement {
  let document = documents.get(relativeFile);
  if (!document) {
    document = parse(readPublic(relativeFile), { comment: false });
    documents.set(relativeFile, document);
  }
  return document;
}

/** Every .html file of public/, relative and `/`-separated. */
export function listHtmlFiles(): string[] {
  assertBuilt();
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.name.endsWith('.html')) {
        files.push(path.relative(PUBLIC_DIR, absolute).split(path.sep).join('/'));
      }
    }
  };
  walk(PUBLIC_DIR);
  return files.sort();
}

/** Every text node of the body, trimmed, without empty ones. */
export function textNodes(document: HTMLElement): string[] {
  const body = document.querySelector('body');
  if (!body) return [];
  const copy = parse(body.outerHTML);
  for (const hidden of copy.querySelectorAll('script, style, noscript, template')) hidden.remove();
  const texts: string[] = [];
  const walk = (node: { childNodes: unknown[] }) => {
    for (const child of node.childNodes) {
      const element = child as HTMLElement;
      if (element.nodeType === 3) {
        const text = element.textContent.trim();
        if (text) texts.push(text);
      } else if (element.childNodes) walk(element);
    }
  };
  walk(copy);
  return texts;
}

function hasStylesheet(chunk: string): boolean {
  const named = new RegExp(`^${chunk}\\.[0-9a-f]+\\.css$`);
  return fs.readdirSync(PUBLIC_DIR).some((file) => named.test(file));
}

/**
 * The stylesheets a page of this kind needs, in cascade order: the global
 * one, the shared one (webpack writes it only when page kinds share some
 * component CSS) and its own kind's (absent when all its CSS is shared).
 */
export function stylesheetChunksOf(kind: PageKind): string[] {
  return ['app', 'commons', templateChunkName(TEMPLATE_BY_KIND[kind])].filter(hasStylesheet);
}
