/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The element the build writes a venue page's stylesheet links into
 * (gatsby/output-rewrites/first-screen-styles.ts): hydration keeps the
 * links, and the head gets its own link to each, so the rules stay when a
 * move in the browser takes the element away.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StylesheetsAfterFirstScreen } from '../../../src/components/FirstScreen/StylesheetsAfterFirstScreen';

const SHEETS = ['/app.0123456789abcdef0123.css', '/venue.0123456789abcdef0123.css'];

/** The server's HTML with the links the build writes into the element. */
function builtHtml(): string {
  const links = SHEETS.map((href) => `<link rel="stylesheet" href="${href}" fetchpriority="low"/>`);
  return renderToString(<StylesheetsAfterFirstScreen />).replace(
    '></div>',
    `>${links.join('')}</div>`,
  );
}

const headLinks = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('renders an empty, hidden marker on the server', () => {
  expect(renderToString(<StylesheetsAfterFirstScreen />)).toBe(
    '<div hidden="" data-stylesheets-after-first-screen=""></div>',
  );
});

it('keeps the build’s links when the page hydrates and links each once in the head', async () => {
  const container = document.createElement('div');
  container.innerHTML = builtHtml();
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <StylesheetsAfterFirstScreen />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  expect(headLinks()).toEqual(SHEETS);
  // The page again, its element mounted anew: no second link to the same file.
  act(() => root?.unmount());
  container.innerHTML = builtHtml();
  await act(async () => {
    root = hydrateRoot(container, <StylesheetsAfterFirstScreen />);
  });
  expect(headLinks()).toEqual(SHEETS);
});
