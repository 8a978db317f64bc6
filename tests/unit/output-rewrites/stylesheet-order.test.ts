/**
 * @jest-environment node
 *
 * The inline stylesheets of a built page: global rules (the app's chunk),
 * then the shared chunk's, then the page kind's own, so that the cascade
 * matches what a client-side move produces. Everything else in the head
 * keeps its place.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { withSiteWideStylesFirst } from '../../../gatsby/output-rewrites/stylesheet-order';
import { headComponents } from './samples';

const PAGE = '/venues/bear-brook-valley/';

/** Each head component in a word: "style <its file>" or its element type. */
function describeHead(components: readonly ReactNode[]): string[] {
  return components.map((component) => {
    if (!isValidElement<{ 'data-href'?: string }>(component)) return String(component);
    return component.type === 'style'
      ? `style ${component.props['data-href'] ?? ''}`
      : String(component.type);
  });
}

function inlineStyle(href: string): ReactNode {
  return createElement('style', { key: href, 'data-href': href });
}

it('puts the app’s stylesheet before the page kind’s, and leaves the rest in place', () => {
  const sample = headComponents();
  const before = describeHead(sample);
  const after = describeHead(withSiteWideStylesFirst(sample, PAGE));
  const styles = (list: string[]) => list.filter((entry) => entry.startsWith('style '));
  expect(styles(before)).toEqual([
    'style /component---src-templates-venue-page-tsx.083719014463d20c8ce7.css',
    'style /app.3dc8c34f6b47c6b2baaa.css',
  ]);
  expect(styles(after)).toEqual([
    'style /app.3dc8c34f6b47c6b2baaa.css',
    'style /component---src-templates-venue-page-tsx.083719014463d20c8ce7.css',
  ]);
  expect(after.map((entry) => (entry.startsWith('style ') ? 'style' : entry))).toEqual(
    before.map((entry) => (entry.startsWith('style ') ? 'style' : entry)),
  );
});

it('puts the shared stylesheet after the app’s and keeps page-kind stylesheets in their order', () => {
  const head = [
    inlineStyle('/component---b.1.css'),
    inlineStyle('/632.9.css'),
    inlineStyle('/commons.2.css'),
    inlineStyle('/app.3.css'),
  ];
  expect(describeHead(withSiteWideStylesFirst(head, PAGE))).toEqual([
    'style /app.3.css',
    'style /commons.2.css',
    'style /component---b.1.css',
    'style /632.9.css',
  ]);
});

it('fails, naming the rewrite and the page, when the app’s stylesheet is no longer inlined', () => {
  // As if Gatsby linked the stylesheets instead of inlining them.
  const linked = headComponents().map((component) =>
    isValidElement<{ 'data-href'?: string }>(component) && component.type === 'style'
      ? createElement('link', { rel: 'stylesheet', href: component.props['data-href'] })
      : component,
  );
  expect(() => withSiteWideStylesFirst(linked, PAGE)).toThrow(
    new RegExp(
      `Output rewrite "stylesheet-order" no longer matches .*page ${PAGE}[\\s\\S]*chunks: none`,
    ),
  );
});

it('fails when the app’s chunk has another name', () => {
  const renamed = headComponents().map((component) =>
    isValidElement<{ 'data-href'?: string }>(component) &&
    component.props['data-href']?.startsWith('/app.')
      ? inlineStyle('/main.3dc8c34f6b47c6b2baaa.css')
      : component,
  );
  expect(() => withSiteWideStylesFirst(renamed, PAGE)).toThrow(
    /"stylesheet-order"[\s\S]*chunks: component---src-templates-venue-page-tsx, main/,
  );
});
