/**
 * The inline stylesheets of a built page: global rules (the app's chunk),
 * then the shared chunk's, then the page kind's own, so that the cascade
 * matches what a client-side move produces. Everything else in the head
 * keeps its place.
 */
import { isValidElement, type ReactNode } from 'react';
import { withSiteWideStylesFirst } from '../../../gatsby/styles/stylesheet-order';

function inlineStyle(href: string): ReactNode {
  return <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: '' }} />;
}

function describeHead(components: readonly ReactNode[]): string[] {
  return components.map((component) => {
    if (!isValidElement<{ 'data-href'?: string; name?: string }>(component)) return '?';
    return component.type === 'style'
      ? `style ${component.props['data-href'] ?? ''}`
      : `${String(component.type)} ${component.props.name ?? ''}`;
  });
}

it('puts the app stylesheet first, then commons, then the page kind', () => {
  const head = [
    inlineStyle('/component---src-templates-home-page-tsx.2d95ae57.css'),
    inlineStyle('/commons.1cb020f0.css'),
    inlineStyle('/app.2f9e70b4.css'),
  ];
  expect(describeHead(withSiteWideStylesFirst(head))).toEqual([
    'style /app.2f9e70b4.css',
    'style /commons.1cb020f0.css',
    'style /component---src-templates-home-page-tsx.2d95ae57.css',
  ]);
});

it('leaves every other head element where it was', () => {
  const head = [
    <meta key="a" name="description" content="x" />,
    inlineStyle('/component---src-templates-contact-page-tsx.1.css'),
    <meta key="b" name="keywords" content="y" />,
    inlineStyle('/app.3.css'),
  ];
  expect(describeHead(withSiteWideStylesFirst(head))).toEqual([
    'meta description',
    'style /app.3.css',
    'meta keywords',
    'style /component---src-templates-contact-page-tsx.1.css',
  ]);
});

it('keeps page-kind stylesheets in their own order', () => {
  const head = [
    inlineStyle('/component---b.1.css'),
    inlineStyle('/632.9.css'),
    inlineStyle('/commons.2.css'),
  ];
  expect(describeHead(withSiteWideStylesFirst(head))).toEqual([
    'style /commons.2.css',
    'style /component---b.1.css',
    'style /632.9.css',
  ]);
});
