/**
 * @jest-environment node
 *
 * On the page kinds there are many of (venue pages), the head links the
 * stylesheets Gatsby would inline, in the same order; every other page
 * keeps them inline, and a stylesheet of an unexpected shape stops the build.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import {
  templateChunkName,
  withLinkedStylesheets,
} from '../../../gatsby/output-rewrites/linked-stylesheets';
import { OutputRewriteError } from '../../../gatsby/output-rewrites/output-rewrite';
import { withSiteWideStylesFirst } from '../../../gatsby/output-rewrites/stylesheet-order';
import { headComponents } from './samples';

const VENUE_PAGE = '/venues/bear-brook-valley/';

/** Each head component in a word: "style <file>", "link stylesheet <file>" or its type. */
function describeHead(components: readonly ReactNode[]): string[] {
  return components.map((component) => {
    if (!isValidElement<{ 'data-href'?: string; rel?: string; href?: string }>(component))
      return String(component);
    const { props } = component;
    if (component.type === 'style') return `style ${props['data-href'] ?? ''}`;
    if (component.type === 'link' && props.rel === 'stylesheet')
      return `link stylesheet ${props.href ?? ''}`;
    return String(component.type);
  });
}

const inlineStyle = (href: string, rules = '.a{color:red}'): ReactNode =>
  createElement('style', {
    key: href,
    'data-href': href,
    'data-identity': 'gatsby-global-css',
    dangerouslySetInnerHTML: { __html: rules },
  });

it('names a template’s chunk as Gatsby does', () => {
  expect(templateChunkName('venue-page.tsx')).toBe('component---src-templates-venue-page-tsx');
  expect(templateChunkName('gobo-designer-page.tsx')).toBe(
    'component---src-templates-gobo-designer-page-tsx',
  );
});

it('links a venue page’s stylesheets in their order and leaves the rest of the head alone', () => {
  const ordered = withSiteWideStylesFirst(headComponents(), VENUE_PAGE);
  const before = describeHead(ordered);
  const after = describeHead(withLinkedStylesheets(ordered, VENUE_PAGE));

  expect(after.filter((entry) => entry.startsWith('style '))).toEqual([]);
  expect(after.filter((entry) => entry.startsWith('link stylesheet '))).toEqual([
    'link stylesheet /app.3dc8c34f6b47c6b2baaa.css',
    'link stylesheet /component---src-templates-venue-page-tsx.083719014463d20c8ce7.css',
  ]);
  const shape = (list: string[]) =>
    list.map((entry) => entry.replace(/^(style|link stylesheet) .*/, 'sheet'));
  expect(shape(after)).toEqual(shape(before));
});

it('keeps the stylesheets of other page kinds inline', () => {
  const head = [
    createElement('meta', { key: 'm', name: 'description', content: 'x' }),
    inlineStyle('/app.1.css'),
    inlineStyle('/component---src-templates-service-page-tsx.2.css'),
  ];
  expect(describeHead(withLinkedStylesheets(head, '/music/'))).toEqual([
    'meta',
    'style /app.1.css',
    'style /component---src-templates-service-page-tsx.2.css',
  ]);
});

it('stops the build on a venue page whose stylesheet does not say which file it is', () => {
  const head = [
    inlineStyle('/app.1.css'),
    createElement('style', { key: 'x', dangerouslySetInnerHTML: { __html: '.b{}' } }),
    inlineStyle('/component---src-templates-venue-page-tsx.2.css'),
  ];
  expect(() => withLinkedStylesheets(head, VENUE_PAGE)).toThrow(OutputRewriteError);
  expect(() => withLinkedStylesheets(head, VENUE_PAGE)).toThrow(
    /linked-stylesheets.*\/venues\/bear-brook-valley\//s,
  );
});
