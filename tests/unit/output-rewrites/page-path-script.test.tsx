/**
 * @jest-environment node
 *
 * Gatsby's per-page inline script (window.pagePath="/music/") becomes one
 * that is the same on every page, so one CSP hash allows it.
 */
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse, type HTMLElement } from 'node-html-parser';
import {
  PAGE_PATH_SCRIPT,
  withSharedPagePathScript,
} from '../../../gatsby/output-rewrites/page-path-script';
import { postBodyComponents } from './samples';

const PAGE = '/venues/bear-brook-valley/';

/** The components as Gatsby writes them into the page: scripts rendered, its own components left out. */
function scriptsOf(components: readonly ReactNode[]): HTMLElement[] {
  const markup = renderToStaticMarkup(
    <>
      {components.filter(
        (component) => isValidElement(component) && typeof component.type === 'string',
      )}
    </>,
  );
  return parse(markup).querySelectorAll('script');
}

/** The sample with the script loader's text replaced, as a changed Gatsby might write it. */
function withLoaderText(text: string): ReactNode[] {
  return postBodyComponents().map((component) =>
    isValidElement<{ id?: string }>(component) && component.props.id === 'gatsby-script-loader' ? (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: text }}
      />
    ) : (
      component
    ),
  );
}

it('writes the shared script with the page path as data, and keeps Gatsby’s slice in place', () => {
  const sample = postBodyComponents();
  const rewritten = withSharedPagePathScript(sample, PAGE);
  expect(rewritten).toHaveLength(sample.length);
  expect(rewritten[1]).toBe(sample[1]);
  const [script] = scriptsOf(rewritten);
  expect(script?.text).toBe(PAGE_PATH_SCRIPT);
  expect(script?.getAttribute('data-page-path')).toBe(PAGE);
  expect(script?.getAttribute('id')).toBe('gatsby-script-loader');
});

it('sets window.pagePath as Gatsby’s own script did', () => {
  const [script] = scriptsOf(withSharedPagePathScript(postBodyComponents(), PAGE));
  const fakeWindow: { pagePath?: string } = {};
  new Function('window', 'document', script?.text ?? '')(fakeWindow, {
    currentScript: { getAttribute: (name: string) => script?.getAttribute(name) },
  });
  expect(fakeWindow.pagePath).toBe(PAGE);
});

it('keeps what Gatsby writes after the path (the build hash, without slices)', () => {
  const components = withLoaderText(
    '/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc";/*]]>*/',
  );
  const [script] = scriptsOf(withSharedPagePathScript(components, '/'));
  expect(script?.text).toBe(`${PAGE_PATH_SCRIPT}window.___webpackCompilationHash="abc";`);
});

it('fails, naming the rewrite and the page, when the script has another shape', () => {
  const components = withLoaderText(`/*<![CDATA[*/window.___pagePath="${PAGE}";/*]]>*/`);
  expect(() => withSharedPagePathScript(components, PAGE)).toThrow(
    new RegExp(`Output rewrite "page-path-script" no longer matches .* the page ${PAGE}`),
  );
});

it('fails when Gatsby no longer writes the script loader at all', () => {
  const withoutLoader = postBodyComponents().slice(1);
  expect(() => withSharedPagePathScript(withoutLoader, PAGE)).toThrow(
    /"page-path-script"[\s\S]*Found: 0 <script id="gatsby-script-loader"> elements/,
  );
});
