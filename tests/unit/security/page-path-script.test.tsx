/**
 * @jest-environment node
 *
 * Gatsby's per-page inline script (window.pagePath="/music/") is swapped
 * for one that is the same on every page, so one CSP hash allows it.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  PAGE_PATH_SCRIPT,
  withSharedPagePathScript,
} from '../../../gatsby/security/page-path-script';

/** The element Gatsby 5 renders after the body (see gatsby/cache-dir/static-entry.js). */
function gatsbyScriptLoader(pagePath: string) {
  return (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      dangerouslySetInnerHTML={{
        __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
      }}
    />
  );
}

function rendered(pagePath: string): HTMLElement {
  const html = renderToStaticMarkup(
    <>{withSharedPagePathScript([gatsbyScriptLoader(pagePath)])}</>,
  );
  const script = parse(html).querySelector('script');
  if (!script) throw new Error('no script rendered');
  return script;
}

describe('withSharedPagePathScript', () => {
  it('writes the same script on every page, with the page path as data', () => {
    const music = rendered('/es/music/');
    const home = rendered('/');
    expect(music.text).toBe(PAGE_PATH_SCRIPT);
    expect(home.text).toBe(music.text);
    expect(music.getAttribute('data-page-path')).toBe('/es/music/');
    expect(music.getAttribute('id')).toBe('gatsby-script-loader');
  });

  it('sets window.pagePath as Gatsby’s own script did', () => {
    const script = rendered('/venues/bear-brook-valley/');
    const fakeWindow: { pagePath?: string } = {};
    new Function('window', 'document', script.text)(fakeWindow, {
      currentScript: { getAttribute: (name: string) => script.getAttribute(name) },
    });
    expect(fakeWindow.pagePath).toBe('/venues/bear-brook-valley/');
  });

  it('keeps what follows the path (the build hash, when Gatsby writes it there)', () => {
    const element = (
      <script
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{
          __html: '/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc";/*]]>*/',
        }}
      />
    );
    const [swapped] = withSharedPagePathScript([element]);
    expect(renderToStaticMarkup(<>{swapped}</>)).toContain(
      `${PAGE_PATH_SCRIPT}window.___webpackCompilationHash=&quot;abc&quot;;`.replace(
        /&quot;/g,
        '"',
      ),
    );
  });

  it('leaves every other component, and a script of another shape, as they are', () => {
    const others = [
      <script key="a" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: 'x=1' }} />,
      <script key="b" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'y=2' }} />,
      <link key="c" rel="preload" href="/a.js" />,
      'text',
    ];
    expect(withSharedPagePathScript(others)).toEqual(others);
  });
});
