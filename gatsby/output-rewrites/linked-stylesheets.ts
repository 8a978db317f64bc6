/**
 * Gatsby inlines every stylesheet into every page it renders. That is the
 * fastest first paint for a page a visitor opens once, as long as its HTML
 * fits the first round trip of a new connection (about 14 KB). Some kinds of
 * page are better off linking them:
 *
 * - a page kind the site has hundreds of (a venue page per venue, in three
 *   languages) carries the same 23 KB of rules in each copy: a third of
 *   public/'s growth per venue (see the scale budgets, scripts/scale/budgets.ts);
 * - the home page, with every block of the trade's home pages, the contact
 *   page, with its two forms, and the catalog, with every rental item,
 *   outgrew the first round trip with their rules inlined
 *   (docs/performance.md, "The home page's first screen" and "The contact
 *   page and the catalog").
 *
 * On those page kinds the stylesheets become <link>s to the files Gatsby
 * writes anyway, downloaded once and cached for every other page; the
 * cascade order (stylesheet-order.ts) is kept. Each such template marks
 * where its first screen ends (first-screen-styles.ts).
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import type { PageKind } from '../../src/config/constants';
import { TEMPLATE_BY_KIND } from '../../src/config/templates';
import {
  GATSBY_VERSION_WRITTEN_FOR,
  type OutputRewrite,
  OutputRewriteError,
} from './output-rewrite';

/**
 * The page kinds that link their stylesheets: venue pages (their number
 * grows with site.yaml's data), the home page, the contact page and the
 * catalog (their HTML). A kind added here needs StylesheetsAfterFirstScreen
 * in its template; measure it with npm run bench first
 * (scripts/bench/first-paint.ts shows what its first paint waits for).
 */
export const KINDS_WITH_LINKED_STYLESHEETS: readonly PageKind[] = [
  'venue',
  'home',
  'contact',
  'catalog',
];

export const linkedStylesheets: OutputRewrite = {
  name: 'linked-stylesheets',
  purpose:
    'Turns the inline stylesheets of the page kinds there are many of (venue pages), and of the ' +
    'home, contact and catalog pages, into <link rel="stylesheet"> to the same files, so each ' +
    'copy of the page does not carry the same rules, the browser caches them once for all of ' +
    "them, and the other pages' HTML fits the first round trip.",
  gatsbyVersion: GATSBY_VERSION_WRITTEN_FOR,
  upstream:
    'https://github.com/gatsbyjs/gatsby/issues/20710 (an option to link the CSS instead of ' +
    'inlining it; closed without one)',
  patterns: ['<style data-href="/component---src-templates-<template>.<hash>.css">'],
  mustMatch:
    'on a page of a kind in KINDS_WITH_LINKED_STYLESHEETS, every inline <style> in the head has ' +
    'a data-href naming its file ("/<chunk>.<hash>.css") and its rules as dangerouslySetInnerHTML.',
};

/** Gatsby's name for a template's chunk: src/templates/venue-page.tsx → component---src-templates-venue-page-tsx. */
export function templateChunkName(template: string): string {
  return `component---${`src/templates/${template}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const LINKED_CHUNKS = KINDS_WITH_LINKED_STYLESHEETS.map((kind) =>
  templateChunkName(TEMPLATE_BY_KIND[kind]),
);

interface InlineStyleProps {
  'data-href'?: unknown;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

const isInlineStyle = (component: ReactNode) =>
  isValidElement<InlineStyleProps>(component) && component.type === 'style';

/** The file an inline stylesheet was read from, or null when it does not say. */
function hrefOf(component: ReactNode): string | null {
  if (!isValidElement<InlineStyleProps>(component)) return null;
  const href = component.props['data-href'];
  const rules = component.props.dangerouslySetInnerHTML?.__html;
  return typeof href === 'string' && href.endsWith('.css') && typeof rules === 'string'
    ? href
    : null;
}

const ofLinkedKind = (href: string) => LINKED_CHUNKS.some((chunk) => href.startsWith(`/${chunk}.`));

/**
 * The head's components, with every inline stylesheet a <link> to its file
 * when the page is of a kind in KINDS_WITH_LINKED_STYLESHEETS; unchanged
 * otherwise. `page` (the page's path) names the page in an error.
 */
export function withLinkedStylesheets(components: readonly ReactNode[], page: string): ReactNode[] {
  const styles = components.filter(isInlineStyle);
  const hrefs = styles.map(hrefOf);
  if (!hrefs.some((href) => href !== null && ofLinkedKind(href))) return [...components];
  if (hrefs.includes(null)) {
    throw new OutputRewriteError(
      linkedStylesheets,
      `the head of the page ${page}`,
      `an inline <style> without a data-href naming a .css file, or without its rules ` +
        `(${hrefs.map((href) => href ?? 'none').join(', ')}).`,
    );
  }
  return components.map((component) => {
    const href = isInlineStyle(component) ? hrefOf(component) : null;
    // The browser's chunk loader (mini-css-extract) finds a <link> by its
    // href, so a client-side move does not fetch these styles again.
    return href === null
      ? component
      : createElement('link', { key: href, rel: 'stylesheet', href });
  });
}
